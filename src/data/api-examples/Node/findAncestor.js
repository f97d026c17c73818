// height: 180
// 提示：点击卡片里的任意图形，选中它所在的整张卡片
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const makeCard = (x, title, color) => {
  const card = new Konva.Group({ x, y: 40, name: 'card' });
  card.add(new Konva.Rect({
    width: 140, height: 120, fill: '#f1f3f5', cornerRadius: 10,
    stroke: '#ffb703', strokeWidth: 4, strokeEnabled: false, name: 'bg',
  }));
  card.add(new Konva.Circle({ x: 40, y: 45, radius: 22, fill: color }));
  card.add(new Konva.Text({ x: 18, y: 85, text: title, fontSize: 16 }));
  layer.add(card);
};
makeCard(20, '卡片 A', '#ff595e');
makeCard(180, '卡片 B', '#1982c4');

layer.on('click tap', (e) => {
  // 不管点到的是圆、文字还是背景，都向上找到 name 为 card 的组
  const card = e.target.findAncestor('.card');
  layer.find('.bg').forEach((bg) => bg.strokeEnabled(bg.getParent() === card));
});
