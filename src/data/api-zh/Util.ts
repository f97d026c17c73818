import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '`Konva.Util` 是一组工具函数：颜色转换、角度换算、矩形相交判断、创建 canvas 和图片元素、输出警告等。它们都是普通函数，直接用 `Konva.Util.xxx()` 调用。',
  members: {
    cloneArray: {desc: '浅复制一个数组。', params: {arr: '要复制的数组。'}, returns: '新数组。'},
    cloneObject: {
      desc: '深复制一个对象：其中的普通对象和数组会逐层复制（类型化数组也会复制一份），其他值（如图片、节点等类实例和函数）仍是同一个引用。',
      params: {obj: '要复制的对象。'},
      returns: '新对象。',
    },
    colorToRGBA: {
      desc: '把任意 CSS 颜色字符串（颜色名、十六进制、`rgb()`、`rgba()`、`hsl()`、`hsla()`）解析为 `{r, g, b, a}`。',
      params: {str: '颜色字符串。'},
      returns: '`{r, g, b, a}`，无法解析时为 `undefined`。',
    },
    createCanvasElement: {
      desc: '创建一个 canvas 元素（在 Node.js 中由 canvas 后端创建）。',
      returns: '`HTMLCanvasElement`。',
    },
    createImageElement: {desc: '创建一个 img 元素。', returns: '`HTMLImageElement`。'},
    degToRad: {desc: '把角度换算为弧度。', params: {deg: '角度。'}, returns: '弧度。'},
    drawRoundedPolygonPath: {
      desc: '在绘图上下文中画一条带圆角的正多边形路径，供自定义图形使用。',
      params: {
        context: '绘图上下文。',
        points: '顶点数组。',
        sides: '边数。',
        radius: '外接圆半径。',
        cornerRadius: '圆角半径，可以是数组。',
      },
    },
    drawRoundedRectPath: {
      desc: '在绘图上下文中画一条圆角矩形路径，供自定义图形使用。',
      params: {
        context: '绘图上下文。',
        width: '宽度。',
        height: '高度。',
        cornerRadius: '圆角半径，或 `[左上, 右上, 右下, 左下]` 数组。',
      },
    },
    each: {
      desc: '遍历对象的每个键值对。',
      params: {obj: '要遍历的对象。', func: '对每一项调用的函数 `(key, value)`。'},
    },
    error: {desc: '在控制台输出一条带 Konva 前缀的错误信息。', params: {str: '信息内容。'}},
    getHitColor: {
      desc: '生成一个随机的命中检测颜色，Konva 用它在命中画布上区分不同图形。',
      returns: '十六进制颜色字符串。',
    },
    getHitColorKey: {
      desc: '把命中画布上读到的 RGB 值换算成图形登记表中的颜色键，能容忍少量颜色偏差。',
      params: {r: '红色分量（0 到 255）。', g: '绿色分量（0 到 255）。', b: '蓝色分量（0 到 255）。'},
      returns: '颜色键字符串。',
    },
    getRandomColor: {desc: '返回一个随机颜色。', returns: '十六进制颜色字符串，如 `"#3fa2c8"`。'},
    getRGB: {desc: '把颜色字符串解析为 `{r, g, b}`。', params: {color: '颜色字符串。'}, returns: '`{r, g, b}`。'},
    getSnappedHexColor: {
      desc: '把十六进制颜色对齐到命中检测使用的颜色网格上。',
      params: {hex: '十六进制颜色，如 `"#ff00ff"`。'},
      returns: '对齐后的十六进制颜色。',
    },
    haveIntersection: {
      desc: '判断两个矩形是否相交，常配合 `getClientRect()` 做碰撞检测或框选。',
      params: {r1: '第一个矩形 `{x, y, width, height}`。', r2: '第二个矩形。'},
      returns: '是否相交。',
    },
    isCanvasFarblingActive: {
      desc: '检测浏览器是否会随机扰动 canvas 读取结果（例如 Brave 的防指纹保护），这种情况下命中检测可能不准确。',
      returns: '是否检测到扰动。',
    },
    isObject: {desc: '判断一个值是否是对象。', params: {val: '要判断的值。'}, returns: '是否是对象。'},
    isValidSelector: {
      desc: '判断一个字符串是否是合法的 Konva 选择器（以 `#`、`.` 或大写类名开头）。',
      params: {selector: '要判断的选择器。'},
      returns: '是否合法。',
    },
    radToDeg: {desc: '把弧度换算为角度。', params: {rad: '弧度。'}, returns: '角度。'},
    releaseCanvas: {
      desc: '释放 canvas 元素占用的内存（把尺寸设为 0），用于避免 Safari 中的 canvas 内存泄漏。',
      params: {canvases: '要释放的 canvas 元素，可传多个。'},
    },
    requestAnimFrame: {
      desc: '在下一帧调用回调，等同于 `requestAnimationFrame`，在不支持它的环境中退回到定时器。',
      params: {callback: '回调函数。', win: '可选。使用哪个窗口的 `requestAnimationFrame`。'},
    },
    throw: {desc: '抛出一个带 Konva 前缀的错误。', params: {str: '错误信息。'}},
    warn: {
      desc: '在控制台输出一条带 Konva 前缀的警告；`Konva.showWarnings` 为 `false` 时不输出。',
      params: {str: '警告内容。'},
    },
  },
};

export default doc;
