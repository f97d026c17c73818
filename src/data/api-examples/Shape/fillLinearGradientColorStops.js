// height: 180
// 提示：拖动滑块移动中间色标的位置
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 色标写成 [位置, 颜色, 位置, 颜色, …]，位置取 0 到 1
const stops = (mid) => [0, '#4361ee', mid, '#f8f9fa', 1, '#f72585'];
const rect = new Konva.Rect({
  x: 20, y: 50, width: 300, height: 90, cornerRadius: 12,
  // 渐变的起点和终点在图形自己的坐标系里，不设置就看不到渐变
  fillLinearGradientStartPoint: { x: 0, y: 0 },
  fillLinearGradientEndPoint: { x: 300, y: 0 },
  fillLinearGradientColorStops: stops(0.5),
});
const info = new Konva.Text({ x: 20, y: 155, fontSize: 13, text: JSON.stringify(stops(0.5)) });
layer.add(rect, info);

const slider = document.createElement('input');
Object.assign(slider, { type: 'range', min: '0', max: '1', step: '0.05', value: '0.5' });
slider.style.cssText = 'position:absolute;left:20px;top:12px;width:200px';
document.body.append(slider);
slider.addEventListener('input', () => {
  const value = stops(Number(slider.value));
  rect.fillLinearGradientColorStops(value);
  info.text(JSON.stringify(value));
});
