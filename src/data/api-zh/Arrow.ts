import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '箭头：在 `Konva.Line` 的基础上，在线的末端（也可以在起点）画箭头。用 `points` 指定折线的各个点，箭头方向沿着最后一段线。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 折线箭头，两端都有箭头
layer.add(
  new Konva.Arrow({
    points: [40, 160, 140, 60, 260, 120],
    pointerLength: 16,
    pointerWidth: 14,
    pointerAtBeginning: true,
    stroke: '#3a86ff',
    fill: '#3a86ff',
    strokeWidth: 4,
  }),
);
`,
  members: {
    pointerAtBeginning: '获取或设置是否在线的起点也画箭头。',
    pointerAtEnding: '获取或设置是否在线的终点画箭头。',
    pointerLength: '获取或设置箭头的长度（像素）。',
    pointerWidth: '获取或设置箭头的宽度（像素）。',
  },
};

export default doc;
