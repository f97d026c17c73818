// height: 220
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 220 });
const layer = new Konva.Layer();
stage.add(layer);

// 左：没有 offset，绕 (x, y) 也就是左上角旋转
const plain = new Konva.Rect({ x: 110, y: 120, width: 80, height: 50, fill: '#adb5bd' });
// 右：offset 设为宽高的一半，(x, y) 对准中心，于是绕中心旋转
const centered = new Konva.Rect({
  x: 250, y: 120, width: 80, height: 50, fill: '#4361ee', offset: { x: 40, y: 25 },
});
layer.add(plain, centered);

// 红点标出两个矩形的 (x, y)，也就是旋转中心
[plain, centered].forEach((rect) => {
  layer.add(new Konva.Circle({ x: rect.x(), y: rect.y(), radius: 4, fill: '#e63946' }));
});
layer.add(new Konva.Text({ x: 60, y: 4, text: '无 offset', fontSize: 14 }));
layer.add(new Konva.Text({ x: 200, y: 4, text: 'offset 在中心', fontSize: 14 }));

new Konva.Animation((frame) => {
  const angle = (frame.time / 20) % 360;
  plain.rotation(angle);
  centered.rotation(angle);
}, layer).start();
