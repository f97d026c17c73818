// height: 180
// 提示：在画布上移动鼠标（或用手指点按），看指针下方是哪个图形
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

layer.add(new Konva.Rect({ x: 20, y: 50, width: 120, height: 90, fill: '#8ecae6', name: '矩形' }));
layer.add(new Konva.Circle({ x: 150, y: 100, radius: 50, fill: '#ffb703', opacity: 0.8, name: '圆形' }));
layer.add(new Konva.Line({ points: [220, 50, 320, 150], stroke: '#fb8500', strokeWidth: 12, name: '线条' }));
// 文字设为 listening: false，它不进入命中检测，也就不会被找到
const info = new Konva.Text({ x: 10, y: 12, text: '指针下：无', fontSize: 15, listening: false });
layer.add(info);

stage.on('pointermove pointerdown', () => {
  const pos = stage.getPointerPosition();
  if (!pos) return;
  // 返回该点最上层的图形，没有图形时返回 null
  const shape = stage.getIntersection(pos);
  info.text(`指针下：${shape ? shape.name() : '无'}（${Math.round(pos.x)}, ${Math.round(pos.y)}）`);
});
