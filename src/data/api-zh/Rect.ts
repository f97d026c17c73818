import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '矩形。用 `x`、`y` 定位左上角，`width`、`height` 定尺寸，`cornerRadius` 画圆角。它是最常用的图形，也常被用作背景、按钮底板和框选框。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 一个带圆角和描边的矩形，可以拖动
layer.add(
  new Konva.Rect({
    x: 40,
    y: 40,
    width: 160,
    height: 90,
    cornerRadius: 12,
    fill: '#8ecae6',
    stroke: '#023047',
    strokeWidth: 3,
    draggable: true,
  }),
);
`,
  members: {
    cornerRadius:
      '获取或设置圆角半径（像素）。传一个数字时四个角相同；传数组 `[左上, 右上, 右下, 左下]` 可以分别设置。',
  },
};

export default doc;
