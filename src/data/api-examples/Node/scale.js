// height: 200
// 提示：用按钮放大、缩小或水平翻转
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const group = new Konva.Group({ x: 170, y: 115 });
group.add(new Konva.Rect({ x: -50, y: -30, width: 100, height: 60, fill: '#ffd166', stroke: '#073b4c' }));
group.add(new Konva.Text({ x: -50, y: -9, width: 100, align: 'center', text: 'Konva 文字', fontSize: 18 }));
const info = new Konva.Text({ x: 10, y: 180, fontSize: 13, text: 'scale()：{ x: 1, y: 1 }' });
layer.add(group, info);

[['放大', 1.25, 1.25], ['缩小', 0.8, 0.8], ['水平翻转', -1, 1]].forEach(([label, fx, fy], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 70}px`;
  button.addEventListener('click', () => {
    const s = group.scale();
    // 负的 scaleX 会把节点（连同文字）镜像过来；描边宽度也会跟着缩放
    group.scale({ x: s.x * fx, y: s.y * fy });
    info.text(`scale()：{ x: ${+group.scaleX().toFixed(2)}, y: ${+group.scaleY().toFixed(2)} }`);
  });
  document.body.append(button);
});
