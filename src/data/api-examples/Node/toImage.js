// height: 190
// 提示：点击按钮把左边的组转成图片，再拖动生成的图片
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

const badge = new Konva.Group({ x: 20, y: 60 });
badge.add(new Konva.Rect({ width: 120, height: 100, fill: '#fefae0', stroke: '#bc6c25', cornerRadius: 12 }));
badge.add(new Konva.Star({ x: 60, y: 45, numPoints: 5, innerRadius: 14, outerRadius: 30, fill: '#dda15e' }));
badge.add(new Konva.Text({ x: 0, y: 80, width: 120, align: 'center', text: '徽章', fontSize: 14 }));
layer.add(badge);

let count = 0;
const button = document.createElement('button');
button.textContent = 'badge.toImage()';
button.style.cssText = 'position:absolute;top:10px;left:10px';
document.body.append(button);
button.addEventListener('click', async () => {
  // 异步生成 HTMLImageElement；pixelRatio: 2 让图片在高分屏上也清晰
  const img = await badge.toImage({ pixelRatio: 2 });
  count += 1;
  layer.add(new Konva.Image({
    image: img, x: 170 + count * 8, y: 40 + count * 8, draggable: true,
    width: img.width / 2, height: img.height / 2, // 图片是原尺寸的 2 倍，这里缩回来
  }));
});
