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
  wrap: 'char', // 中英文混排时按字符换行，行尾更整齐
  text: 'align 决定每一行文字在 width 范围内靠左、居中还是靠右摆放，最后一行也按同样的规则。',
});
layer.add(box, text);

['left', 'center', 'right', 'justify'].forEach((align, i) => {
  const button = document.createElement('button');
  button.textContent = align;
  button.style.cssText = `position:absolute;top:10px;left:${10 + i * 75}px`;
  // justify 只拉宽空格来铺满一行（最后一行除外），没有空格的中文行不会变
  button.addEventListener('click', () => text.align(align));
  document.body.append(button);
});
