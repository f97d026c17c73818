import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '组用来把多个图形（或其他组）组合在一起，作为一个整体移动、旋转、缩放、拖动或缓存。组本身不绘制任何内容，子节点的坐标相对于组。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 圆形和文字组成一个可整体拖动的徽章，子节点坐标相对于组
const badge = new Konva.Group({ x: 80, y: 60, draggable: true });
badge.add(new Konva.Circle({ radius: 40, fill: '#ffafcc' }));
badge.add(new Konva.Text({ x: -20, y: -8, text: '拖我', fontSize: 18 }));
layer.add(badge);
`,
  members: {
    isolated:
      '获取或设置组是否「隔离」绘制。开启后组的子节点先画到一张透明画布上，组的不透明度和混合模式作用于整体结果；子节点的混合模式（例如用 `destination-out` 擦除）只影响组内内容。与 `cache()` 不同，隔离的组每次都实时绘制。',
  },
};

export default doc;
