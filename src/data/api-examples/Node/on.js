// height: 180
// 提示：点击或悬停在圆形上试试
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const circle = new Konva.Circle({ x: 90, y: 90, radius: 50, fill: '#4c9be8' });
const info = new Konva.Text({ x: 170, y: 80, text: '还没有事件', fontSize: 16 });
layer.add(circle, info);

// 一次绑定多个事件，用空格分隔；evt.type 是实际触发的事件名
circle.on('mouseenter mouseleave', (evt) => {
  circle.fill(evt.type === 'mouseenter' ? '#f4a259' : '#4c9be8');
  info.text(evt.type);
});

// 带命名空间的事件，之后可以用 off('click.demo') 只解绑它
let clicks = 0;
circle.on('click.demo tap.demo', () => {
  clicks += 1;
  info.text(`点击了 ${clicks} 次`);
});
