import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '圆弧：两个同心圆之间的一段扇环。`x`、`y` 是圆心，`innerRadius`、`outerRadius` 定内外半径，`angle` 定弧的角度；内半径为 0 时就是扇形。常用于进度环和仪表盘。',
  members: {
    angle: '获取或设置圆弧的角度（度），从 x 轴正方向开始计算。',
    clockwise: '获取或设置是否按顺时针方向绘制。',
    innerRadius: '获取或设置内半径（像素）。',
    outerRadius: '获取或设置外半径（像素）。',
  },
};

export default doc;
