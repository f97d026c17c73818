// height: 150
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 150 });
const layer = new Konva.Layer();
stage.add(layer);

const long = '这是一段很长的说明文字，放不下的部分会被截掉，并在末尾显示省略号。';

// 多行：需要同时给出 width 和 height，超出高度的行被截断
layer.add(new Konva.Rect({ x: 10, y: 10, width: 200, height: 60, stroke: '#ccc' }));
layer.add(new Konva.Text({ x: 10, y: 10, width: 200, height: 60, text: long, fontSize: 16, ellipsis: true }));

// 单行：wrap: 'none' 加 width
layer.add(new Konva.Text({ x: 10, y: 100, width: 200, text: long, fontSize: 16, wrap: 'none', ellipsis: true }));
