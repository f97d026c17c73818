// height: 190
// 提示：拖动滑块调整 tension，看折线怎样变成平滑曲线
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 190 });
const layer = new Konva.Layer();
stage.add(layer);

const points = [20, 150, 80, 60, 140, 140, 200, 50, 260, 130, 320, 70];
// 灰色细线是原始折线，圆点是曲线必须经过的顶点
layer.add(new Konva.Line({ points, stroke: '#ced4da', strokeWidth: 1 }));
for (let i = 0; i < points.length; i += 2) {
  layer.add(new Konva.Circle({ x: points[i], y: points[i + 1], radius: 4, fill: '#495057' }));
}
// tension 为 0 是折线，数值越大弯得越厉害，常用 0.3 到 0.5
const curve = new Konva.Line({ points, stroke: '#2a9d8f', strokeWidth: 4, tension: 0.5 });
const info = new Konva.Text({ x: 220, y: 12, fontSize: 14, text: 'tension: 0.5' });
layer.add(curve, info);

const slider = document.createElement('input');
Object.assign(slider, { type: 'range', min: '0', max: '1', step: '0.05', value: '0.5' });
slider.style.cssText = 'position:absolute;left:10px;top:10px;width:200px';
document.body.append(slider);
slider.addEventListener('input', () => {
  curve.tension(Number(slider.value));
  info.text(`tension: ${curve.tension()}`);
});
