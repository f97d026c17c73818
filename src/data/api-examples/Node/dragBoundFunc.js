// height: 180
// 提示：拖动圆形，它只能在水平线上、灰色区域内移动
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const track = { left: 30, right: 310, y: 90 };
layer.add(new Konva.Rect({
  x: track.left, y: track.y - 4, width: track.right - track.left, height: 8,
  fill: '#ddd', cornerRadius: 4,
}));

const knob = new Konva.Circle({
  x: 100, y: track.y, radius: 18, fill: '#3a86ff', draggable: true,
  // pos 是拖动中的绝对位置，返回值是修正后的绝对位置
  dragBoundFunc(pos) {
    return {
      x: Math.min(track.right, Math.max(track.left, pos.x)),
      y: this.absolutePosition().y,
    };
  },
});
layer.add(knob);
