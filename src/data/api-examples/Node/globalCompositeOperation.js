// height: 200
// 提示：在画布上拖动绘画，点按钮切换到橡皮擦
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);
layer.add(new Konva.Rect({ width: stage.width(), height: 200, fill: '#caf0f8' })); // 底色也会被擦透
let erasing = false;
let line = null;
stage.on('mousedown touchstart', () => {
  const { x, y } = stage.getPointerPosition();
  line = new Konva.Line({
    points: [x, y, x, y], stroke: '#0077b6', strokeWidth: erasing ? 24 : 6, lineCap: 'round', lineJoin: 'round',
    // destination-out：新画的像素会抹掉图层上已有的像素
    globalCompositeOperation: erasing ? 'destination-out' : 'source-over',
  });
  layer.add(line);
});
stage.on('mousemove touchmove', (e) => {
  if (!line) return;
  e.evt.preventDefault(); // 触摸屏上不要滚动页面
  const { x, y } = stage.getPointerPosition();
  line.points(line.points().concat([x, y]));
});
stage.on('mouseup touchend', () => (line = null));
const button = Object.assign(document.createElement('button'), { textContent: '橡皮擦：关' });
button.style.cssText = 'position:absolute;top:10px;left:10px';
button.onclick = () => { erasing = !erasing; button.textContent = erasing ? '橡皮擦：开' : '橡皮擦：关'; };
document.body.append(button);
