// height: 200
// 提示：用按钮切换可用的控制点，再拖动控制点试试
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({ x: 100, y: 75, width: 140, height: 80, fill: '#90e0ef', draggable: true });
const tr = new Konva.Transformer({ nodes: [rect] });
layer.add(rect, tr);

const sets = {
  全部: ['top-left', 'top-center', 'top-right', 'middle-right',
    'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'],
  四角: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
  // 只留左右两个，常用于只允许改宽度的文本框
  左右: ['middle-left', 'middle-right'],
  无: [],
};
Object.entries(sets).forEach(([label, anchors], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:8px;left:${10 + i * 56}px`;
  // 旋转控制点不在这个列表里，由 rotateEnabled 单独控制
  button.addEventListener('click', () => tr.enabledAnchors(anchors));
  document.body.append(button);
});
