// height: 180
// 提示：在画布上点击，在点击处画一个点
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);
layer.add(new Konva.Rect({ width: stage.width(), height: 180, fill: '#f1faee' }));
const info = new Konva.Text({ x: 10, y: 10, fontSize: 14, text: '点击画布' });
layer.add(info);

stage.on('pointerdown', () => {
  // 指针相对舞台容器左上角的位置（不受舞台缩放、平移影响）
  const pos = stage.getPointerPosition();
  layer.add(new Konva.Circle({ x: pos.x, y: pos.y, radius: 6, fill: '#e63946' }));
  info.text(`x: ${Math.round(pos.x)}, y: ${Math.round(pos.y)}`);
});
