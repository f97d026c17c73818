// height: 180
// 提示：点击方块，它会移动、旋转并变色
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// offset 把旋转中心放到方块中心
const box = new Konva.Rect({
  x: 70, y: 90, width: 60, height: 60,
  offset: { x: 30, y: 30 }, fill: '#e76f51',
});
layer.add(box);

let right = false;
box.on('click tap', () => {
  right = !right;
  // to() 创建补间并立即播放，结束后自动销毁
  box.to({
    x: right ? 260 : 70,
    rotation: right ? 180 : 0,
    fill: right ? '#2a9d8f' : '#e76f51',
    duration: 0.6,
    easing: Konva.Easings.EaseInOut,
  });
});
