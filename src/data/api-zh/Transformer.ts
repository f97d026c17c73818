import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '变换器：包围在选中节点外面的一组控制点和边框，用户拖动控制点就能缩放、旋转这些节点。用 `nodes([...])` 指定要变换的节点（可以多个），把变换器放在与节点相同或更上层的图层中。\n\n' +
    '注意：变换器改变的是节点的 `scaleX`、`scaleY`，而不是 `width`、`height`。如果需要真实尺寸（例如保持描边宽度不变），在 `transformend` 事件里把缩放换算成宽高，再把缩放设回 1。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

const rect = new Konva.Rect({ x: 60, y: 60, width: 140, height: 90, fill: '#90be6d', draggable: true });
layer.add(rect);

// 拖动控制点缩放或旋转矩形
const tr = new Konva.Transformer({ nodes: [rect], rotationSnaps: [0, 90, 180, 270] });
layer.add(tr);

// 变换结束时把缩放换算成宽高
rect.on('transformend', () => {
  rect.setAttrs({
    width: Math.max(5, rect.width() * rect.scaleX()),
    height: Math.max(5, rect.height() * rect.scaleY()),
    scaleX: 1,
    scaleY: 1,
  });
});
`,
  members: {
    isTransforming: {
      desc: '判断是否正在变换。静态的 `Konva.Transformer.isTransforming()` 判断页面上是否有任何变换器正在变换；实例方法只判断这个变换器。',
      returns: '是否正在变换。',
    },
    anchorCornerRadius: '获取或设置控制点的圆角半径。',
    anchorDragBoundFunc:
      '获取或设置控制点的拖动边界函数 `(oldPos, newPos, evt) => pos`，返回修正后的控制点绝对位置，可用来做吸附或限制范围。',
    anchorFill: '获取或设置控制点的填充颜色。',
    anchorSize: '获取或设置控制点的大小（像素）。',
    anchorStroke: '获取或设置控制点的描边颜色。',
    anchorStrokeWidth: '获取或设置控制点的描边宽度。',
    anchorStyleFunc:
      '获取或设置控制点的样式函数。每个控制点（一个 `Konva.Rect`）都会传入该函数，你可以按控制点名称（`anchor.hasName("top-left")` 等）单独设置它的样式。',
    attachTo: {
      desc: '已弃用：把一个节点挂接到变换器上，请改用 `nodes([node])`。',
      params: {node: '要变换的节点。'},
      returns: '变换器本身。',
    },
    borderDash: '获取或设置边框的虚线样式，例如 `[4, 4]`。',
    borderEnabled: '获取或设置是否显示边框。',
    borderStroke: '获取或设置边框颜色。',
    borderStrokeWidth: '获取或设置边框宽度。',
    boundBoxFunc:
      '获取或设置包围盒限制函数 `(oldBox, newBox) => box`。每次变换时调用，返回 `oldBox` 可以阻止本次变换，返回修改后的框可以限制最小/最大尺寸。注意两个框都使用绝对坐标（相对于舞台容器，已包含舞台和祖先的缩放），形如 `{x, y, width, height, rotation}`，其中 `rotation` 的单位是**弧度**而不是度。',
    centeredScaling: '获取或设置是否以中心为基准缩放。为 `true` 时拖动控制点两侧同时缩放；按住 Alt 键也会临时启用。',
    detach: {desc: '解除变换器与所有节点的关联，等同于 `nodes([])`。'},
    enabledAnchors:
      '获取或设置启用的控制点名称数组，可选 `"top-left"`、`"top-center"`、`"top-right"`、`"middle-left"`、`"middle-right"`、`"bottom-left"`、`"bottom-center"`、`"bottom-right"`。',
    flipEnabled: '获取或设置是否允许拖过对边时把节点翻转。',
    forceUpdate: {desc: '重新计算并重绘变换器。节点的尺寸或位置被代码修改后（而不是用户拖动时），调用它让变换器跟上。'},
    getActiveAnchor: {
      desc: '返回当前正在拖动的控制点名称，如 `"top-left"` 或 `"rotater"`。',
      returns: '控制点名称，没有拖动时为 `null`。',
    },
    getNode: {desc: '返回第一个被变换的节点。', returns: '节点。'},
    getNodes: {desc: '返回被变换的所有节点。', returns: '节点数组。'},
    ignoreStroke: '获取或设置计算包围盒时是否忽略描边宽度。',
    keepRatio: '获取或设置拖动角上的控制点时是否保持宽高比。',
    nodes:
      '获取或设置被变换的节点数组。传空数组取消选中。要增减节点时必须传入一个新数组（例如 `tr.nodes(tr.nodes().concat([shape]))`），直接 `push` 到 `nodes()` 返回的数组里不会生效。',
    padding: '获取或设置边框与节点之间的距离（像素）。',
    resizeEnabled: '获取或设置是否允许缩放。为 `false` 时隐藏缩放控制点。',
    rotateAnchorAngle:
      '获取或设置旋转控制点在包围盒周围的位置角度（度）：0 在顶部中间，90 在右侧中间，180 在底部中间，-90 在左侧中间。',
    rotateAnchorCursor: '获取或设置鼠标悬停在旋转控制点上时的光标样式。',
    rotateAnchorOffset: '获取或设置旋转控制点与包围盒的距离（像素）。',
    rotateEnabled: '获取或设置是否允许旋转。',
    rotateLineVisible: '获取或设置是否显示连接包围盒和旋转控制点的短线。',
    rotateMode:
      '获取或设置旋转方式：`"handle"` 使用旋转控制点，`"corners"` 在四个角外侧的区域拖动即可旋转，`"both"` 两者都启用。',
    rotationSnaps: '获取或设置旋转吸附角度数组（度），例如 `[0, 90, 180, 270]`。',
    rotationSnapTolerance: '获取或设置旋转吸附的容差（度）。',
    setNodes: {
      desc: '设置被变换的节点，等同于 `nodes(nodes)`。',
      params: {nodes: '可选。节点数组。'},
      returns: '变换器本身。',
    },
    shiftBehavior:
      '获取或设置按住 Shift 键时的行为：`"default"`（默认，拖动角上的控制点时按住 Shift 强制保持宽高比，`keepRatio` 为 `false` 时才看得出区别）、`"inverted"`（反过来：按住 Shift 时不保持宽高比）或 `"none"`（忽略 Shift）。除 `"none"` 外，旋转时按住 Shift 会按 15° 一档吸附。',
    shouldOverdrawWholeArea:
      '获取或设置是否让变换器覆盖整个包围盒区域，这样在多个节点之间的空白处也能拖动整体。开启后被选中的节点本身可能暂时收不到事件。',
    stopTransform: {desc: '立即停止当前正在进行的变换。'},
    useSingleNodeRotation: '获取或设置只选中一个节点时，变换器是否沿用该节点的旋转角度。',
    // Konva.Node#on 在变换器上的用法
    on: {
      desc: '给变换器绑定事件，用法与 [`Konva.Node#on`](/api/Konva.Node.html#on) 相同。变换器自己会触发 `transformstart`、`transform`、`transformend`（被变换的每个节点上也会触发同名事件，`target` 是那个节点）；拖动它包住的节点时，变换器也会跟着开始拖动，所以在变换器上同样能监听 `dragstart`、`dragmove`、`dragend`。',
      params: {
        evtStr: "事件名，可带命名空间，多个事件用空格分隔，例如 `'transformend.editor'`。",
        selector: '可选。只响应匹配这个选择器的后代节点触发的事件。',
        handler: '事件处理函数，参数是事件对象。',
      },
      returns: '变换器本身。',
    },
  },
  events: {
    transform: '变换过程中持续触发，也会在被变换的节点上触发。',
    transformend: '变换结束时触发，也会在被变换的节点上触发。',
    transformstart: '开始变换时触发，也会在被变换的节点上触发。',
  },
};

export default doc;
