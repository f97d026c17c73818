import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '补间动画：让一个节点的数值属性（位置、缩放、旋转、不透明度、颜色等）在指定时长内从当前值平滑过渡到目标值。构造参数里除了 `node`、`duration`、`easing` 等控制项，其余都是目标属性值。\n\n' +
    '补间动画可以播放、暂停、倒放、跳转和重置。用完后调用 `destroy()` 释放；只想快速播放一次时，也可以直接用 `node.to({...})`。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);
const box = new Konva.Rect({ x: 40, y: 60, width: 80, height: 80, fill: '#457b9d' });
layer.add(box);

// 1 秒内移动、旋转并变色，带回弹效果
const tween = new Konva.Tween({
  node: box,
  duration: 1,
  x: 220,
  rotation: 90,
  fill: '#e63946',
  easing: Konva.Easings.BackEaseOut,
});

// 点击矩形：正放或倒放
let forward = true;
box.on('click tap', () => {
  forward ? tween.play() : tween.reverse();
  forward = !forward;
});
`,
  members: {
    anim: '驱动补间的 `Konva.Animation` 对象。',
    destroy: {desc: '停止并销毁补间动画，解除它与节点的关联。不再使用的补间应当销毁，避免内存泄漏。'},
    finish: {desc: '立即跳到动画结束状态。', returns: '补间本身。'},
    node: '要做动画的节点。',
    onFinish:
      '动画到达终点时调用的函数（构造参数 `onFinish`）：正放播完，或调用 `finish()` 时触发。开了 `yoyo` 时到终点会掉头倒放，不触发它。',
    onReset:
      '动画回到起点时调用的函数（构造参数 `onReset`）：调用 `reset()` 时，以及不带 `yoyo` 的 `reverse()` 倒放到起点时都会触发；创建补间时不会触发。',
    onUpdate: '动画每一帧更新后调用的函数（构造参数 `onUpdate`）。',
    pause: {desc: '暂停动画，之后 `play()` 会从当前位置继续。', returns: '补间本身。'},
    play: {
      desc: '从当前位置向结束状态播放。补间的进度按它自己的时钟（`Date.now()`）计算，不受内部 `Konva.Animation` 的 `frame.time` 影响，所以反复 `play()` 不会拖慢它。',
      returns: '补间本身。',
    },
    reset: {desc: '回到动画开始时的状态并停止。', returns: '补间本身。'},
    reverse: {
      desc: '从当前位置向开始状态倒放。倒放到起点时补间停止并触发 `onReset`（开了 `yoyo` 时则掉头重新正放）。',
      returns: '补间本身。',
    },
    seek: {
      desc: '跳到指定时间点，节点立即显示该时刻的状态。调用后补间处于暂停状态，需要继续播放时再调用 `play()`。',
      params: {t: '时间（秒），在 0 和 `duration` 之间。'},
      returns: '补间本身。',
    },
  },
  config: {
    duration: '动画时长，单位是**秒**。省略时为 0.3 秒。',
    easing: '缓动函数，取自 `Konva.Easings`，例如 `Konva.Easings.EaseInOut`。省略时为 `Konva.Easings.Linear`（匀速）。',
    yoyo: '为 `true` 时动画播放到终点后自动倒放回起点，并一直往返。',
  },
};

export default doc;
