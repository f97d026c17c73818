// height: 180
// 提示：点击圆形计数，再点「停止计数」后点击就不再生效
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const circle = new Konva.Circle({ x: 80, y: 90, radius: 45, fill: '#57a773' });
const label = new Konva.Text({ x: 150, y: 40, text: '点击 0 次', fontSize: 16 });
const button = new Konva.Label({ x: 150, y: 100 });
button.add(new Konva.Tag({ fill: '#eee', cornerRadius: 4 }));
button.add(new Konva.Text({ text: '停止计数', padding: 8, fontSize: 15 }));
layer.add(circle, label, button);

let count = 0;
circle.on('click.counter tap.counter', () => {
  count += 1;
  label.text(`点击 ${count} 次`);
});

// 只移除 counter 命名空间下的监听，其他监听不受影响
button.on('click tap', () => {
  circle.off('.counter');
  label.text(`已停止，共 ${count} 次`);
});
