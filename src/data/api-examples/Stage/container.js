// height: 180
// 提示：点击画布让它获得焦点，然后按方向键移动圆形
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);
const circle = new Konva.Circle({
  x: 170, y: 90, radius: 30, fill: '#06d6a0', stroke: '#073b4c', strokeWidth: 4, strokeEnabled: false,
});
layer.add(circle);

// container() 返回舞台所在的 DOM 元素；canvas 本身收不到键盘事件，要绑在它上面
const el = stage.container();
el.tabIndex = 1; // 让 div 可以获得焦点
el.style.outline = 'none';
el.addEventListener('focus', () => circle.strokeEnabled(true));
el.addEventListener('blur', () => circle.strokeEnabled(false));

const steps = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] };
el.addEventListener('keydown', (e) => {
  const step = steps[e.key];
  if (!step) return;
  e.preventDefault(); // 不让方向键滚动页面
  circle.move({ x: step[0], y: step[1] });
});
