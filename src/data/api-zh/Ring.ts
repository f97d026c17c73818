import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '圆环：两个同心圆之间的区域。`x`、`y` 是圆心，`innerRadius` 和 `outerRadius` 定内外半径。',
  members: {
    innerRadius: '获取或设置内半径（像素）。',
    outerRadius: '获取或设置外半径（像素）。',
  },
};

export default doc;
