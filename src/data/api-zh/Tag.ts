import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '标签的背景框，放在 `Konva.Label` 中使用，尺寸会自动匹配标签里的文字。可以带一个指向某个方向的小箭头。',
  members: {
    cornerRadius: '获取或设置背景框的圆角半径，可以是一个数字或 `[左上, 右上, 右下, 左下]` 数组。',
    pointerDirection: '获取或设置箭头方向：`"up"`、`"down"`、`"left"`、`"right"` 或 `"none"`（无箭头）。',
    pointerHeight: '获取或设置箭头的高度（像素）。',
    pointerWidth: '获取或设置箭头的宽度（像素）。',
  },
};

export default doc;
