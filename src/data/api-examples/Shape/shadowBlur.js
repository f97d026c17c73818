// height: 200
// 提示：拖动滑块改变阴影的模糊半径
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const card = new Konva.Rect({
  x: 90, y: 60, width: 160, height: 100, fill: '#ffffff', cornerRadius: 10,
  shadowColor: '#000', shadowOpacity: 0.4, shadowOffset: { x: 6, y: 8 },
  shadowBlur: 10, // 模糊半径，单位是像素；0 表示边缘清晰的硬阴影
});
const info = new Konva.Text({ x: 90, y: 103, width: 160, align: 'center', fontSize: 15, text: 'shadowBlur: 10' });
layer.add(card, info);

const slider = document.createElement('input');
Object.assign(slider, { type: 'range', min: '0', max: '40', value: '10' });
slider.style.cssText = 'position:absolute;left:20px;top:12px;width:200px';
document.body.append(slider);
slider.addEventListener('input', () => {
  card.shadowBlur(Number(slider.value));
  info.text(`shadowBlur: ${card.shadowBlur()}`);
});
