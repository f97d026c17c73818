// height: 180
// 提示：在左边的模板圆上按下并拖动，会拖出一个新的圆
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

layer.add(new Konva.Rect({ x: 5, y: 5, width: 80, height: 170, fill: '#f1f3f5', cornerRadius: 8 }));
layer.add(new Konva.Text({ x: 5, y: 140, width: 80, align: 'center', text: '模板', fontSize: 14 }));
const template = new Konva.Circle({ x: 45, y: 80, radius: 28, fill: '#8338ec' });
layer.add(template);

let count = 0;
template.on('mousedown touchstart', () => {
  count += 1;
  // 不用 clone()：它会连同这个 mousedown 监听一起复制
  const fill = `hsl(${(count * 47) % 360}, 70%, 60%)`;
  const copy = new Konva.Circle({ ...template.position(), radius: 28, fill, draggable: true });
  layer.add(copy);
  // 模板本身不可拖动；这里让新图形接着同一次按下的指针开始拖动
  copy.startDrag();
});
