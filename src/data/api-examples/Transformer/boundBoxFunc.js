// height: 200
// 提示：缩放方块，宽度和高度都不能小于 40 像素
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const box = new Konva.Rect({ x: 60, y: 50, width: 120, height: 90, fill: '#caf0f8', stroke: '#0077b6', draggable: true });
layer.add(box);

const MIN = 40;
const tr = new Konva.Transformer({
  nodes: [box],
  // oldBox / newBox 是绝对坐标中的框，rotation 以弧度表示
  boundBoxFunc(oldBox, newBox) {
    if (Math.abs(newBox.width) < MIN || Math.abs(newBox.height) < MIN) {
      return oldBox; // 返回旧框：这一步缩放被取消
    }
    return newBox;
  },
});
layer.add(tr);
