// height: 170
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

// 自定义图形：一个三角形，外观属性（fill、stroke、阴影）由 Konva 统一处理
const triangle = new Konva.Shape({
  x: 40, y: 20,
  width: 140, height: 120,
  fill: '#90be6d', stroke: '#277da1', strokeWidth: 4,
  draggable: true,
  sceneFunc(context, shape) {
    context.beginPath();
    context.moveTo(shape.width() / 2, 0);
    context.lineTo(shape.width(), shape.height());
    context.lineTo(0, shape.height());
    context.closePath();
    // 用 fillStrokeShape 代替 context.fill() / stroke()，才会应用图形的样式
    context.fillStrokeShape(shape);
  },
});
layer.add(triangle);
