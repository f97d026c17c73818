// height: 180
// 提示：拖动星形，只有落在两个圆形窗口里的部分会显示
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

// 虚线圆只是标出裁剪区域的位置，方便对照
layer.add(new Konva.Circle({ x: 110, y: 90, radius: 60, stroke: '#adb5bd', dash: [4, 4] }));
layer.add(new Konva.Circle({ x: 230, y: 90, radius: 60, stroke: '#adb5bd', dash: [4, 4] }));

const group = new Konva.Group({
  // 在组自己的坐标系里画路径，Konva 随后对它调用 ctx.clip()
  clipFunc: (ctx) => {
    ctx.arc(110, 90, 60, 0, Math.PI * 2);
    ctx.moveTo(290, 90);
    ctx.arc(230, 90, 60, 0, Math.PI * 2);
  },
});
layer.add(group);

// 被裁掉的部分不会显示，也点不到
group.add(new Konva.Star({
  x: 170, y: 90, numPoints: 5, innerRadius: 40, outerRadius: 90,
  fill: '#f28482', stroke: '#6d597a', strokeWidth: 4, draggable: true,
}));
