// height: 170
// 提示：拖动圆形后点「保存」，JSON 显示在控制台
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

const circle = new Konva.Circle({ x: 80, y: 70, radius: 35, fill: '#fb8500', draggable: true, name: 'ball' });
layer.add(circle);

const btn = document.createElement('button');
btn.textContent = '保存';
btn.style.cssText = 'position:absolute;left:20px;top:130px';
document.body.append(btn);

btn.addEventListener('click', () => {
  // 整个舞台的属性树：每个节点的 attrs 和 className，加上 children
  const json = stage.toJSON();
  console.log(json);
  // 只保存一个节点也可以
  console.log(circle.toJSON());
});
