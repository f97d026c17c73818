// height: 180
// 提示：拖动滑块改变模糊半径（滤镜需要先缓存）
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const star = new Konva.Star({
  x: 90, y: 90, numPoints: 6, innerRadius: 30, outerRadius: 60,
  fill: '#ffb703', stroke: '#023047', strokeWidth: 4,
});
layer.add(star);

// 缓存时留出 offset，模糊的边缘才不会被截掉
star.cache({ offset: 20 });
star.filters([Konva.Filters.Blur]);
star.blurRadius(4);

const slider = document.createElement('input');
slider.type = 'range';
slider.min = '0';
slider.max = '20';
slider.value = '4';
slider.style.cssText = 'position:absolute;left:180px;top:80px;width:140px';
document.body.append(slider);
slider.addEventListener('input', () => star.blurRadius(Number(slider.value)));
