// height: 160
// 提示：左边的组被序列化成 JSON，右边是用 JSON 重建的副本
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 160 });
const layer = new Konva.Layer();
stage.add(layer);

const group = new Konva.Group({ x: 20, y: 20, draggable: true });
group.add(new Konva.Rect({ width: 120, height: 80, fill: '#bde0fe', cornerRadius: 8 }));
group.add(new Konva.Text({ x: 12, y: 30, text: '原始节点', fontSize: 18 }));
layer.add(group);

// toJSON 只保存属性；事件监听和图片对象不会进入 JSON
const json = group.toJSON();

// 从 JSON 重新创建同样的节点树，再放到右边
const copy = Konva.Node.create(json);
copy.x(180);
copy.findOne('Text').text('重建的节点');
layer.add(copy);
console.log(json);
