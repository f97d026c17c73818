import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '图层对应舞台里的一个 `<canvas>` 元素，图形和组都放在图层中。每个图层单独重绘，所以把经常变化的内容和静态内容分开放到不同图层，可以减少重绘开销；但图层数量不宜过多（建议不超过 3 到 5 个）。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});

// 静态背景和可拖动内容放在两个图层里，拖动时只重绘上层
const background = new Konva.Layer({ listening: false });
background.add(new Konva.Rect({ width: stage.width(), height: stage.height(), fill: '#f1f5f9' }));
const content = new Konva.Layer();
content.add(new Konva.Star({ x: 150, y: 120, numPoints: 5, innerRadius: 30, outerRadius: 60, fill: '#e76f51', draggable: true }));
stage.add(background, content);
`,
  members: {
    batchDraw: {desc: '在下一帧重绘图层，同一帧内多次调用只重绘一次。', returns: '图层本身。'},
    clear: {
      desc: '清空图层画布（整个或指定区域），节点不会被删除，下次重绘时会再画出来。',
      params: {bounds: '可选。要清空的区域 `{x, y, width, height}`。'},
      returns: '图层本身。',
    },
    clearBeforeDraw: '获取或设置每次重绘前是否先清空画布。设为 `false` 可以保留之前绘制的内容（例如做拖尾效果）。',
    disableHitGraph: {desc: '已弃用：关闭命中检测，请改用 `layer.listening(false)`。', returns: '图层本身。'},
    enableHitGraph: {desc: '已弃用：开启命中检测，请改用 `layer.listening(true)`。', returns: '图层本身。'},
    getCanvas: {desc: '返回图层的场景画布对象（`Konva.Canvas` 的子类）。', returns: '场景画布。'},
    getContext: {desc: '返回图层场景画布的绘图上下文（`Konva.Context`）。', returns: '绘图上下文。'},
    getHeight: {desc: '返回图层高度，即所在舞台的高度。', returns: '高度，图层未加入舞台时为 `undefined`。'},
    getHitCanvas: {desc: '返回用于命中检测的隐藏画布。', returns: '命中画布。'},
    getIntersection: {desc: '返回本图层中覆盖某个点的最上层图形。', params: {pos: '舞台坐标中的点 `{x, y}`。'}, returns: '图形或 `null`。'},
    getNativeCanvasElement: {desc: '返回图层对应的原生 `<canvas>` 元素。', returns: '`HTMLCanvasElement`。'},
    getWidth: {desc: '返回图层宽度，即所在舞台的宽度。', returns: '宽度，图层未加入舞台时为 `undefined`。'},
    hitGraphEnabled: '已弃用：获取或设置是否绘制命中画布，请改用 `listening()`。',
    imageSmoothingEnabled: '获取或设置画布的图像平滑。像素风格的图片放大时设为 `false` 可保持清晰的像素边缘。',
    toggleHitCanvas: {desc: '在舞台上显示或隐藏本图层的命中画布，用于调试自定义的 `hitFunc`。'},
  },
  events: {
    beforeDraw: '图层开始重绘之前触发。',
    draw: '图层重绘完成后触发。',
  },
};

export default doc;
