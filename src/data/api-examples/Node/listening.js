// height: 180
// 提示：点击两个图形重叠的地方，再关掉圆形的 listening 后重试
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({ x: 30, y: 60, width: 150, height: 100, fill: '#90be6d', name: '下层矩形' });
const cover = new Konva.Circle({ x: 180, y: 110, radius: 60, fill: '#577590', opacity: 0.7, name: '上层圆形' });
const info = new Konva.Text({ x: 10, y: 14, text: '点击图形试试', fontSize: 15 });
layer.add(rect, cover, info);
layer.on('click tap', (e) => info.text(`点到了：${e.target.name()}`));

const button = document.createElement('button');
button.style.cssText = 'position:absolute;top:10px;left:170px';
const update = () => (button.textContent = `圆形 listening: ${cover.listening()}`);
button.addEventListener('click', () => {
  // listening(false) 的节点不参与命中检测，点击会“穿过”它落到下层图形上
  cover.listening(!cover.listening());
  update();
});
update();
document.body.append(button);
