// height: 190
// 提示：拖动红色圆形，对比两种坐标
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

// 组自身平移到 (120, 60) 并放大 1.5 倍
const group = new Konva.Group({ x: 120, y: 60, scaleX: 1.5, scaleY: 1.5 });
group.add(new Konva.Rect({ width: 120, height: 80, stroke: '#adb5bd', dash: [4, 4] }));
const circle = new Konva.Circle({ x: 30, y: 40, radius: 14, fill: '#ef476f', draggable: true });
group.add(circle);
const info = new Konva.Text({ x: 10, y: 8, fontSize: 14, lineHeight: 1.4 });
layer.add(group, info);

const show = () => {
  const rel = circle.position(); // 相对父节点（组）的坐标
  // 绝对坐标：算上所有祖先的平移、缩放和旋转之后，在舞台上的位置
  const abs = circle.getAbsolutePosition();
  info.text(`position()：${Math.round(rel.x)}, ${Math.round(rel.y)}\n` +
    `getAbsolutePosition()：${Math.round(abs.x)}, ${Math.round(abs.y)}`);
};
circle.on('dragmove', show);
show();
