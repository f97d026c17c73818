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
    getIntersection: {
      desc: '返回本图层中覆盖某个点的最上层图形。它读取命中画布：`listening(false)` 或不可见的节点检测不到，不透明度为 0 的图形却能检测到；图层本身不监听事件或不可见时直接返回 `null`。',
      params: {pos: '相对于舞台容器左上角的点 `{x, y}`（屏幕像素，不抵消舞台自身的缩放和平移）。'},
      returns: '图形或 `null`。',
    },
    getNativeCanvasElement: {desc: '返回图层对应的原生 `<canvas>` 元素。', returns: '`HTMLCanvasElement`。'},
    getWidth: {desc: '返回图层宽度，即所在舞台的宽度。', returns: '宽度，图层未加入舞台时为 `undefined`。'},
    hitGraphEnabled: '已弃用：获取或设置是否绘制命中画布，请改用 `listening()`。',
    imageSmoothingEnabled: '获取或设置画布的图像平滑。像素风格的图片放大时设为 `false` 可保持清晰的像素边缘。',
    toggleHitCanvas: {desc: '在舞台上显示或隐藏本图层的命中画布，用于调试自定义的 `hitFunc`。'},
    // 覆盖 Konva.Node 的成员：图层的行为与普通节点不同
    width:
      '获取图层宽度，即所在舞台的宽度（图层尚未加入舞台时为 `undefined`）。图层总是和舞台一样大：调用 `layer.width(value)` 不会改变任何尺寸，只会在控制台打印一条警告，请改用 `stage.width(value)`。',
    height:
      '获取图层高度，即所在舞台的高度（图层尚未加入舞台时为 `undefined`）。`layer.height(value)` 不会生效，只会打印警告，要改尺寸请用 `stage.height(value)`。',
    getLayer: {desc: '图层就是它自己所在的图层，所以总是返回图层本身。', returns: '图层本身。'},
    moveToTop: {
      desc: '把图层移到舞台所有图层的最上面，同时把它的 `<canvas>` 元素移到舞台容器的最后，显示在其他图层之上。',
      returns: '总是 `true`。',
    },
    moveUp: {
      desc: '把图层上移一层，并相应调整它的 `<canvas>` 元素在舞台容器中的顺序。',
      returns: '是否移动了：已经在最上层或不在舞台中时为 `false`。',
    },
    moveDown: {
      desc: '把图层下移一层，并相应调整它的 `<canvas>` 元素在舞台容器中的顺序。',
      returns: '是否移动了：已经在最下层时为 `false`。',
    },
    moveToBottom: {
      desc: '把图层移到舞台所有图层的最下面，它的 `<canvas>` 元素也移到其他图层之前。',
      returns: '是否移动了：已经在最下层时为 `false`。',
    },
    remove: {
      desc: '把图层从舞台中移除（不销毁），同时把它的场景画布和命中画布从页面中拿掉；之后可以再 `stage.add(layer)`。',
      returns: '图层本身。',
    },
  },
  events: {
    beforeDraw: '图层开始重绘之前触发。',
    draw: '图层重绘完成后触发。',
  },
};

export default doc;
