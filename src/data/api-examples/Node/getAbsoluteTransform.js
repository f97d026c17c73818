// height: 200
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

// 组被压扁又在旋转，矩形右上角在舞台上的位置随时在变
const group = new Konva.Group({ x: 150, y: 100, scaleX: 1.3, scaleY: 0.8 });
group.add(new Konva.Rect({ x: -50, y: -30, width: 100, height: 60, fill: '#a8dadc', stroke: '#457b9d' }));
// 标记和标签直接放在图层上，不在组里
const marker = new Konva.Circle({ radius: 5, fill: '#e63946' });
const label = new Konva.Text({ text: '右上角', fontSize: 14, fill: '#e63946' });
layer.add(group, marker, label);

new Konva.Animation((frame) => {
  group.rotation(frame.time / 25);
  // 绝对变换把组内坐标换算成舞台坐标，(50, -30) 是矩形的右上角
  // 返回的 Transform 是内部缓存，要修改（如 invert()）请先 copy()
  const p = group.getAbsoluteTransform().point({ x: 50, y: -30 });
  marker.position(p);
  label.position({ x: p.x + 8, y: p.y - 18 });
}, layer).start();
