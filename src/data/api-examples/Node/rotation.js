// height: 200
// 提示：点击画布任意位置，箭头会转向那里
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const arrow = new Konva.Arrow({
  x: 170, y: 105, points: [0, 0, 70, 0], pointerLength: 14, pointerWidth: 14,
  fill: '#2b2d42', stroke: '#2b2d42', strokeWidth: 5,
});
const info = new Konva.Text({ x: 10, y: 10, text: 'rotation()：0°', fontSize: 15 });
layer.add(arrow, info);

stage.on('click tap', () => {
  const p = stage.getPointerPosition();
  // rotation 以角度为单位（不是弧度），正值表示顺时针
  const radians = Math.atan2(p.y - arrow.y(), p.x - arrow.x());
  arrow.rotation((radians * 180) / Math.PI);
  info.text(`rotation()：${Math.round(arrow.rotation())}°`);
});
