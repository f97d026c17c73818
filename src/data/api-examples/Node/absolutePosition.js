// height: 180
// 提示：拖动方块，比较它的相对位置和绝对位置
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 方块在一个平移过的组里
const group = new Konva.Group({ x: 100, y: 40 });
group.add(new Konva.Rect({ width: 200, height: 100, stroke: '#aaa', dash: [6, 4] }));
const box = new Konva.Rect({ x: 20, y: 20, width: 50, height: 50, fill: '#06d6a0', draggable: true });
group.add(box);
const info = new Konva.Text({ x: 10, y: 150, fontSize: 14 });
layer.add(group, info);

function show() {
  const rel = box.position();         // 相对父节点（组）
  const abs = box.absolutePosition(); // 相对舞台
  info.text(`position ${rel.x | 0},${rel.y | 0}   absolutePosition ${abs.x | 0},${abs.y | 0}`);
}
box.on('dragmove', show);
show();

// 设置绝对位置：Konva 换算出组内的相对位置
box.absolutePosition({ x: 180, y: 80 });
show();
