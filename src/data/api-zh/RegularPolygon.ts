import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '正多边形，例如三角形、正方形、六边形。`x`、`y` 是中心，`sides` 定边数，`radius` 是中心到顶点的距离。',
  members: {
    cornerRadius: '获取或设置顶点的圆角半径。',
    radius: '获取或设置中心到各顶点的距离（像素）。',
    sides: '获取或设置边数（至少 3）。',
  },
};

export default doc;
