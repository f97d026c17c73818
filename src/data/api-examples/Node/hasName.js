// height: 170
// 提示：点击图形切换选中状态
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

// name 可以包含多个名字，用空格分隔
layer.add(new Konva.Rect({ x: 20, y: 60, width: 80, height: 80, fill: '#ffd6a5', name: 'item box' }));
layer.add(new Konva.Circle({ x: 170, y: 100, radius: 40, fill: '#caffbf', name: 'item' }));
layer.add(new Konva.RegularPolygon({ x: 280, y: 100, sides: 3, radius: 45, fill: '#9bf6ff', name: 'item' }));
const info = new Konva.Text({ x: 10, y: 14, fontSize: 15, text: '点击图形' });
layer.add(info);

layer.on('click tap', (e) => {
  const shape = e.target;
  // hasName 判断 name 里是否包含某一个名字，而不是比较整个字符串
  if (!shape.hasName('item')) return;
  if (shape.hasName('selected')) shape.removeName('selected');
  else shape.addName('selected');
  shape.stroke('#3d405b').strokeWidth(shape.hasName('selected') ? 5 : 0);
  info.text(`name()：'${shape.name()}'`);
});
