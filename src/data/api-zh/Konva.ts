import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    "`Konva` 是整个库的入口对象：`import Konva from 'konva'` 得到的就是它。所有的类（`Konva.Stage`、`Konva.Rect` 等）、工具对象（`Konva.Util`、`Konva.Filters`、`Konva.Easings`）以及影响全局行为的设置都挂在它上面。\n\n" +
    '全局设置一般在创建任何舞台之前修改，例如在内存紧张的移动设备上设置 `Konva.pixelRatio = 1`，或用 `Konva.dragDistance` 避免点击时误触发拖动。',
  members: {},
  globals: {
    angleDeg: '角度属性（如 `rotation`）是否使用「度」为单位。设为 `false` 后改用弧度。',
    autoDrawEnabled: '修改节点属性后是否自动重绘所在图层。关闭后需要自己调用 `layer.draw()` 或 `batchDraw()`。',
    beginUpdateBatch: {
      desc: '开始一个更新批次，返回结束批次的函数。批次内对多个节点的修改只让变换器等依赖方更新一次，适合一次修改很多选中节点（例如撤销操作）。在 `finally` 中调用返回的函数，不要跨越 `await` 或动画帧保持批次。',
      returns: '结束批次并执行待处理更新的函数。',
    },
    capturePointerEventsEnabled:
      '是否像 DOM 那样「捕获」指针事件：为 `true` 时，在某个图形上按下后，移动事件会一直发给这个图形，即使指针已经移到别的图形上。',
    dblClickWindow: '两次点击被判定为双击（`dblclick` / `dbltap`）的最大间隔，单位毫秒。',
    document: 'Konva 用来创建元素的 `document` 对象。浏览器中就是页面的 `document`，在 Node.js 中由 canvas 后端提供。',
    dragButtons: '允许发起拖动的鼠标按键编号数组，`0` 是左键，`1` 是中键，`2` 是右键。',
    dragDistance:
      '全局的拖动阈值，默认 3：指针在水平或垂直方向移动达到这个距离（像素）后才开始拖动，可以避免点击时误触发拖动。节点自己或它的某个祖先用 `dragDistance()` 设置了值时，以最近的那个为准。',
    enableTrace: '是否记录绘图上下文的调用轨迹，主要用于测试 Konva 本身，会降低性能。',
    getAngle: {
      desc: '把角度值换算成弧度；当 `Konva.angleDeg` 为 `false` 时原样返回。',
      params: {angle: '角度值。'},
      returns: '弧度。',
    },
    hitOnDragEnabled: '拖动过程中是否继续进行命中检测。默认关闭以提升性能；需要在拖动时检测经过了哪些图形时打开。',
    isBrowser: '当前是否运行在浏览器环境中。',
    isDragging: {desc: '判断当前是否有节点正在被拖动。', returns: '是否正在拖动。'},
    isDragReady: {
      desc: '判断是否有节点已经准备好拖动（指针已按下，但可能尚未移动到拖动阈值）。',
      returns: '是否准备拖动。',
    },
    isTransforming: {desc: '判断当前是否有变换器正在变换节点。', returns: '是否正在变换。'},
    isUnminified: '当前加载的 Konva 代码是否未经压缩，供调试提示使用。',
    legacyTextRendering:
      '是否使用旧版文字渲染方式（以 `"middle"` 为默认基线）。只在需要与旧版本的文字位置保持一致时打开。',
    pixelRatio:
      '全局像素比，默认取设备的 `window.devicePixelRatio`，使画布在高分屏上清晰。在内存紧张的移动设备上可以设为 `1` 降低内存占用；请在创建舞台之前设置。',
    pointerEventsEnabled: '是否监听浏览器的指针事件（原生 `pointerdown` 等），并在节点上触发同名的 Konva 事件。',
    releaseCanvasOnDestroy:
      '销毁节点时是否释放其内部 canvas 的内存，可以避免 Safari（macOS / iOS）中的 canvas 内存泄漏。',
    shapes: 'Konva 内部的图形登记表，以命中检测颜色为键，用于把命中画布上的颜色对应回图形。',
    showWarnings: '是否在控制台输出 API 用法不当的警告。错误信息总是会输出。',
    stages: '当前页面上创建的所有舞台。',
    version: '当前使用的 Konva 版本号。',
  },
};

export default doc;
