// height: 190
// 提示：拖动橙色圆点改变折线的顶点
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

// points 是扁平数组 [x1, y1, x2, y2, …]，坐标相对线条自己的 (x, y)
const line = new Konva.Line({
  points: [30, 150, 110, 40, 200, 150, 310, 60], stroke: '#3d5a80', strokeWidth: 4, lineJoin: 'round',
});
const info = new Konva.Text({ x: 10, y: 170, fontSize: 12, text: `points()：[${line.points().join(', ')}]` });
layer.add(line, info);

const pts = line.points();
for (let i = 0; i < pts.length; i += 2) {
  const handle = new Konva.Circle({ x: pts[i], y: pts[i + 1], radius: 9, fill: '#ee6c4d', draggable: true });
  handle.on('dragmove', () => {
    // 复制一份再修改，然后整个数组传回 points()
    const next = line.points().slice();
    next[i] = Math.round(handle.x());
    next[i + 1] = Math.round(handle.y());
    line.points(next);
    info.text(`points()：[${next.join(', ')}]`);
  });
  layer.add(handle);
}
