import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '扇形（楔形）：从圆心出发的一块「饼」。`x`、`y` 是圆心，`radius` 是半径，`angle` 是扇形的角度，常用于饼图。',
  members: {
    angle: '获取或设置扇形的角度（度）。',
    clockwise: '获取或设置是否按顺时针方向绘制。',
    radius: '获取或设置半径（像素）。',
  },
};

export default doc;
