// height: 170
// 提示：拖动两个图形；绿色的拖动时显示在最上层
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({ x: 40, y: 40, width: 90, height: 70, fill: '#a8dadc', draggable: true });
const circle = new Konva.Circle({ x: 200, y: 80, radius: 40, fill: '#80ed99' });
layer.add(rect, circle);

// 也可以创建之后再打开
circle.draggable(true);
circle.on('dragstart', () => circle.moveToTop());

// 拖动时改变鼠标指针
[rect, circle].forEach((shape) => {
  shape.on('mouseenter', () => (stage.container().style.cursor = 'move'));
  shape.on('mouseleave', () => (stage.container().style.cursor = 'default'));
});
