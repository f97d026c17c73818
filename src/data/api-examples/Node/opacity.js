// height: 180
// 提示：拖动滑块改变蓝色矩形的不透明度
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

layer.add(new Konva.Text({ x: 20, y: 70, text: '藏在下面的字', fontSize: 40, fill: '#e63946' }));
// opacity 取值 0 到 1；0 虽然看不见，但仍然可以被点击
const cover = new Konva.Rect({ x: 10, y: 55, width: 290, height: 80, fill: '#1d3557', opacity: 0.8 });
const info = new Konva.Text({ x: 10, y: 150, fontSize: 14, text: 'opacity()：0.8' });
layer.add(cover, info);

const slider = document.createElement('input');
slider.type = 'range';
slider.min = '0';
slider.max = '1';
slider.step = '0.05';
slider.value = '0.8';
slider.style.cssText = 'position:absolute;left:10px;top:12px;width:200px';
document.body.append(slider);
slider.addEventListener('input', () => {
  cover.opacity(Number(slider.value));
  info.text(`opacity()：${cover.opacity()}`);
});
