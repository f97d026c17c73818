// height: 190
// 提示：拖动蓝色方块碰一碰其他图形
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

const targets = [
  new Konva.Rect({ x: 150, y: 30, width: 70, height: 50, fill: '#adb5bd' }),
  new Konva.Circle({ x: 270, y: 130, radius: 35, fill: '#adb5bd' }),
  new Konva.Star({ x: 170, y: 140, numPoints: 5, innerRadius: 15, outerRadius: 32, fill: '#adb5bd', rotation: 20 }),
];
layer.add(...targets);
const box = new Konva.Rect({ x: 20, y: 70, width: 60, height: 60, fill: '#4361ee', opacity: 0.8, draggable: true });
layer.add(box);

box.on('dragmove', () => {
  const a = box.getClientRect();
  targets.forEach((shape) => {
    // 只比较两个包围盒（轴对齐矩形），所以星形和圆形的空角也算“相交”
    const hit = Konva.Util.haveIntersection(a, shape.getClientRect());
    shape.fill(hit ? '#f72585' : '#adb5bd');
  });
});
