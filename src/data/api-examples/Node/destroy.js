// height: 160
// 提示：点击某个圆形把它销毁，点击空白处再添加
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 160 });
const layer = new Konva.Layer();
stage.add(layer);
layer.add(new Konva.Rect({ width: stage.width(), height: 160, fill: '#f8f9fa', name: 'bg' }));

function addDot(x, y) {
  layer.add(new Konva.Circle({ x, y, radius: 20, fill: Konva.Util.getRandomColor() }));
}
[60, 130, 200].forEach((x) => addDot(x, 80));

layer.on('click tap', (evt) => {
  if (evt.target.hasName('bg')) {
    const pos = layer.getRelativePointerPosition();
    addDot(pos.x, pos.y);
  } else {
    // destroy 同时移除事件监听和缓存；以后不再使用的节点用它，而不是 remove()
    evt.target.destroy();
  }
});
