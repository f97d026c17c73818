import type {ClassZh} from './types';

const lg = (what: string): string => `获取或设置${what}。`;

const doc: ClassZh = {
  summary:
    '所有图形的基类。矩形、圆、文字、图片等内置图形都继承自 `Konva.Shape`，填充、描边、阴影、虚线、渐变和图案等样式属性都定义在这里。\n\n' +
    '直接创建 `Konva.Shape` 并传入 `sceneFunc` 就能画自定义图形：在函数中用 Konva 的绘图上下文画路径，最后调用 `ctx.fillStrokeShape(shape)`，Konva 会按图形的样式填充和描边，并自动生成命中区域。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 自定义图形：一个三角形，样式由 fill / stroke 决定
const triangle = new Konva.Shape({
  x: 80,
  y: 40,
  fill: '#2a9d8f',
  stroke: '#264653',
  strokeWidth: 4,
  draggable: true,
  sceneFunc(ctx, shape) {
    ctx.beginPath();
    ctx.moveTo(0, 120);
    ctx.lineTo(70, 0);
    ctx.lineTo(140, 120);
    ctx.closePath();
    ctx.fillStrokeShape(shape);
  },
});
layer.add(triangle);
`,
  members: {
    dash: '获取或设置描边的虚线样式，数组依次是线段长度和间隔长度，例如 `[10, 5]`。',
    dashEnabled: '获取或设置是否启用虚线。设为 `false` 时即使设置了 `dash` 也画实线。',
    dashOffset: '获取或设置虚线的起始偏移量，不断改变它可以做出「蚂蚁线」动画。',
    drawHitFromCache: {
      desc: '根据缓存的位图生成命中区域，使透明像素不响应事件（例如只有图片不透明的部分可以点击）。调用前必须先 `cache()`。',
      params: {alphaThreshold: '可选。不透明度阈值（0 到 255），大于它的像素才算命中，默认 0。'},
      returns: '图形本身。',
    },
    fill: '获取或设置填充颜色，支持任何 CSS 颜色（如 `"red"`、`"#00ff00"`、`"rgba(0,0,0,0.5)"`），也可以传原生的 `CanvasGradient`。传 `null` 去掉填充。',
    fillAfterStrokeEnabled:
      '获取或设置是否先描边后填充。默认先填充再描边；文字加粗描边时设为 `true` 可以让描边不盖住文字。',
    fillEnabled: '获取或设置是否绘制填充。',
    fillLinearGradientColorStops:
      '获取或设置线性渐变填充的色标，格式是 `[位置, 颜色, 位置, 颜色, ...]`，位置在 0 到 1 之间，例如 `[0, "red", 1, "blue"]`。',
    fillLinearGradientEndPoint: lg('线性渐变填充的终点 `{x, y}`（图形自身坐标系）'),
    fillLinearGradientEndPointX: lg('线性渐变填充终点的横坐标'),
    fillLinearGradientEndPointY: lg('线性渐变填充终点的纵坐标'),
    fillLinearGradientStartPoint: lg('线性渐变填充的起点 `{x, y}`（图形自身坐标系）'),
    fillLinearGradientStartPointX: lg('线性渐变填充起点的横坐标'),
    fillLinearGradientStartPointY: lg('线性渐变填充起点的纵坐标'),
    fillPatternImage: '获取或设置用作填充图案的图片或 canvas，图片需要先加载完成。',
    fillPatternOffset: lg('填充图案的偏移量 `{x, y}`'),
    fillPatternOffsetX: lg('填充图案的水平偏移量'),
    fillPatternOffsetY: lg('填充图案的垂直偏移量'),
    fillPatternRepeat: '获取或设置填充图案的重复方式：`"repeat"`、`"repeat-x"`、`"repeat-y"` 或 `"no-repeat"`。',
    fillPatternRotation: lg('填充图案的旋转角度（度）'),
    fillPatternScale: lg('填充图案的缩放比例 `{x, y}`'),
    fillPatternScaleX: lg('填充图案的水平缩放比例'),
    fillPatternScaleY: lg('填充图案的垂直缩放比例'),
    fillPatternX: lg('填充图案的横坐标'),
    fillPatternY: lg('填充图案的纵坐标'),
    fillPriority:
      '获取或设置同时存在多种填充时使用哪一种：`"color"`、`"linear-gradient"`、`"radial-gradient"` 或 `"pattern"`。',
    fillRadialGradientColorStops: '获取或设置径向渐变填充的色标，格式同线性渐变：`[位置, 颜色, ...]`。',
    fillRadialGradientEndPoint: lg('径向渐变外圆的圆心 `{x, y}`'),
    fillRadialGradientEndPointX: lg('径向渐变外圆圆心的横坐标'),
    fillRadialGradientEndPointY: lg('径向渐变外圆圆心的纵坐标'),
    fillRadialGradientEndRadius: lg('径向渐变外圆的半径'),
    fillRadialGradientStartPoint: lg('径向渐变内圆的圆心 `{x, y}`'),
    fillRadialGradientStartPointX: lg('径向渐变内圆圆心的横坐标'),
    fillRadialGradientStartPointY: lg('径向渐变内圆圆心的纵坐标'),
    fillRadialGradientStartRadius: lg('径向渐变内圆的半径'),
    fillRule: '获取或设置填充规则：`"nonzero"` 或 `"evenodd"`，决定自相交或嵌套路径的哪些区域被填充。',
    getCanvas: {desc: '返回图形所在图层的场景画布。', returns: '场景画布。'},
    getContext: {desc: '返回图形所在图层的绘图上下文。', returns: '绘图上下文。'},
    getSelfRect: {
      desc: '返回图形自身的矩形区域 `{x, y, width, height}`，不考虑变换、描边和阴影。',
      returns: '矩形区域。',
    },
    hasFill: {desc: '判断图形是否有可见的填充（颜色、渐变或图案）。', returns: '是否有填充。'},
    hasShadow: {desc: '判断图形是否有可见的阴影。', returns: '是否有阴影。'},
    hasStroke: {desc: '判断图形是否有可见的描边。', returns: '是否有描边。'},
    hitFunc:
      '获取或设置命中区域的绘制函数。用法与 `sceneFunc` 相同，最后调用 `ctx.fillStrokeShape(shape)`；用它可以让命中区域比图形更大或形状不同（例如让细线更容易点中）。',
    hitStrokeWidth:
      '获取或设置命中检测使用的描边宽度。默认 `"auto"` 与 `strokeWidth` 相同；设大一些可让细线更容易被点中。',
    intersects: {
      desc: '判断某个点是否落在图形上（用命中画布检测）。它只看这个图形本身，不管上面是否有别的图形挡住；每次调用都要清空临时画布再把图形重画一遍，连续调用很多次会非常慢，能用 `stage.getIntersection()` 时请用它。不可见、不监听事件或不在舞台上的图形总是返回 `false`。',
      params: {
        point:
          '相对于舞台容器左上角的点 `{x, y}`（屏幕像素，和 `stage.getPointerPosition()` 一样，不抵消舞台自身的缩放和平移）。',
      },
      returns: '是否相交。',
    },
    lineCap: '获取或设置线段端点样式：`"butt"`、`"round"` 或 `"square"`。',
    lineJoin: '获取或设置线段连接处样式：`"miter"`、`"round"` 或 `"bevel"`。',
    miterLimit: '获取或设置 `lineJoin` 为 `"miter"` 时尖角的最大长度比例，超过后改为斜角。',
    perfectDrawEnabled:
      '获取或设置是否启用「完美绘制」。图形同时有填充、描边和不透明度时，Konva 默认借助离屏画布避免描边与填充重叠处颜色变深；设为 `false` 可提升性能。',
    sceneFunc:
      '获取或设置绘制图形的函数 `(ctx, shape) => void`。在其中用 `ctx` 画路径，然后调用 `ctx.fillStrokeShape(shape)` 应用填充和描边。',
    selfRectFunc:
      '获取或设置返回自定义图形自身区域的函数。当 `sceneFunc` 画到了 `width`、`height` 范围之外时，用它告诉 Konva 实际绘制的区域，包围盒、`cache()` 等才会把超出部分算进去。',
    shadowBlur: lg('阴影的模糊半径'),
    shadowColor: lg('阴影颜色'),
    shadowEnabled: '获取或设置是否绘制阴影。',
    shadowForStrokeEnabled: '获取或设置描边是否也绘制阴影。关闭可以提升性能。',
    shadowOffset: lg('阴影的偏移量 `{x, y}`'),
    shadowOffsetX: lg('阴影的水平偏移量'),
    shadowOffsetY: lg('阴影的垂直偏移量'),
    shadowOpacity: '获取或设置阴影的不透明度，范围 0 到 1。',
    stroke: '获取或设置描边颜色，支持任何 CSS 颜色。',
    strokeEnabled: '获取或设置是否绘制描边。',
    strokeHitEnabled: '已弃用：获取或设置描边是否参与命中检测，请改用 `hitStrokeWidth`（设为 0 即不参与）。',
    strokeLinearGradientColorStops: '获取或设置线性渐变描边的色标，格式是 `[位置, 颜色, ...]`。',
    strokeLinearGradientEndPoint: lg('线性渐变描边的终点 `{x, y}`'),
    strokeLinearGradientEndPointX: lg('线性渐变描边终点的横坐标'),
    strokeLinearGradientEndPointY: lg('线性渐变描边终点的纵坐标'),
    strokeLinearGradientStartPoint: lg('线性渐变描边的起点 `{x, y}`'),
    strokeLinearGradientStartPointX: lg('线性渐变描边起点的横坐标'),
    strokeLinearGradientStartPointY: lg('线性渐变描边起点的纵坐标'),
    strokeScaleEnabled:
      '获取或设置描边宽度是否随图形缩放。设为 `false` 时无论怎样缩放，描边都保持 `strokeWidth` 的宽度。对 `Konva.Text` 和 `Konva.TextPath` 无效：文字的描边总是随缩放变化。',
    strokeWidth: lg('描边宽度（像素）'),
  },
};

export default doc;
