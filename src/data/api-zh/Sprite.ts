import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '精灵动画：从一张精灵图（把多帧画面拼在一起的图片）中按顺序截取帧来播放。`animations` 定义每个动画的帧区域，`animation` 选择当前动画，调用 `start()` 开始播放。',
  members: {
    animation: '获取或设置当前播放的动画名称，对应 `animations` 中的键。',
    animations:
      '获取或设置动画表：键是动画名，值是帧区域数组 `[x, y, width, height, x, y, width, height, ...]`，每 4 个数字是一帧。',
    frameIndex: '获取或设置当前帧的序号。',
    frameOffsets: '获取或设置每一帧的偏移量表，结构与 `animations` 对应，用于各帧尺寸不同时对齐。',
    frameRate: '获取或设置每秒播放的帧数。',
    image: '获取或设置精灵图，即包含所有帧的那张图片，需要已加载完成。',
    isRunning: {desc: '判断精灵动画是否正在播放。', returns: '是否正在播放。'},
    start: {desc: '开始播放。精灵需要已经加入图层。'},
    stop: {desc: '停止播放，停在当前帧。'},
  },
};

export default doc;
