// height: 180
// 提示：点击按钮切换 closed，注意填充什么时候出现
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 同样设置了 fill，但不闭合的线条只描边，fill 不起作用
const shape = new Konva.Line({
  points: [60, 150, 110, 50, 200, 40, 270, 120, 180, 160],
  stroke: '#6a040f', strokeWidth: 4, lineJoin: 'round', fill: '#ffba08', closed: false,
});
layer.add(shape);

const button = document.createElement('button');
button.style.cssText = 'position:absolute;top:10px;left:10px';
const update = () => (button.textContent = `closed: ${shape.closed()}`);
button.addEventListener('click', () => {
  // 闭合时最后一个点会连回第一个点，再填充内部
  shape.closed(!shape.closed());
  update();
});
update();
document.body.append(button);
