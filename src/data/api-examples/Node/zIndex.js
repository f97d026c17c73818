// height: 180
// 提示：点击任意一张卡片，把它放到最上面
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const colors = ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'];
colors.forEach((fill, i) => {
  // 卡片互相重叠，才能看出绘制顺序
  layer.add(new Konva.Rect({
    x: 30 + i * 50, y: 30 + i * 15, width: 110, height: 90,
    fill, stroke: '#fff', strokeWidth: 3, cornerRadius: 8,
  }));
});

const info = new Konva.Text({ x: 10, y: 160, fontSize: 14, text: '' });
layer.add(info);

layer.on('click tap', (evt) => {
  const card = evt.target;
  if (card === info) return;
  // zIndex 是在兄弟节点中的下标；最大值 = 兄弟数 - 1
  card.zIndex(layer.children.length - 2);
  info.text(`这张卡片的 zIndex：${card.zIndex()}`);
});
