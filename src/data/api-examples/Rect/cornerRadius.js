// height: 170
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

const examples = [
  [10, 0],
  [120, 16],
  // 数组依次是左上、右上、右下、左下四个角
  [230, [0, 30, 0, 30]],
];
examples.forEach(([x, radius]) => {
  layer.add(new Konva.Rect({ x, y: 20, width: 100, height: 70, fill: '#b8c0ff', cornerRadius: radius }));
  layer.add(new Konva.Text({ x, y: 98, fontSize: 13, text: JSON.stringify(radius) }));
});

// 半径超过短边的一半时会被限制住，于是得到胶囊形
layer.add(new Konva.Rect({ x: 10, y: 125, width: 300, height: 36, fill: '#ffd6ff', cornerRadius: 999 }));
layer.add(new Konva.Text({ x: 20, y: 136, fontSize: 13, text: 'cornerRadius: 999' }));
