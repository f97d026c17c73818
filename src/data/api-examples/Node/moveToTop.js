// height: 180
// 提示：点击任意一张卡片，把它移到最上层
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

['#f94144', '#f8961e', '#43aa8b', '#577590'].forEach((fill, i) => {
  layer.add(new Konva.Rect({
    x: 30 + i * 55, y: 30 + i * 15, width: 130, height: 90,
    fill, cornerRadius: 8, stroke: '#fff', strokeWidth: 3,
  }));
});

layer.on('click tap', (e) => {
  // moveToTop 把节点移到父容器子节点列表的末尾：最后绘制，所以在最上面
  e.target.moveToTop();
});
