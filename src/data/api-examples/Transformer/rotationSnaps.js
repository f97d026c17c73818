// height: 220
// 提示：拖动上方的旋转控制点，接近 0°、45°、90° 等角度时会被吸附
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 220 });
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({
  x: 170, y: 125, width: 120, height: 60, offset: { x: 60, y: 30 }, fill: '#cdb4db', stroke: '#6d597a',
});
const tr = new Konva.Transformer({
  nodes: [rect],
  enabledAnchors: [],
  // 吸附角度列表；与其中一个相差不到 rotationSnapTolerance（默认 5°）时就对齐过去
  rotationSnaps: [0, 45, 90, 135, 180, 225, 270, 315],
  rotationSnapTolerance: 10, // 按住 Shift 旋转时不看这个列表，改为每 15° 一档
});
const info = new Konva.Text({ x: 10, y: 10, fontSize: 15, text: 'rotation：0°' });
layer.add(rect, tr, info);

rect.on('transform', () => {
  info.text(`rotation：${Math.round(rect.rotation())}°`);
});
