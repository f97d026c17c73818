// height: 170
// 提示：点击按钮，看每个选择器找到的是哪一个圆
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

['#e76f51', '#2a9d8f', '#e9c46a', '#264653'].forEach((fill, i) => {
  // 每个圆都有自己的 id，奇数位置的圆带 name「odd」
  layer.add(new Konva.Circle({ x: 45 + i * 80, y: 110, radius: 30, fill, id: `c${i}`, name: i % 2 ? 'odd' : 'even' }));
});

const selectors = { '#c2': '#c2', '.odd': '.odd', Circle: 'Circle', 函数: (node) => node.fill() === '#264653' };
Object.entries(selectors).forEach(([label, selector], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:12px;left:${10 + i * 80}px`;
  document.body.append(button);
  button.addEventListener('click', () => {
    layer.find('Circle').forEach((c) => c.strokeEnabled(false));
    // findOne 只返回第一个匹配的节点，找不到时返回 undefined
    const found = layer.findOne(selector);
    found.stroke('#000').strokeWidth(6).strokeEnabled(true);
  });
});
