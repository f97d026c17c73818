import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '舞台是整个 Konva 场景的根节点，对应页面上的一个 DOM 容器。舞台里放图层（`Konva.Layer`），每个图层是一个独立的 `<canvas>`，图形再放进图层或组中。舞台负责接收鼠标、触摸和指针事件，并把它们分发给被命中的图形。\n\n' +
    '舞台的尺寸就是画布的尺寸；让舞台随容器大小变化时，监听容器尺寸（例如 `ResizeObserver`）并调用 `stage.width()`、`stage.height()`。',
  example: `import Konva from 'konva';

// 舞台挂在 id 为 container 的 div 上
const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);
layer.add(new Konva.Circle({ x: 120, y: 100, radius: 50, fill: '#f4a261' }));

// 在舞台任意位置点击，显示指针坐标
stage.on('click', () => {
  console.log('指针位置', stage.getPointerPosition());
});
`,
  members: {
    batchDraw: {desc: '在下一帧重绘舞台上的所有图层（同一帧内多次调用只重绘一次）。', returns: '舞台本身。'},
    clear: {desc: '清空所有图层的画布内容（不删除节点）。', returns: '舞台本身。'},
    container:
      '获取或设置舞台挂载的 DOM 元素。设置时可以传元素本身，也可以传选择器字符串：`"#id"` 或不带 `#` 的 id，以及 `".class"`（取第一个带该类名的元素）；找不到元素时抛出错误。Konva 会把舞台的内容元素移到新容器中。',
    content: '舞台创建的内容 `<div>`，各个图层的 `<canvas>` 都放在其中。',
    eventBatchFunc:
      '获取或设置框架集成用来批量处理原生输入事件的函数。函数会收到一个回调，必须同步且恰好调用一次；一般只有 react-konva 等绑定库才需要设置。',
    getIntersection: {
      desc: '返回覆盖某个点的最上层图形，没有则返回 `null`。它读取命中画布，所以和指针事件看到的一样：`listening(false)` 或不可见的节点检测不到，不透明度为 0 的图形却能检测到，`hitStrokeWidth` 也算在内。判断点击位置下是什么图形时首选它。',
      params: {
        pos: '相对于舞台容器左上角的点 `{x, y}`（屏幕像素，和 `stage.getPointerPosition()` 一样，不抵消舞台自身的缩放和平移）。',
      },
      returns: '图形或 `null`。',
    },
    getLayers: {desc: '返回舞台上的所有图层。', returns: '图层数组。'},
    getPointerPosition: {
      desc: '返回指针（鼠标或第一个触点）相对于舞台容器的位置，单位是屏幕像素，不受舞台缩放影响。需要画布内容坐标时，用 `stage.getRelativePointerPosition()`。',
      returns: '`{x, y}`，还没有指针事件时为 `null`。',
    },
    setContainer: {
      desc: '把舞台移到另一个 DOM 容器中，等同于用参数调用 `container()`。',
      params: {container: 'DOM 元素，或 `"#id"`、id、`".class"` 形式的字符串。'},
      returns: '舞台本身。',
    },
    setPointersPositions: {
      desc: '用一个原生事件手动登记指针位置，之后 `getPointerPosition()` 会返回它。通常不需要调用；当事件发生在舞台之外（例如把 DOM 元素拖到画布上）时很有用。',
      params: {evt: '原生鼠标、触摸或指针事件。'},
    },
    // 覆盖 Konva.Container / Konva.Node 的成员：舞台的行为与普通容器不同
    add: {
      desc: '把图层加入舞台（舞台的子节点只能是图层，可一次传多个）。加入时图层被设为舞台的尺寸、立即绘制一次，它的 `<canvas>` 元素被放进舞台容器。图层超过 5 个时会打印性能警告。',
      params: {layer: '要加入的图层。', rest: '更多图层。'},
      returns: '舞台本身。',
    },
    cache: {desc: '舞台不能缓存：调用只会打印一条警告，什么也不做。请缓存图层、组或图形。', returns: '舞台本身。'},
    clearCache: {desc: '舞台没有缓存，调用不做任何事。', returns: '舞台本身。'},
    getLayer: {desc: '舞台不属于任何图层，总是返回 `null`。', returns: '`null`。'},
    getParent: {desc: '舞台是节点树的根，没有父节点，总是返回 `null`。', returns: '`null`。'},
  },
};

export default doc;
