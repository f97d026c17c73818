// height: 180
// 提示：点击圆形，或者用按钮通过 fire() 触发同一个事件
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const circle = new Konva.Circle({ x: 60, y: 100, radius: 35, fill: '#f15bb5' });
const info = new Konva.Text({ x: 115, y: 60, fontSize: 14, lineHeight: 1.6, text: '等待事件…' });
layer.add(circle, info);
const log = (line) => (info.text([line, ...info.text().split('\n')].slice(0, 4).join('\n')));

// 真实点击带有浏览器原生事件 e.evt，fire() 触发时没有
circle.on('click tap', (e) => log(`圆形：${e.type}${e.evt ? '（真实点击）' : '（fire 触发）'}`));
layer.on('click tap', () => log('图层：收到冒泡的事件'));

[['fire(\'click\')', []], ['fire(\'click\', null, true)', [null, true]]].forEach(([label, args], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 110}px`;
  // 第三个参数为 true 时事件会向父节点冒泡，默认不冒泡
  button.addEventListener('click', () => circle.fire('click', ...args));
  document.body.append(button);
});
