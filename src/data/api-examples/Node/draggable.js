// height: 180
// 提示：拖动圆形；用按钮切换矩形能否拖动
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const circle = new Konva.Circle({ x: 80, y: 110, radius: 40, fill: '#3a86ff', draggable: true });
const rect = new Konva.Rect({ x: 180, y: 70, width: 110, height: 80, fill: '#ff006e' });
layer.add(circle, rect);

// 悬停在可拖动的图形上时显示 move 光标
layer.on('mouseover', (e) => {
  stage.container().style.cursor = e.target.draggable() ? 'move' : 'default';
});
layer.on('mouseout', () => (stage.container().style.cursor = 'default'));

const button = document.createElement('button');
button.style.cssText = 'position:absolute;top:10px;left:180px';
const update = () => (button.textContent = `矩形 draggable: ${rect.draggable()}`);
button.addEventListener('click', () => {
  rect.draggable(!rect.draggable());
  update();
});
update();
document.body.append(button);
