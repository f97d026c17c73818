// height: 220
// 提示：拖动滑块改变行高
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 220 });
const layer = new Konva.Layer();
stage.add(layer);

// lineHeight 是字号的倍数，不是像素：fontSize 16、lineHeight 1.5 时每行高 24 像素
const text = new Konva.Text({
  x: 20, y: 45, width: 300, fontSize: 16, lineHeight: 1.5, fill: '#343a40',
  text: '床前明月光，\n疑是地上霜。\n举头望明月，\n低头思故乡。',
});
const info = new Konva.Text({ x: 220, y: 14, fontSize: 14 });
layer.add(text, info);
const update = () => info.text(`lineHeight: ${text.lineHeight()}\n高度：${Math.round(text.height())} px`);

const slider = document.createElement('input');
Object.assign(slider, { type: 'range', min: '0.8', max: '2.5', step: '0.1', value: '1.5' });
slider.style.cssText = 'position:absolute;left:10px;top:12px;width:190px';
document.body.append(slider);
slider.addEventListener('input', () => {
  text.lineHeight(Number(slider.value));
  update(); // 没有固定 height 时，文字的高度随行高一起变化
});
update();
