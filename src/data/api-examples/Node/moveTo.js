// height: 180
// 提示：点击圆形，把它在两个组之间移动
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 两个组各有自己的位置和缩放
const left = new Konva.Group({ x: 20, y: 20 });
left.add(new Konva.Rect({ width: 140, height: 140, stroke: '#888' }));
const right = new Konva.Group({ x: 180, y: 20, scaleX: 0.6, scaleY: 0.6 });
right.add(new Konva.Rect({ width: 240, height: 240, stroke: '#888' }));
layer.add(left, right);

const ball = new Konva.Circle({ x: 70, y: 70, radius: 30, fill: '#6a4c93' });
left.add(ball);

ball.on('click tap', () => {
  // moveTo 改变父节点；ball 的 x、y 不变，按新父节点的坐标系解释
  ball.moveTo(ball.getParent() === left ? right : left);
});
