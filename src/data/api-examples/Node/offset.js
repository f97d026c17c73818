// height: 180
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 左：默认绕左上角旋转；右：offset 设为宽高的一半，绕中心旋转
const corner = new Konva.Rect({ x: 90, y: 90, width: 50, height: 50, fill: '#ffb4a2' });
const center = new Konva.Rect({
  x: 240, y: 90, width: 60, height: 60, fill: '#b5e48c',
  offset: { x: 30, y: 30 },
});
layer.add(corner, center);
// 标出两者的 (x, y)：旋转中心
layer.add(new Konva.Circle({ x: 90, y: 90, radius: 4, fill: '#000' }));
layer.add(new Konva.Circle({ x: 240, y: 90, radius: 4, fill: '#000' }));

const anim = new Konva.Animation((frame) => {
  const angle = (frame.time / 20) % 360;
  corner.rotation(angle);
  center.rotation(angle);
}, layer);
anim.start();
