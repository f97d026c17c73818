// height: 190
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

// dash 是 [线段长, 间隔长, …] 的数组，按顺序循环使用
[[10, 5], [2, 6], [20, 6, 2, 6]].forEach((dash, i) => {
  const y = 25 + i * 30;
  layer.add(new Konva.Line({ points: [20, y, 200, y], stroke: '#3a0ca3', strokeWidth: 4, dash }));
  layer.add(new Konva.Text({ x: 215, y: y - 8, text: `[${dash.join(', ')}]`, fontSize: 14 }));
});

// 虚线框 + 不断变化的 dashOffset，就是常见的“蚂蚁线”选框
const marquee = new Konva.Rect({
  x: 20, y: 110, width: 300, height: 60, stroke: '#f72585', strokeWidth: 2, dash: [8, 4],
});
layer.add(marquee);
new Konva.Animation((frame) => {
  marquee.dashOffset(-frame.time / 40);
}, layer).start();
