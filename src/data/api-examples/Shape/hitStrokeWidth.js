// height: 180
// 提示：把鼠标移到两条细线上，对比需要对得多准
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 浅色粗线只是画出右边那条线的命中区域，它自己不参与事件
layer.add(new Konva.Line({
  points: [200, 40, 300, 150], stroke: '#e9ecef', strokeWidth: 24, lineCap: 'round', listening: false,
}));
const thin = new Konva.Line({ points: [40, 40, 140, 150], stroke: '#495057', strokeWidth: 2 });
// hitStrokeWidth 只放大命中检测用的描边宽度，看到的线条仍然是 2 像素
const easy = new Konva.Line({ points: [200, 40, 300, 150], stroke: '#495057', strokeWidth: 2, hitStrokeWidth: 24 });
layer.add(thin, easy);
layer.add(new Konva.Text({ x: 30, y: 10, text: '默认（auto）', fontSize: 14 }));
layer.add(new Konva.Text({ x: 190, y: 10, text: 'hitStrokeWidth: 24', fontSize: 14 }));

[thin, easy].forEach((line) => {
  line.on('mouseenter', () => line.stroke('#f3722c').strokeWidth(4));
  line.on('mouseleave', () => line.stroke('#495057').strokeWidth(2));
});
