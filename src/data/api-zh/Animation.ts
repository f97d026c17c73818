import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '逐帧动画。Konva 在每一帧（基于 `requestAnimationFrame`）调用你的函数，你在函数中根据时间修改节点属性，Konva 随后重绘相关图层。适合持续运动、物理模拟等无法用起止状态描述的动画；从一个状态过渡到另一个状态请用 `Konva.Tween`。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);
const ball = new Konva.Circle({ x: 60, y: 100, radius: 20, fill: '#e63946' });
layer.add(ball);

// 每帧根据经过的时间计算位置：左右往返运动
const anim = new Konva.Animation((frame) => {
  ball.x(160 + 100 * Math.sin(frame.time / 500));
}, layer);
anim.start();
`,
  members: {
    addLayer: {desc: '添加一个每帧需要重绘的图层。', params: {layer: '图层。'}, returns: '是否添加成功（已存在时为 `false`）。'},
    frame: '当前帧的信息：`time`（动画开始后的毫秒数）、`timeDiff`（距上一帧的毫秒数）、`lastTime` 和 `frameRate`。',
    func: {desc: '每帧调用的函数，参数是当前帧信息。返回 `false` 时本帧不重绘图层。', params: {frame: '帧信息 `{time, timeDiff, lastTime, frameRate}`。'}},
    getLayers: {desc: '返回动画每帧会重绘的图层。', returns: '图层数组。'},
    id: '动画的唯一编号。',
    isRunning: {desc: '判断动画是否正在运行。', returns: '是否运行中。'},
    layers: '动画每帧会重绘的图层。',
    setLayers: {
      desc: '设置动画每帧要重绘的图层，替换原来的设置。',
      params: {layers: '一个图层、图层数组，或 `null` 表示不重绘任何图层。'},
      returns: '动画本身。',
    },
    start: {desc: '开始动画。', returns: '动画本身。'},
    stop: {desc: '停止动画；之后可以再次 `start()`。', returns: '动画本身。'},
  },
};

export default doc;
