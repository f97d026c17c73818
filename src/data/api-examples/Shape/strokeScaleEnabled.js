// height: 200
// 提示：拖动滑块缩放两个矩形，对比描边粗细
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const style = { y: 60, width: 60, height: 40, fill: '#fefae0', stroke: '#6a4c93', strokeWidth: 3 };
const scaled = new Konva.Rect({ ...style, x: 20 });
// strokeScaleEnabled: false 时，缩放只改变图形大小，描边始终是 3 像素
const fixed = new Konva.Rect({ ...style, x: 180, strokeScaleEnabled: false });
layer.add(scaled, fixed);
layer.add(new Konva.Text({ x: 20, y: 40, text: '默认', fontSize: 13 }));
layer.add(new Konva.Text({ x: 180, y: 40, text: 'strokeScaleEnabled: false', fontSize: 13 }));

const slider = document.createElement('input');
slider.type = 'range';
slider.min = '0.5';
slider.max = '2.5';
slider.step = '0.1';
slider.value = '1';
slider.style.cssText = 'position:absolute;left:10px;top:8px;width:200px';
document.body.append(slider);
slider.addEventListener('input', () => {
  const s = Number(slider.value);
  [scaled, fixed].forEach((rect) => rect.scale({ x: s, y: s }));
});
