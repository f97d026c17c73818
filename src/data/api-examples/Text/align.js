// height: 190
// 提示：点击按钮切换对齐方式
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

// 对齐是在文字自己的宽度里进行的，没有设置 width 时 align 看不出效果
const box = new Konva.Rect({ x: 20, y: 50, width: 300, height: 120, stroke: '#adb5bd', dash: [4, 4] });
const text = new Konva.Text({
  x: 20, y: 60, width: 300, padding: 10, fontSize: 16, lineHeight: 1.5, align: 'left',
  text: 'Konva 是一个 HTML5 Canvas 的 JavaScript 框架，'
    + 'align 决定每一行在宽度内怎样摆放，最后一行也一样。',
});
layer.add(box, text);

['left', 'center', 'right', 'justify'].forEach((align, i) => {
  const button = document.createElement('button');
  button.textContent = align;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 75}px`;
  // justify 两端对齐：除最后一行外，拉大空白让每行铺满宽度
  button.addEventListener('click', () => text.align(align));
  document.body.append(button);
});
