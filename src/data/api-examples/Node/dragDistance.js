// height: 180
// 提示：分别慢慢拖动两个圆形，右边的要移动 30 像素后才开始拖动
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

[[90, 0], [250, 30]].forEach(([x, distance]) => {
  // 距离按 x、y 两个方向中较大的那个位移计算
  const circle = new Konva.Circle({
    x, y: 105, radius: 40, fill: '#4895ef', draggable: true, dragDistance: distance,
  });
  const label = new Konva.Text({
    x: x - 70, y: 20, width: 140, align: 'center', fontSize: 14, lineHeight: 1.4,
    text: `dragDistance: ${distance}\n未拖动`,
  });
  layer.add(circle, label);
  circle.on('dragstart', () => {
    circle.fill('#f72585');
    label.text(`dragDistance: ${distance}\n拖动中`);
  });
  circle.on('dragend', () => {
    circle.fill('#4895ef');
    label.text(`dragDistance: ${distance}\n未拖动`);
  });
});
