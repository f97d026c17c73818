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
    addLayer: {
      desc: '添加一个每帧需要重绘的图层。',
      params: {layer: '图层。'},
      returns: '是否添加成功（已存在时为 `false`）。',
    },
    frame:
      '当前帧的信息：`time`（累计运行的毫秒数，`stop()` 与再次 `start()` 之间的时间不算）、`timeDiff`（距上一帧的毫秒数）、`lastTime`（本帧的时间戳）和 `frameRate`。',
    func: {
      desc: '每帧调用的函数，参数是当前帧信息。返回 `false` 时，动画跳过本帧对 `layers` 的重绘；函数里调用过的 setter 仍会在 `Konva.autoDrawEnabled`（默认 `true`）下预约各自图层的 `batchDraw()`。',
      params: {frame: '帧信息 `{time, timeDiff, lastTime, frameRate}`。'},
    },
    getLayers: {desc: '返回动画每帧会重绘的图层。', returns: '图层数组。'},
    id: '动画的唯一编号。',
    isRunning: {desc: '判断动画是否正在运行。', returns: '是否运行中。'},
    layers:
      '动画每帧自己重绘的图层。为空时动画不重绘任何图层，但在 `Konva.autoDrawEnabled` 为 `true`（默认）时，节点属性的修改仍会让所在图层重绘。',
    setLayers: {
      desc: '设置动画每帧要重绘的图层，替换原来的设置。',
      params: {
        layers:
          '一个图层、图层数组，或 `null`（动画自己不重绘图层；`Konva.autoDrawEnabled` 为 `true` 时，setter 改过的节点所在图层仍会重绘）。',
      },
      returns: '动画本身。',
    },
    start: {
      desc: '开始动画：把它加入全局的 `requestAnimationFrame` 循环。每次调用都会把 `frame.lastTime` 设为此刻、`frame.timeDiff` 归零；对正在运行的动画再调用一次，上一帧到这次调用之间的时间就不计入 `frame.time`。`frame.time` 本身不清零，停止后再开始会接着累加。',
      returns: '动画本身。',
    },
    stop: {desc: '停止动画；之后可以再次 `start()`，`frame.time` 从停下时的值继续累加。', returns: '动画本身。'},
  },
};

export default doc;
