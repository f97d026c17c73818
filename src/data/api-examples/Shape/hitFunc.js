// height: 170
// 提示：细线很难点中，悬停在它附近试试：命中区域被加宽了
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

const line = new Konva.Shape({
  x: 30, y: 85, stroke: '#333', strokeWidth: 2,
  sceneFunc(context, shape) {
    context.beginPath();
    context.moveTo(0, 0);
    context.lineTo(280, 0);
    context.fillStrokeShape(shape);
  },
  // 命中区域：一条 30 像素高的矩形带，只用于事件检测，不会被看见
  hitFunc(context, shape) {
    context.beginPath();
    context.rect(0, -15, 280, 30);
    context.fillStrokeShape(shape);
  },
});
layer.add(line);
line.on('mouseenter', () => line.stroke('#e63946'));
line.on('mouseleave', () => line.stroke('#333'));
