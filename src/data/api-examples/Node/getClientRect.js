// height: 200
// 提示：拖动旋转的矩形，虚线框是它的包围盒
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({
  x: 120, y: 60, width: 100, height: 50, rotation: 30,
  fill: '#8ecae6', stroke: '#219ebc', strokeWidth: 6, draggable: true,
});
const box = new Konva.Rect({ stroke: '#e63946', dash: [4, 4], listening: false });
layer.add(rect, box);

function update() {
  // 包含旋转和描边后的矩形，单位是舞台坐标
  const r = rect.getClientRect();
  box.setAttrs({ x: r.x, y: r.y, width: r.width, height: r.height });
}
rect.on('dragmove', update);
update();
