import type {ClassZh} from './types';

/** Options shared by toDataURL / toImage / toBlob / toCanvas (Node.js `_toKonvaCanvas`). */
const exportArea = {
  x: '导出区域左边的 x 坐标（与 `getClientRect()` 相同的坐标系）。',
  y: '导出区域上边的 y 坐标。',
  width: '导出区域的宽度。',
  height: '导出区域的高度。',
  pixelRatio: '输出图片的像素比：每个 CSS 像素对应多少个图片像素。设为 2 得到两倍分辨率的图片，高清屏或打印时常用。',
  imageSmoothingEnabled: '设为 `false` 关闭图像平滑，放大的像素图保持清晰的边缘。',
};
const exportFormat = {
  mimeType: "图片格式，如 `'image/png'`、`'image/jpeg'`、`'image/webp'`。",
  quality: '`image/jpeg` 和 `image/webp` 的质量，0 到 1 之间。',
};

const doc: ClassZh = {
  summary:
    '所有节点的抽象基类。舞台、图层、组和各种图形都继承自 `Konva.Node`，因此位置、缩放、旋转、可见性、拖放、事件、缓存、滤镜和导出图片等能力在它们身上用法完全一样。你不会直接 `new Konva.Node()`，而是在具体的子类上调用这里列出的方法。\n\n' +
    '大多数属性都是「getter/setter」二合一的方法：不带参数调用返回当前值，带参数调用设置新值并返回节点本身，可以链式调用，例如 `node.x(10).y(20)`。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 任何节点都能用 Node 的通用方法：定位、旋转、拖放、监听事件
const box = new Konva.Rect({ x: 60, y: 60, width: 120, height: 80, fill: '#1e5aa8', draggable: true });
layer.add(box);
box.rotation(15).opacity(0.8);

// 拖动矩形试试：位置会实时显示在控制台
box.on('dragmove', () => {
  console.log('当前位置', box.position());
});
`,
  members: {
    create: {
      desc: '静态方法：根据 `toJSON()` 生成的 JSON 字符串（或同结构的对象）重新创建节点树。图片、事件处理函数和自定义函数不会被序列化，需要创建后再补上。',
      params: {data: 'JSON 字符串或普通对象。', container: '可选。重建舞台时挂载到的 DOM 元素或其 id。'},
      returns: '新创建的节点。',
    },
    absolutePosition:
      '获取或设置节点的绝对位置：相对于舞台容器左上角、按屏幕像素计算，已计算所有祖先的变换（包括舞台自身的缩放和平移），和 `stage.getPointerPosition()` 在同一个坐标系里。设置时 Konva 会换算出对应的相对位置。',
    addName: {
      desc: '给节点的 `name` 追加一个名称（名称之间用空格分隔），已存在时不会重复添加。',
      params: {name: '要添加的名称。'},
      returns: '节点本身。',
    },
    alpha: '获取或设置 `Konva.Filters.RGBA` 滤镜叠加颜色的不透明度（混合比例），范围 0 到 1，默认 1。',
    attrs:
      '保存节点全部属性的普通对象。读取可以直接访问，修改请使用对应的 setter 或 `setAttr()`，否则不会触发重绘和变更事件。',
    blue: '获取或设置 `RGB` / `RGBA` 滤镜使用的蓝色分量，范围 0 到 255。',
    blurRadius: '获取或设置 `Konva.Filters.Blur` 滤镜的模糊半径（像素）。需要先 `cache()`。',
    brightness:
      '获取或设置亮度，供 `Brighten` 滤镜（加法，范围 -1 到 1）和 `Brightness` 滤镜（乘数，1 表示不变）使用。',
    cache: {
      desc: '把节点（及其子节点）绘制到离屏画布并缓存，之后直接绘制缓存的位图。复杂图形或组缓存后重绘更快；使用滤镜前必须先缓存，节点外观改变后要再次调用 `cache()` 更新缓存。',
      params: {
        config:
          '可选。`x`、`y`、`width`、`height` 指定缓存区域（默认是节点的包围盒），`pixelRatio` 设置缓存画布的像素比，`offset` 向四周扩展缓存区域，`drawBorder` 为缓存区域画红色边框便于调试，`imageSmoothingEnabled` 控制图像平滑，`hitCanvasPixelRatio` 设置命中画布的像素比。',
      },
      returns: '节点本身。',
    },
    className: '节点的类名，例如 `"Rect"`、`"Group"`，序列化时用它来重建节点。',
    clearCache: {desc: '清除 `cache()` 生成的缓存，节点恢复为每次重新绘制。', returns: '节点本身。'},
    clone: {
      desc: '复制节点（容器会连同子节点一起复制），事件处理函数也会被复制。可以传入一个对象覆盖复制出的属性。',
      params: {obj: '可选。要覆盖的属性，例如 `{ x: 100 }`。'},
      returns: '新节点，尚未加入任何容器。',
    },
    contrast: '获取或设置 `Konva.Filters.Contrast` 滤镜的对比度，范围 -100 到 100。',
    destroy: {
      desc: '彻底销毁节点：先触发 `destroy` 事件，再停止拖动、把节点从父容器中移除并清除缓存；容器会先销毁它的所有子节点。销毁后不要再使用它；只是暂时移除请用 `remove()`。',
      returns: '节点本身。',
    },
    dragBoundFunc:
      '获取或设置拖动边界函数。拖动时 Konva 用它把节点的绝对位置 `pos` 修正为返回的新位置，常用于把拖动限制在某个区域或某条线上。',
    dragDistance:
      '获取或设置开始拖动前指针需要移动的最小距离（像素，按水平或垂直方向中较大的位移计算）。节点自己没有设置时，依次沿用最近一个设置了 `dragDistance` 的祖先（组、图层、舞台）的值，都没有设置时才使用全局的 `Konva.dragDistance`。',
    draggable: '获取或设置节点是否可以用鼠标或触摸拖动。',
    draw: {
      desc: '立即重绘节点所在的场景和命中画布。通常不需要手动调用：修改属性后 Konva 会自动安排重绘。',
      returns: '节点本身。',
    },
    embossBlend: '获取或设置 `Konva.Filters.Emboss` 滤镜是否与原图颜色混合。',
    embossDirection: '获取或设置 `Emboss` 滤镜的光照方向，如 `"top-left"`、`"top"`、`"right"`、`"bottom-right"` 等。',
    embossStrength: '获取或设置 `Emboss` 滤镜的强度，范围 0 到 1。',
    embossWhiteLevel: '获取或设置 `Emboss` 滤镜的白色基准，范围 0 到 1。',
    enhance: '获取或设置 `Konva.Filters.Enhance` 滤镜的增强程度，范围 -1 到 1。',
    filters:
      '获取或设置应用到节点上的滤镜数组。数组里可以是滤镜函数（如 `[Konva.Filters.Blur, Konva.Filters.Grayscale]`），也可以是 CSS filter 字符串（如 `["blur(5px)", "brightness(1.2)"]`），两者还能混用。全部是 CSS 字符串且浏览器支持 canvas 的 `filter` 时由浏览器原生处理，速度快；否则退回逐像素计算，退回时只支持 `blur`、`brightness`、`contrast`、`grayscale`、`sepia`、`invert`。无论哪种写法，滤镜都只作用于已缓存的节点，先调用 `cache()`；序列化时只保存 CSS 字符串，不保存滤镜函数。',
    findAncestor: {
      desc: '向上查找第一个与选择器匹配的祖先节点。',
      params: {
        selector: '选择器字符串（`#id`、`.name`、类名）或判断函数。',
        includeSelf: '可选。为 `true` 时把节点自身也纳入查找。',
        stopNode: '可选。查找到这个节点为止。',
      },
      returns: '匹配的祖先，找不到时为 `undefined`。',
    },
    findAncestors: {
      desc: '向上查找所有与选择器匹配的祖先节点，由近到远排列。',
      params: {
        selector: '选择器字符串或判断函数。',
        includeSelf: '可选。为 `true` 时包含节点自身。',
        stopNode: '可选。查找到这个节点为止。',
      },
      returns: '匹配的祖先数组。',
    },
    fire: {
      desc: '手动触发节点上的事件，会调用该事件的所有处理函数。',
      params: {
        eventType: '事件名，例如 `"click"` 或自定义事件名。',
        evt: '可选。传给处理函数的事件对象上的附加属性。',
        bubble: '可选。为 `true` 时事件向父节点冒泡。',
      },
      returns: '节点本身。',
    },
    getAbsoluteOpacity: {
      desc: '返回节点的实际不透明度，即自身与所有祖先不透明度的乘积。',
      returns: '0 到 1 之间的数值。',
    },
    getAbsolutePosition: {
      desc: '返回节点的绝对位置：默认相对于舞台容器左上角（包含舞台自身的缩放和平移），传入 `top` 时相对于这个祖先的坐标系。',
      params: {top: '可选。以这个祖先节点为参照。'},
      returns: '`{x, y}` 坐标。',
    },
    getAbsoluteRotation: {
      desc: '返回节点在舞台上的实际旋转角度，即自身与所有祖先旋转角度之和。',
      returns: '角度（度）。',
    },
    getAbsoluteScale: {
      desc: '返回节点在舞台上的实际缩放，即自身与所有祖先缩放的乘积。',
      params: {top: '可选。以这个祖先节点为参照。'},
      returns: '`{x, y}` 缩放比例。',
    },
    getAbsoluteTransform: {
      desc: '返回把节点的本地坐标换算为舞台容器上屏幕像素坐标的完整变换矩阵（包含所有祖先以及舞台自身的变换）；传入 `top` 时只算到这个祖先为止。',
      params: {top: '可选。以这个祖先节点为参照。'},
      returns: '`Konva.Transform` 对象。',
    },
    getAbsoluteZIndex: {desc: '返回节点在整棵节点树中的绘制顺序序号，而不只是在父容器内的序号。', returns: '序号。'},
    getAncestors: {desc: '返回节点的所有祖先，由近到远排列。', returns: '节点数组。'},
    getAttr: {
      desc: '按名称读取一个属性值，等同于调用同名的 getter（如果存在）。',
      params: {attr: '属性名。'},
      returns: '属性值。',
    },
    getAttrs: {desc: '返回节点的属性对象（`attrs`）。', returns: '属性对象。'},
    getClassName: {desc: '返回节点的类名，例如 `"Circle"`。', returns: '类名字符串。'},
    getClientRect: {
      desc: '返回节点占据的矩形包围盒（已包含变换、描边和阴影），常用于对齐、碰撞检测和框选。默认以舞台容器左上角为原点、按屏幕像素计算，包含舞台自身的缩放和平移；舞台被缩放或平移后，需要画布内容坐标时传 `relativeTo: stage`。',
      params: {
        config:
          '可选。`skipTransform` 忽略变换，`skipShadow` 不计阴影，`skipStroke` 不计描边，`relativeTo` 以某个祖先节点为参照计算。',
      },
      returns: '`{x, y, width, height}`。',
    },
    getDepth: {desc: '返回节点在节点树中的深度：舞台是 0，图层是 1，依此类推。', returns: '深度。'},
    getLayer: {desc: '返回节点所在的图层。', returns: '图层，节点尚未加入图层时为 `null`。'},
    getParent: {desc: '返回父容器。', returns: '父节点，没有时为 `null`。'},
    getRelativePointerPosition: {
      desc: '返回指针相对于节点自身坐标系的位置（已抵消节点及祖先的平移、缩放和旋转）。舞台被缩放或平移后，用它得到画布内容上的坐标。',
      returns: '`{x, y}`，没有指针位置时为 `null`。',
    },
    getStage: {desc: '返回节点所在的舞台。', returns: '舞台，节点尚未加入舞台时为 `null`。'},
    getTransform: {
      desc: '返回节点自身（不含祖先）的变换矩阵，由位置、旋转、缩放、倾斜和偏移计算得到。',
      returns: '`Konva.Transform` 对象。',
    },
    getType: {desc: '返回节点类型：`"Stage"`、`"Layer"`、`"Group"` 或 `"Shape"`。', returns: '类型字符串。'},
    globalCompositeOperation:
      '获取或设置混合模式（即 canvas 的 `globalCompositeOperation`），例如 `"multiply"`、`"destination-out"`（常用于橡皮擦）。',
    green: '获取或设置 `RGB` / `RGBA` 滤镜使用的绿色分量，范围 0 到 255。',
    hasChildren: {desc: '判断节点是否有子节点。图形总是返回 `false`。', returns: '是否有子节点。'},
    hasName: {desc: '判断节点的 `name` 中是否包含某个名称。', params: {name: '要检查的名称。'}, returns: '是否包含。'},
    height: '获取或设置节点高度（像素）。对圆形等图形会同时改变其半径。',
    hide: {desc: '隐藏节点，等同于 `visible(false)`。', returns: '节点本身。'},
    hue: '获取或设置 `HSL` / `HSV` 滤镜的色相偏移（度）。',
    id: '获取或设置节点的 id，可以用 `stage.findOne("#id")` 查找。',
    index: '节点在父容器子节点列表中的位置（从 0 开始），决定同一容器内的绘制顺序。',
    isAncestorOf: {
      desc: '判断本节点是否是另一个节点的祖先。',
      params: {node: '要检查的节点。'},
      returns: '是否是其祖先。',
    },
    isCached: {desc: '判断节点是否已经通过 `cache()` 缓存。', returns: '是否已缓存。'},
    isClientRectOnScreen: {
      desc: '判断节点的包围盒是否（至少部分）位于舞台的可见区域内，可用于只绘制可见内容。',
      params: {margin: '可选。把可见区域向外扩展的边距 `{x, y}`（像素）。'},
      returns: '是否可见。',
    },
    isDragging: {desc: '判断节点当前是否正在被拖动。', returns: '是否正在拖动。'},
    isListening: {
      desc: '判断节点实际上是否响应事件：自身和所有祖先的 `listening` 都为 `true` 时才响应。',
      returns: '是否响应事件。',
    },
    isVisible: {desc: '判断节点实际上是否可见：自身和所有祖先都可见时才为 `true`。', returns: '是否可见。'},
    kaleidoscopeAngle: '获取或设置 `Konva.Filters.Kaleidoscope` 滤镜的角度（度）。',
    kaleidoscopePower: '获取或设置 `Kaleidoscope` 滤镜的分割次数，数值越大花纹越多。',
    levels: '获取或设置 `Konva.Filters.Posterize` 滤镜的色阶，范围 0 到 1。',
    listening:
      '获取或设置节点是否响应事件。设为 `false` 后节点不参与命中检测，事件会穿透到下面的节点，也能省去绘制命中画布的开销。',
    luminance: '获取或设置 `Konva.Filters.HSL` 滤镜的亮度偏移，范围 -1 到 1。',
    move: {desc: '在当前位置上平移节点。', params: {change: '位移量 `{x, y}`。'}, returns: '节点本身。'},
    moveDown: {desc: '在父容器中下移一层（绘制顺序后退一位）。', returns: '位置是否发生了变化。'},
    moveTo: {
      desc: '把节点移动到另一个容器中，保留节点的属性和事件。',
      params: {newContainer: '新的父容器。'},
      returns: '节点本身。',
    },
    moveToBottom: {desc: '移到父容器的最底层（最先绘制）。', returns: '位置是否发生了变化。'},
    moveToTop: {desc: '移到父容器的最顶层（最后绘制，显示在最上面）。', returns: '位置是否发生了变化。'},
    moveUp: {desc: '在父容器中上移一层。', returns: '位置是否发生了变化。'},
    name: '获取或设置节点的名称。可以用空格分隔多个名称，并通过 `.name` 选择器查找。',
    nodeType: '节点类型：`"Stage"`、`"Layer"`、`"Group"` 或 `"Shape"`。',
    noise: '获取或设置 `Konva.Filters.Noise` 滤镜的噪点强度，范围 0 到 1。',
    off: {
      desc: '移除事件监听。可以只传事件名，也可以带命名空间（如 `"click.myPlugin"`），或只传命名空间（`".myPlugin"`）移除该命名空间下的所有监听。',
      params: {evtStr: '可选。事件名，多个用空格分隔；省略时移除全部监听。', callback: '可选。只移除这个处理函数。'},
      returns: '节点本身。',
    },
    offset: '获取或设置偏移量 `{x, y}`：节点的旋转和缩放以「位置减去偏移」处为中心，常用来让图形绕自身中心旋转。',
    offsetX: '获取或设置水平偏移量。',
    offsetY: '获取或设置垂直偏移量。',
    on: {
      desc: '绑定事件监听。可一次绑定多个事件（用空格分隔），事件名可带命名空间（`"click.myPlugin"`）方便之后用 `off()` 移除。容器上还可以传入选择器，只处理来自匹配子节点的事件（事件委托）。',
      params: {
        evtStr: '事件名，例如 `"click"`、`"dragmove"`、`"click tap"`。',
        selector: '可选。选择器，只在目标节点匹配时调用处理函数。',
        handler: '处理函数，参数是 Konva 事件对象，原生事件在 `evt.evt` 上。',
      },
      returns: '节点本身。',
    },
    opacity: '获取或设置不透明度，范围 0（完全透明）到 1（完全不透明）。会与祖先的不透明度相乘。',
    parent: '父容器，节点尚未加入容器时为 `null`。',
    pixelSize: '获取或设置 `Konva.Filters.Pixelate` 滤镜的像素块大小（像素）。',
    position: '获取或设置节点相对于父容器的位置 `{x, y}`。',
    preventDefault:
      '获取或设置节点的事件是否调用原生事件的 `preventDefault()`。在移动端想让页面可以滚动时，可对图形设为 `false`。',
    red: '获取或设置 `RGB` / `RGBA` 滤镜使用的红色分量，范围 0 到 255。',
    remove: {
      desc: '把节点从父容器中移除，但不销毁，之后还可以重新 `add()`。不再需要的节点请用 `destroy()`。',
      returns: '节点本身。',
    },
    removeName: {desc: '从节点的 `name` 中删除一个名称。', params: {name: '要删除的名称。'}, returns: '节点本身。'},
    rotate: {desc: '在当前角度上继续旋转。', params: {theta: '增加的角度（度）。'}, returns: '节点本身。'},
    rotation: '获取或设置旋转角度（度，顺时针），旋转中心是 `offset` 所在的点。',
    saturation: '获取或设置 `HSL` / `HSV` 滤镜的饱和度调整值。',
    scale: '获取或设置缩放比例 `{x, y}`，1 表示原始大小，负数表示翻转。',
    scaleX: '获取或设置水平缩放比例。',
    scaleY: '获取或设置垂直缩放比例。',
    setAttr: {
      desc: '按名称设置一个属性，存在同名 setter 时会调用它，并触发重绘和变更事件。',
      params: {attr: '属性名。', val: '新值。'},
      returns: '节点本身。',
    },
    setAttrs: {
      desc: '一次设置多个属性。',
      params: {config: '属性对象，例如 `{ x: 10, fill: "red" }`。'},
      returns: '节点本身。',
    },
    show: {desc: '显示节点，等同于 `visible(true)`。', returns: '节点本身。'},
    size: '获取或设置尺寸 `{width, height}`。',
    skew: '获取或设置倾斜量 `{x, y}`。',
    skewX: '获取或设置水平倾斜量。',
    skewY: '获取或设置垂直倾斜量。',
    startDrag: {
      desc: '以代码方式开始拖动节点，例如在自定义手势中把节点交给指针拖动。',
      params: {evt: '可选。触发拖动的事件。', bubbleEvent: '可选。`dragstart` 事件是否冒泡。'},
    },
    stopDrag: {desc: '以代码方式结束当前的拖动。', params: {evt: '可选。结束拖动的事件。'}},
    threshold:
      '获取或设置 `Konva.Filters.Threshold` 与 `Mask` 滤镜使用的阈值。用于 `Threshold` 时范围 0 到 1（默认 0.5）；用于 `Mask` 时是与背景色的颜色距离，范围 0 到 255（未设置时为 10）。',
    toBlob: {
      desc: '把节点导出为图片 `Blob`，适合上传或保存文件。',
      params: {
        config:
          '可选。`x`、`y`、`width`、`height` 导出区域，`pixelRatio` 像素比（默认 1，不是设备像素比；导出高清图时调大），`mimeType` 图片格式，`quality` 质量（0 到 1），`callback` 完成回调。',
      },
      returns: '解析为 `Blob` 的 Promise。',
    },
    toCanvas: {
      desc: '把节点绘制到一个新的 canvas 元素上并返回。',
      params: {config: '可选。导出区域与 `pixelRatio`（默认 1）等选项。'},
      returns: '`HTMLCanvasElement`。',
    },
    toDataURL: {
      desc: '把节点导出为 data URL 字符串（默认 PNG），同步返回。`pixelRatio` 默认是 1，不会自动使用设备像素比，高分屏上要导出清晰的图片需自己传入，例如 `pixelRatio: 2`；已缓存的节点保持缓存时的分辨率，需要按导出像素比重新 `cache()` 才能保留细节。',
      params: {
        config:
          '可选。`x`、`y`、`width`、`height` 导出区域，`pixelRatio` 像素比（默认 1，输出图片的尺寸按它成倍放大），`mimeType` 如 `"image/jpeg"`，`quality` 质量（0 到 1），`callback` 回调。',
      },
      returns: 'data URL 字符串。',
    },
    toImage: {
      desc: '把节点导出为 `HTMLImageElement`。',
      params: {config: '可选。导出区域、`pixelRatio`（默认 1）、`mimeType`、`quality`，以及接收图片的 `callback`。'},
      returns: '解析为图片元素的 Promise。',
    },
    toJSON: {
      desc: '把节点及其子节点序列化为 JSON 字符串，可用 `Konva.Node.create()` 还原。图片对象、事件处理函数和自定义函数不会被保存。',
      returns: 'JSON 字符串。',
    },
    toObject: {
      desc: '把节点序列化为普通对象（包含 `attrs`、`className` 和子节点），只保留与默认值不同的属性。',
      returns: '可序列化的对象。',
    },
    transformsEnabled:
      '获取或设置参与计算的变换：`"all"`（默认）、`"position"`（只用位置，忽略旋转和缩放，绘制更快）或 `"none"`。',
    value: '获取或设置 `Konva.Filters.HSV` 滤镜的明度调整值。',
    visible: '获取或设置节点是否可见。隐藏的节点不绘制，也不响应事件。',
    width: '获取或设置节点宽度（像素）。',
    x: '获取或设置相对于父容器的横坐标（像素）。',
    y: '获取或设置相对于父容器的纵坐标（像素）。',
    zIndex:
      '获取或设置节点在父容器中的绘制顺序序号，数值大的绘制在上面。在 React、Vue 等框架中，顺序应由状态中的数组顺序决定。',
    // Konva 只在 JSDoc 中记录（@method Konva.Node#to），.d.ts 里没有声明
    to: {
      desc: '`Konva.Tween` 的简写：用给出的目标值为节点创建一个补间动画并立即播放，播放结束后自动销毁这个补间。`params` 里除了目标属性（`x`、`opacity`、`fill` 等），还可以写 `duration`、`easing`、`yoyo` 和 `onUpdate`、`onFinish` 等回调，含义见 [`Konva.Tween`](/api/Konva.Tween.html#constructor)；`node` 总是当前节点，不用写。传入的对象不会被修改，可以复用到多个节点上。',
      params: {params: '目标属性值和补间选项，不能省略。'},
      returns: '已经开始播放的 `Konva.Tween`，可以用它暂停或倒放；结束后它已被销毁。',
    },
  },
  eventsIntro:
    '每个属性变化时还会触发 `属性名Change` 事件，例如 `xChange`、`widthChange`。指针事件由舞台分发给被命中的图形，然后向父组、图层和舞台冒泡，可用 `evt.cancelBubble = true` 阻止冒泡。',
  events: {
    absoluteTransformChange: '节点自身或任一祖先的位置、缩放、旋转等变换改变时触发。',
    click: '鼠标左键（或主按钮）点击时触发。',
    contextmenu: '打开右键菜单时触发，可在处理函数中调用 `evt.evt.preventDefault()` 阻止浏览器菜单。',
    dblclick: '鼠标双击时触发。',
    dbltap: '触摸屏上快速双击时触发。',
    destroy: '节点被 `destroy()` 销毁时触发。',
    dragend: '拖动结束时触发。',
    dragmove: '拖动过程中节点位置变化时持续触发。',
    dragstart: '开始拖动时触发（指针移动超过 `dragDistance` 之后）。',
    mousecancel: '鼠标指针的交互被浏览器取消时触发。',
    mousedown: '在节点上按下鼠标按键时触发。',
    mouseenter: '鼠标进入节点时触发；与 DOM 的同名事件一样不冒泡。',
    mouseleave: '鼠标离开节点时触发；与 DOM 的同名事件一样不冒泡。',
    mousemove: '鼠标在节点上移动时触发。',
    mouseout: '鼠标离开节点时触发，会冒泡。',
    mouseover: '鼠标移入节点时触发，会冒泡。',
    mouseup: '在节点上松开鼠标按键时触发。',
    pointercancel: '指针交互被浏览器取消时触发。',
    pointerclick: '任意指针（鼠标、触摸、手写笔）点击时触发。',
    pointerdblclick: '任意指针双击时触发。',
    pointerdown: '任意指针按下时触发。',
    pointerenter: '指针进入节点时触发，不冒泡。',
    pointerleave: '指针离开节点时触发，不冒泡。',
    pointermove: '指针在节点上移动时触发。',
    pointerout: '指针离开节点时触发，会冒泡。',
    pointerover: '指针移入节点时触发，会冒泡。',
    pointerup: '指针抬起时触发。',
    tap: '触摸屏上轻触时触发，相当于触摸版的 `click`。',
    touchcancel: '触摸被系统取消时触发。',
    touchend: '手指离开屏幕时触发。',
    touchenter: '手指滑入节点时触发。',
    touchleave: '手指滑出节点时触发。',
    touchmove: '手指在节点上移动时触发。',
    touchout: '手指滑出节点时触发，会冒泡。',
    touchover: '手指滑入节点时触发，会冒泡。',
    touchstart: '手指接触节点时触发。',
    wheel: '在节点上滚动鼠标滚轮时触发，常用于缩放舞台。',
  },
  config: {
    rotationDeg: '旧版的旋转角度参数（度），新代码请使用 `rotation`。',
  },
  options: {
    cache: {
      x: '缓存区域左边的 x 坐标，在节点自身的坐标系中（不含节点自己的变换）。',
      y: '缓存区域上边的 y 坐标。',
      width: '缓存区域的宽度。',
      height: '缓存区域的高度。自定义图形的 `sceneFunc` 画到了包围盒以外时，用这四项给出完整区域。',
      pixelRatio: '缓存画布的像素比。节点会被放大显示时调大它，缓存的位图才不会模糊。',
      imageSmoothingEnabled: '设为 `false` 时缓存画布关闭图像平滑。',
      drawBorder: '设为 `true` 时在缓存区域四周画一圈红色边框，便于调试区域是否合适。',
      offset: '把缓存区域向四周各扩大这么多像素，例如给阴影或模糊留出空间。',
      hitCanvasPixelRatio: '命中检测用的缓存画布的像素比，调小可以省内存，但命中区域会变粗糙。',
    },
    getClientRect: {
      skipTransform: '设为 `true` 时不计入节点自身的变换（位置、旋转、缩放），得到节点在自身坐标系中的矩形。',
      skipShadow: '设为 `true` 时不把阴影算进矩形。',
      skipStroke: '设为 `true` 时不把描边宽度算进矩形。',
      relativeTo: '计算相对于这个祖先节点的矩形（在它的坐标系中）；省略时得到相对舞台容器左上角的绝对坐标。',
    },
    toCanvas: {...exportArea},
    toDataURL: {
      ...exportArea,
      ...exportFormat,
      callback: '可选的回调，参数是生成的 data URL（同时也会作为返回值返回）。',
    },
    toImage: {
      ...exportArea,
      ...exportFormat,
      callback: '图片加载完成后调用，参数是 `HTMLImageElement`；也可以改用返回的 Promise。',
    },
    toBlob: {
      ...exportArea,
      ...exportFormat,
      callback: '生成 `Blob` 后调用，参数是 `Blob`；生成失败时不调用，返回的 Promise 会被拒绝。',
    },
  },
};

export default doc;
