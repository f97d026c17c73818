// height: 210
// 提示：拖动圆形控制点缩放，拖动上方的红色控制点旋转
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 210 });
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({ x: 100, y: 80, width: 140, height: 90, fill: '#d8f3dc', draggable: true });
const tr = new Konva.Transformer({
  nodes: [rect],
  borderStroke: '#2d6a4f',
  // 每次变换器更新时，对每个控制点（都是 Konva.Rect）调用一次
  anchorStyleFunc: (anchor) => {
    anchor.stroke('#2d6a4f');
    // 控制点的 name 就是它的位置，例如 'top-left'、'middle-right'、'rotater'
    if (anchor.hasName('rotater')) {
      anchor.fill('#e63946');
      anchor.cornerRadius(2);
      return;
    }
    // 用 cornerRadius 把方块变成圆点；offset 需要跟着尺寸一起改，保持居中
    anchor.cornerRadius(anchor.width() / 2);
    if (anchor.hasName('middle-left') || anchor.hasName('middle-right')) {
      anchor.height(24).offsetY(12);
    }
  },
});
layer.add(rect, tr);
