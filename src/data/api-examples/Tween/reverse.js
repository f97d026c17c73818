// height: 170
// 提示：点 play() 后在途中点 reverse()，方块会从当前位置退回去
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

const box = new Konva.Rect({ x: 20, y: 70, width: 60, height: 60, fill: '#3a86ff', cornerRadius: 6 });
const info = new Konva.Text({ x: 20, y: 145, fontSize: 13, text: '状态：起点' });
layer.add(box, info);

const tween = new Konva.Tween({
  node: box, duration: 2, x: 260, rotation: 180, fill: '#ff006e',
  easing: Konva.Easings.EaseInOut,
  onFinish: () => info.text('状态：到达终点'),
  // 倒放回到起点后，补间动画会自动 reset()
  onReset: () => info.text('状态：回到起点'),
});

[['play', '正向播放'], ['reverse', '倒放'], ['pause', '暂停']].forEach(([method, state], i) => {
  const button = document.createElement('button');
  button.textContent = `${method}()`;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 85}px`;
  button.addEventListener('click', () => {
    tween[method]();
    info.text(`状态：${state}`);
  });
  document.body.append(button);
});
