// height: 200
// 提示：在缩放、平移过的组里移动鼠标或手指
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

// 组被平移、缩放和旋转：它的坐标系和舞台的不同
const group = new Konva.Group({ x: 60, y: 30, scaleX: 1.5, scaleY: 1.5, rotation: 10 });
group.add(new Konva.Rect({ width: 120, height: 80, fill: '#edf2f4', stroke: '#8d99ae' }));
const dot = new Konva.Circle({ radius: 4, fill: '#ef233c' });
group.add(dot);
layer.add(group);

const info = new Konva.Text({ x: 10, y: 170, fontSize: 14 });
layer.add(info);

stage.on('pointermove', () => {
  const abs = stage.getPointerPosition();       // 舞台容器中的坐标
  const local = group.getRelativePointerPosition(); // 组自己的坐标
  dot.position(local);
  info.text(`舞台 ${Math.round(abs.x)},${Math.round(abs.y)}  组内 ${Math.round(local.x)},${Math.round(local.y)}`);
});
