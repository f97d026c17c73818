import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '已弃用。不响应事件、只负责绘制的图层。新代码请改用 `new Konva.Layer({ listening: false })`，效果相同。',
  members: {},
};

export default doc;
