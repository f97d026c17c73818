import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '椭圆。`x`、`y` 是中心点，`radiusX`、`radiusY` 分别是水平和垂直半径。',
  members: {
    radius: '获取或设置两个半径 `{x, y}`。',
    radiusX: '获取或设置水平半径（像素）。',
    radiusY: '获取或设置垂直半径（像素）。',
  },
};

export default doc;
