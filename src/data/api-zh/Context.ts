import type {ClassZh, MemberZh} from './types';

/** Thin wrappers: the description names the native method they forward to. */
const native = (what: string, name: string): MemberZh =>
  `${what}，与原生 \`CanvasRenderingContext2D.${name}()\` 相同。`;

const doc: ClassZh = {
  summary:
    'Konva 对 canvas 2D 绘图上下文的封装，自定义图形的 `sceneFunc(ctx, shape)` 和 `hitFunc` 收到的 `ctx` 就是它。它提供原生上下文的常用绘图方法，另外有 `fillStrokeShape(shape)` 等方法按图形的样式属性完成填充和描边。需要原生上下文时可以用 `ctx._context`。',
  members: {
    arc: native('添加一段圆弧路径', 'arc'),
    arcTo: native('用两条切线和半径添加圆弧路径', 'arcTo'),
    beginPath: native('开始一条新路径', 'beginPath'),
    bezierCurveTo: native('添加三次贝塞尔曲线', 'bezierCurveTo'),
    canvas: '这个上下文所属的 `Konva.Canvas`。',
    clear: {desc: '清空整个画布或指定区域。', params: {bounds: '可选。要清空的区域 `{x, y, width, height}`。'}},
    clearRect: native('清空矩形区域', 'clearRect'),
    clip: native('把当前路径（或传入的 `Path2D`）设为裁剪区域', 'clip'),
    closePath: native('闭合当前路径', 'closePath'),
    createImageData: native('创建空白的 `ImageData`', 'createImageData'),
    createLinearGradient: native('创建线性渐变', 'createLinearGradient'),
    createPattern: native('创建图案', 'createPattern'),
    createRadialGradient: native('创建径向渐变', 'createRadialGradient'),
    drawImage: native('绘制图片、canvas 或视频帧', 'drawImage'),
    ellipse: native('添加椭圆路径', 'ellipse'),
    fill: native('填充当前路径', 'fill'),
    fillRect: native('填充矩形', 'fillRect'),
    fillShape: {
      desc: '按图形的填充属性（颜色、渐变或图案，以及阴影）填充当前路径。',
      params: {shape: '提供样式的图形。'},
    },
    fillStrokeShape: {
      desc: '按图形的样式属性填充并描边当前路径，是自定义 `sceneFunc` 最后通常调用的方法。它同时让 Konva 能为命中画布绘制同样的区域。',
      params: {shape: '提供样式的图形，一般就是 `sceneFunc` 的第二个参数。'},
    },
    fillText: native('填充文字', 'fillText'),
    getCanvas: {desc: '返回上下文所属的 `Konva.Canvas`。', returns: '画布对象。'},
    getImageData: native('读取像素数据', 'getImageData'),
    getLineDash: native('返回当前虚线样式', 'getLineDash'),
    isPointInPath: native('判断点是否在路径内', 'isPointInPath'),
    lineTo: native('添加直线到指定点', 'lineTo'),
    measureText: native('测量文字尺寸', 'measureText'),
    moveTo: native('把画笔移到指定点', 'moveTo'),
    putImageData: native('写入像素数据', 'putImageData'),
    quadraticCurveTo: native('添加二次贝塞尔曲线', 'quadraticCurveTo'),
    rect: native('添加矩形路径', 'rect'),
    reset: {desc: '把上下文的变换重置为单位矩阵并应用画布的像素比缩放。'},
    restore: native('恢复之前保存的绘图状态', 'restore'),
    rotate: native('旋转坐标系（弧度）', 'rotate'),
    roundRect: native('添加圆角矩形路径', 'roundRect'),
    save: native('保存当前绘图状态', 'save'),
    scale: native('缩放坐标系', 'scale'),
    setAttr: {
      desc: '设置原生上下文的一个属性，例如 `ctx.setAttr("lineWidth", 2)`。',
      params: {attr: '属性名。', val: '属性值。'},
    },
    setLineDash: native('设置虚线样式', 'setLineDash'),
    setTransform: native('直接设置变换矩阵', 'setTransform'),
    stroke: native('描边当前路径', 'stroke'),
    strokeRect: native('描边矩形', 'strokeRect'),
    strokeShape: {
      desc: '按图形的描边属性（颜色、宽度、虚线、线帽等）描边当前路径。',
      params: {shape: '提供样式的图形。'},
    },
    strokeText: native('描边文字', 'strokeText'),
    transform: native('叠加变换矩阵', 'transform'),
    translate: native('平移坐标系', 'translate'),
  },
};

export default doc;
