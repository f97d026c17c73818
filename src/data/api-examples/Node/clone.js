// height: 160
// 提示：拖动原来的星形，复制出的星形保留了拖动能力
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 160 });
const layer = new Konva.Layer();
stage.add(layer);

const star = new Konva.Star({
  x: 60, y: 80, numPoints: 5, innerRadius: 18, outerRadius: 40,
  fill: '#ffd166', stroke: '#333', draggable: true,
});
star.on('dragend', () => console.log('拖动结束', star.position()));
layer.add(star);

// 复制出的节点带着全部属性和事件监听；传入对象覆盖其中一些属性
for (let i = 1; i <= 3; i++) {
  const copy = star.clone({ x: 60 + i * 80, fill: ['#ef476f', '#06d6a0', '#118ab2'][i - 1] });
  layer.add(copy);
}
