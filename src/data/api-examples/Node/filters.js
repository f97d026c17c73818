// height: 150
// 提示：同一张图依次加上不同的滤镜
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 150 });
const layer = new Konva.Layer();
stage.add(layer);

const img = new Image();
img.onload = () => {
  const list = [[], [Konva.Filters.Grayscale], [Konva.Filters.Invert], [Konva.Filters.Pixelate]];
  list.forEach((filters, i) => {
    const node = new Konva.Image({ x: 10 + i * 82, y: 20, image: img, width: 76, height: 76 });
    layer.add(node);
    // 滤镜作用在缓存上：先 cache()，再设置 filters 和它们读取的属性
    node.cache();
    node.filters(filters);
    node.pixelSize(6);
  });
};
img.src = '/examples/assets/shapes-landscape.png';
