import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '标签：由一个 `Konva.Tag`（背景框，可带指向箭头）和一个 `Konva.Text` 组成的组，背景会随文字大小自动调整。常用来做提示框和气泡。先把 Tag 加进去，再加 Text。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 带向下箭头的提示气泡
const label = new Konva.Label({ x: 150, y: 120 });
label.add(new Konva.Tag({ fill: '#333', pointerDirection: 'down', pointerWidth: 14, pointerHeight: 10, cornerRadius: 6 }));
label.add(new Konva.Text({ text: '这是一个提示', fontSize: 16, padding: 8, fill: '#fff' }));
layer.add(label);
`,
  members: {
    getTag: {desc: '返回标签中的背景框 `Konva.Tag`。', returns: 'Tag 节点。'},
    getText: {desc: '返回标签中的文字 `Konva.Text`。', returns: 'Text 节点。'},
  },
};

export default doc;
