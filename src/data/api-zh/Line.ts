import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '线：用 `points: [x1, y1, x2, y2, ...]` 指定一串点，依次连成折线。设置 `tension` 得到平滑曲线，设置 `closed: true` 得到闭合的多边形（可以填充），两者结合就是平滑的「团状」图形。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 折线、平滑曲线、闭合多边形
layer.add(new Konva.Line({ points: [20, 60, 80, 20, 140, 60, 200, 20], stroke: '#264653', strokeWidth: 3 }));
layer.add(new Konva.Line({ points: [20, 140, 80, 100, 140, 140, 200, 100], stroke: '#e76f51', strokeWidth: 3, tension: 0.5 }));
layer.add(new Konva.Line({ points: [240, 40, 320, 40, 300, 130, 250, 110], fill: '#2a9d8f', stroke: '#264653', closed: true }));
`,
  members: {
    bezier: '获取或设置是否把点当作贝塞尔曲线的控制点来绘制（起点、控制点 1、控制点 2、终点……）。',
    closed: '获取或设置是否闭合。闭合后最后一个点连回第一个点，并且可以填充。',
    points:
      '获取或设置点坐标数组 `[x1, y1, x2, y2, ...]`（相对于线自身的位置）。修改时请传入新数组，而不是直接修改原数组。',
    tension: '获取或设置曲线张力。0 为折线，数值越大曲线越弯，常用 0.5 左右。',
  },
};

export default doc;
