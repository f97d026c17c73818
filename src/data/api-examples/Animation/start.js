// height: 180
// 提示：用按钮开始和停止动画
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const ball = new Konva.Circle({ x: 170, y: 100, radius: 20, fill: '#ff7b00' });
const info = new Konva.Text({ x: 170, y: 14, fontSize: 13, lineHeight: 1.4 });
layer.add(ball, info);

// 每一帧调用一次；第二个参数是要重绘的图层
const anim = new Konva.Animation((frame) => {
  // frame.time 是动画累计运行的毫秒数，停止期间不计入
  ball.x(170 + 130 * Math.sin(frame.time / 500));
  info.text(`frame.time：${Math.round(frame.time)} ms\nframe.timeDiff：${Math.round(frame.timeDiff)} ms`);
}, layer);

[['start()', () => anim.start()], ['stop()', () => anim.stop()]].forEach(([label, action], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 70}px`;
  button.addEventListener('click', action);
  document.body.append(button);
});
anim.start(); // 停止后再 start()，frame.time 接着上次的值继续，不会归零
