// height: 200
// 提示：点击图形选中它，按住 Shift 点击可多选，点空白处取消
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

layer.add(new Konva.Rect({ x: 30, y: 50, width: 90, height: 70, fill: '#ffb4a2', draggable: true }));
layer.add(new Konva.Circle({ x: 220, y: 90, radius: 45, fill: '#b5838d', draggable: true }));
const tr = new Konva.Transformer();
layer.add(tr);

stage.on('click tap', (evt) => {
  // 控制点是变换器的子节点：点它（没有拖动）时不改选择，把控制点交给 nodes() 会无限递归
  if (evt.target.getParent() === tr) return;
  if (evt.target === stage) {
    tr.nodes([]);
    return;
  }
  const shape = evt.target;
  // nodes() 需要一个新数组：修改 tr.nodes() 返回的数组不会生效
  if (evt.evt.shiftKey) tr.nodes([...tr.nodes(), shape]);
  else tr.nodes([shape]);
});
