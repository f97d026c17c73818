// height: 180
// 提示：分别切换组和圆形的 visible，对比 visible() 和 isVisible()
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const group = new Konva.Group({ x: 30, y: 60 });
const circle = new Konva.Circle({ x: 60, y: 50, radius: 40, fill: '#8ac926' });
group.add(new Konva.Rect({ x: 120, y: 10, width: 80, height: 80, fill: '#1982c4' }), circle);
const info = new Konva.Text({ x: 10, y: 160, fontSize: 13 });
layer.add(group, info);
const update = () => {
  // visible() 只是节点自己的属性；isVisible() 还要看祖先是否可见
  info.text(`circle.visible()：${circle.visible()}    circle.isVisible()：${circle.isVisible()}`);
};

[['切换组', group], ['切换圆形', circle]].forEach(([label, node], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 90}px`;
  button.addEventListener('click', () => {
    node.visible(!node.visible()); // 隐藏的节点既不绘制，也不响应事件
    update();
  });
  document.body.append(button);
});
update();
