import type {ClassZh, MemberZh} from './types';

const params = {t: '已经过的时间。', b: '起始值。', c: '总变化量（结束值减起始值）。', d: '总时长。'};
const elastic = {...params, a: '可选。振幅。', p: '可选。周期。'};
const easing = (desc: string, p: Record<string, string> = params): MemberZh => ({
  desc,
  params: p,
  returns: '当前时间对应的值。',
});

const doc: ClassZh = {
  summary:
    '`Konva.Easings` 是补间动画使用的缓动函数集合，决定属性值随时间变化的快慢。把其中一个传给 `Konva.Tween` 的 `easing` 参数（或 `node.to()` 的 `easing`）。名称中 `In` 表示开始慢、`Out` 表示结束慢、`InOut` 表示两头慢。你也可以传入自己的函数，签名与下面相同。',
  members: {
    BackEaseIn: easing('开始时先向反方向回拉一点，再加速到终点。'),
    BackEaseInOut: easing('开始和结束时都略微越过范围再回来。'),
    BackEaseOut: easing('冲过终点一点再回到终点，有轻微的回弹感。'),
    BounceEaseIn: easing('开始阶段像球落地一样弹跳几次。'),
    BounceEaseInOut: easing('开始和结束阶段都有弹跳。'),
    BounceEaseOut: easing('到达终点时像球落地一样弹跳几次再停下。'),
    EaseIn: easing('由慢到快（二次曲线）。'),
    EaseInOut: easing('开始和结束慢、中间快（二次曲线），是最自然的过渡之一。'),
    EaseOut: easing('由快到慢（二次曲线）。'),
    ElasticEaseIn: easing('开始时像弹簧一样来回振荡，然后冲向终点。', elastic),
    ElasticEaseInOut: easing('开始和结束时都有弹簧振荡。', elastic),
    ElasticEaseOut: easing('越过终点后像弹簧一样来回振荡，逐渐停在终点。', elastic),
    Linear: easing('匀速变化，是 `Konva.Tween` 的默认缓动。'),
    StrongEaseIn: easing('由慢到快，加速比 `EaseIn` 更明显（五次曲线）。'),
    StrongEaseInOut: easing('开始和结束很慢、中间很快（五次曲线）。'),
    StrongEaseOut: easing('由快到慢，减速比 `EaseOut` 更明显（五次曲线）。'),
  },
};

export default doc;
