// 演练场：原生 JS。改动代码后预览会自动重新运行。
import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

const star = new Konva.Star({
  x: stage.width() / 2,
  y: stage.height() / 2,
  numPoints: 5,
  innerRadius: 30,
  outerRadius: 64,
  fill: '#f7c948',
  stroke: '#b7791f',
  strokeWidth: 3,
  draggable: true,
});
layer.add(star);

// 拖动星形，位置会打印在下方的控制台里
star.on('dragend', () => {
  console.log('星形停在', Math.round(star.x()), Math.round(star.y()));
});
