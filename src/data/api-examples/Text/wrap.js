// height: 260
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 260 });
const layer = new Konva.Layer();
stage.add(layer);

const sample = 'Konva 可以在 canvas 上绘制 wrapping text，中英文混排也能自动换行。';
// 三种换行方式：按单词、按字符、不换行
['word', 'char', 'none'].forEach((wrap, i) => {
  const y = 10 + i * 85;
  layer.add(new Konva.Rect({ x: 10, y, width: 220, height: 75, stroke: '#ccc' }));
  layer.add(new Konva.Text({
    x: 10, y, width: 220, padding: 6,
    text: `wrap: '${wrap}'\n${sample}`,
    fontSize: 15, lineHeight: 1.3, wrap,
  }));
});
