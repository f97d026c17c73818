// height: 180
// 提示：把鼠标移到字母之间的空隙，对比上下两行文字
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 180 });
const layer = new Konva.Layer();
stage.add(layer);

const style = { x: 20, fontSize: 48, fontStyle: 'bold', fill: '#2a9d8f' };
const plain = new Konva.Text({ ...style, y: 20, text: 'K o n v a', name: '上面一行' });
const exact = new Konva.Text({ ...style, y: 90, text: 'K o n v a', name: '下面一行' });
const info = new Konva.Text({ x: 20, y: 155, fontSize: 14, text: '指针下：无', listening: false });
layer.add(plain, exact, info);

// 文字默认的命中区域是整个矩形框；先缓存，
// 再用缓存图像里不透明的像素重画命中区域，就只有笔画能点到
exact.cache();
exact.drawHitFromCache();

layer.on('mouseover touchstart', (e) => info.text(`指针下：${e.target.name()}`));
layer.on('mouseout touchend', () => info.text('指针下：无'));
