// height: 150
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 150 });
const layer = new Konva.Layer();
stage.add(layer);

// fill 接受任何 CSS 颜色写法
const colors = ['tomato', '#2a9d8f', 'rgb(233, 196, 106)', 'hsla(260, 60%, 55%, 0.6)'];
colors.forEach((fill, i) => {
  layer.add(new Konva.Circle({ x: 45 + i * 80, y: 50, radius: 32, fill }));
});

// 渐变填充用 fillLinearGradient* 属性，而不是 fill
layer.add(new Konva.Rect({
  x: 10, y: 100, width: 320, height: 36,
  fillLinearGradientStartPoint: { x: 0, y: 0 },
  fillLinearGradientEndPoint: { x: 320, y: 0 },
  fillLinearGradientColorStops: [0, '#ffafcc', 1, '#a2d2ff'],
}));
