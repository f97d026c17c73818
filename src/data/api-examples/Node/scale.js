// height: 220
// 提示：在画布上滚动鼠标滚轮，以指针为中心缩放
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 220 });
const layer = new Konva.Layer();
stage.add(layer);
for (let i = 0; i < 6; i++) {
  layer.add(new Konva.Circle({ x: 40 + i * 50, y: 110, radius: 18, fill: i % 2 ? '#457b9d' : '#e63946' }));
}

stage.on('wheel', (e) => {
  e.evt.preventDefault();
  const old = stage.scaleX();
  const pointer = stage.getPointerPosition();
  // 指针下的点在缩放前后保持不动
  const point = { x: (pointer.x - stage.x()) / old, y: (pointer.y - stage.y()) / old };
  const next = e.evt.deltaY > 0 ? old / 1.1 : old * 1.1;
  stage.scale({ x: next, y: next });
  stage.position({ x: pointer.x - point.x * next, y: pointer.y - point.y * next });
});
