// height: 160
// 提示：点击按钮，用选择器找出节点并改色
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 160 });
const layer = new Konva.Layer();
stage.add(layer);

// 名称可以有多个，用空格分隔；id 在舞台内应当唯一
for (let i = 0; i < 5; i++) {
  const isRed = i % 2 === 0;
  layer.add(new Konva.Circle({
    x: 40 + i * 60, y: 60, radius: 22, fill: '#ccc',
    name: isRed ? 'dot red' : 'dot',
    id: i === 4 ? 'last' : undefined,
  }));
}

const btn = document.createElement('button');
btn.textContent = '查找';
btn.style.cssText = 'position:absolute;left:20px;top:110px';
document.body.append(btn);
btn.addEventListener('click', () => {
  layer.find('.red').forEach((c) => c.fill('#e63946')); // 按名称
  layer.findOne('#last').stroke('#000');                // 按 id
  layer.find((node) => node.x() < 100).forEach((c) => c.radius(14)); // 按函数
});
