import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '可以包含子节点的节点的基类。`Konva.Stage`、`Konva.Layer`、`Konva.Group` 都继承自它，因此添加子节点、按选择器查找、裁剪等方法在三者上用法相同。你不会直接创建 `Container`，而是使用它的子类。',
  members: {
    add: {
      desc: '把一个或多个子节点添加到容器末尾（显示在已有子节点上方）。节点原来若在别的容器中，会先从那里移除。',
      params: {children: '要添加的节点，可传多个。'},
      returns: '容器本身。',
    },
    children: '子节点数组，按绘制顺序排列。只读使用；增删请用 `add()`、`remove()` 等方法。',
    clip: '获取或设置矩形裁剪区域 `{x, y, width, height}`（容器自身坐标系），超出区域的子节点内容不会绘制。',
    clipFunc:
      '获取或设置裁剪函数：在函数里用 `ctx` 绘制路径（如 `ctx.arc(...)`），容器内容只在该路径内显示，可实现任意形状的裁剪。也可以返回 `[path2d, fillRule]` 指定路径和填充规则。',
    clipHeight: '获取或设置裁剪区域的高度。',
    clipWidth: '获取或设置裁剪区域的宽度。',
    clipX: '获取或设置裁剪区域的横坐标。',
    clipY: '获取或设置裁剪区域的纵坐标。',
    destroyChildren: {desc: '销毁所有子节点（调用它们的 `destroy()`），容器本身保留。', returns: '容器本身。'},
    find: {
      desc: '在所有后代中查找匹配选择器的节点。选择器可以是 `#id`、`.name`、类名（如 `Rect`），多个选择器用逗号分隔；也可以传入判断函数。',
      params: {selector: '选择器字符串或 `(node) => boolean` 函数。'},
      returns: '匹配的节点数组（可能为空）。',
    },
    findOne: {
      desc: '查找第一个匹配选择器的后代节点。',
      params: {selector: '选择器字符串或判断函数。'},
      returns: '找到的节点，找不到时为 `undefined`。',
    },
    getAllIntersections: {
      desc: '返回容器内所有覆盖某个点的图形。它需要重绘每个图形来检测，性能很差，只在特殊场景使用；一般请用 `stage.getIntersection()`。不监听事件或不可见的节点不会被检测到。',
      params: {pos: '相对于舞台容器左上角的点 `{x, y}`（屏幕像素，不抵消舞台自身的缩放和平移）。'},
      returns: '图形数组。',
    },
    getChildren: {
      desc: '返回直接子节点，可以传入函数进行筛选。',
      params: {filterFunc: '可选。筛选函数，返回 `true` 的子节点会被保留。'},
      returns: '子节点数组。',
    },
    hasChildren: {desc: '判断容器是否有子节点。', returns: '是否有子节点。'},
    isAncestorOf: {desc: '判断容器是否是某个节点的祖先。', params: {node: '要检查的节点。'}, returns: '是否是其祖先。'},
    removeChildren: {desc: '移除所有子节点但不销毁它们，之后还可以重新添加。', returns: '容器本身。'},
  },
  events: {
    add: '有子节点通过 `add()` 加入容器时触发，事件对象的 `child` 是新加入的节点。',
  },
  config: {
    clearBeforeDraw: '重绘前是否先清空画布。只对图层有效，见 `Konva.Layer#clearBeforeDraw`。',
  },
};

export default doc;
