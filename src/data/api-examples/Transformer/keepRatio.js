// height: 210
// 提示：拖动四角的控制点缩放，再切换 keepRatio 对比
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 210 });
const layer = new Konva.Layer();
stage.add(layer);

const star = new Konva.Star({ x: 170, y: 120, numPoints: 5, innerRadius: 25, outerRadius: 55, fill: '#ffb703' });
// keepRatio 默认为 true，但只作用于四个角的控制点，边上的控制点总是只改一个方向
const tr = new Konva.Transformer({ nodes: [star], keepRatio: true });
const info = new Konva.Text({ x: 10, y: 190, fontSize: 13 });
layer.add(star, tr, info);
const update = () => {
  info.text(`scaleX: ${star.scaleX().toFixed(2)}  scaleY: ${star.scaleY().toFixed(2)}`);
  button.textContent = `keepRatio: ${tr.keepRatio()}`;
};
star.on('transform', update);

const button = document.createElement('button');
button.style.cssText = 'position:absolute;top:8px;left:10px';
button.addEventListener('click', () => {
  // 关掉后按住 Shift 拖动四角仍会保持比例（见 shiftBehavior）
  tr.keepRatio(!tr.keepRatio());
  update();
});
document.body.append(button);
update();
