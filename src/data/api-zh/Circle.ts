import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '圆形。与矩形不同，`x`、`y` 是圆心的位置，大小由 `radius` 决定；`width` 和 `height` 始终等于直径，设置它们会改变半径。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// x、y 是圆心
const circle = new Konva.Circle({ x: 120, y: 110, radius: 60, fill: '#ffb703', stroke: '#fb8500', strokeWidth: 4 });
layer.add(circle);

// 点击圆形，半径变大
circle.on('click tap', () => circle.radius(circle.radius() + 10));
`,
  members: {
    radius: '获取或设置半径（像素）。',
  },
};

export default doc;
