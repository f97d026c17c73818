import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '2D 变换矩阵（`[a, b, c, d, e, f]`，与 canvas 的 `setTransform` 参数相同）。`node.getTransform()` 和 `node.getAbsoluteTransform()` 返回的就是它。平时很少需要直接使用，但在换算坐标时很方便：例如用 `getAbsoluteTransform().copy().invert().point(pos)` 把舞台容器上的屏幕坐标（例如 `stage.getPointerPosition()` 的结果）换算为节点的本地坐标。',
  members: {
    copy: {
      desc: '复制出一个新的变换矩阵。修改 `getAbsoluteTransform()` 的结果前应先复制，避免改坏节点的缓存。',
      returns: '新的 `Konva.Transform`。',
    },
    copyInto: {desc: '把当前矩阵的值复制到另一个变换对象中。', params: {tr: '目标变换对象。'}},
    decompose: {
      desc: '把矩阵分解为位置、旋转、缩放和倾斜。',
      returns: '`{x, y, rotation, scaleX, scaleY, skewX, skewY}`。',
    },
    getMatrix: {desc: '返回矩阵的 6 个数值。', returns: '`[a, b, c, d, e, f]`。'},
    getTranslation: {desc: '返回矩阵的平移部分。', returns: '`{x, y}`。'},
    invert: {desc: '把矩阵变为它的逆矩阵（直接修改自身）。', returns: '变换本身。'},
    isInvertible: {desc: '判断矩阵是否可逆（例如缩放为 0 时不可逆）。', returns: '是否可逆。'},
    m: '矩阵的 6 个数值 `[a, b, c, d, e, f]`。',
    multiply: {desc: '右乘另一个矩阵（直接修改自身）。', params: {matrix: '另一个变换。'}, returns: '变换本身。'},
    point: {desc: '用矩阵变换一个点。', params: {point: '点 `{x, y}`。'}, returns: '变换后的点。'},
    reset: {desc: '重置为单位矩阵。'},
    rotate: {desc: '叠加旋转。', params: {rad: '弧度。'}, returns: '变换本身。'},
    scale: {desc: '叠加缩放。', params: {sx: '水平缩放比例。', sy: '垂直缩放比例。'}, returns: '变换本身。'},
    skew: {desc: '叠加倾斜。', params: {sx: '水平倾斜量。', sy: '垂直倾斜量。'}, returns: '变换本身。'},
    translate: {desc: '叠加平移。', params: {x: '水平位移。', y: '垂直位移。'}, returns: '变换本身。'},
  },
};

export default doc;
