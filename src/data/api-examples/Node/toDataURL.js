// height: 200
// 提示：点击「导出」，右侧显示两倍分辨率的 PNG
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 200 });
const layer = new Konva.Layer();
stage.add(layer);

const group = new Konva.Group({ x: 20, y: 30 });
group.add(new Konva.Rect({ width: 120, height: 80, fill: '#ffafcc', cornerRadius: 10 }));
group.add(new Konva.Text({ x: 14, y: 30, text: '导出我', fontSize: 20 }));
layer.add(group);

const btn = document.createElement('button');
btn.textContent = '导出';
btn.style.cssText = 'position:absolute;left:20px;top:140px';
document.body.append(btn);

btn.addEventListener('click', () => {
  // 只导出这个组；pixelRatio: 2 得到 240×160 像素的图片
  const url = group.toDataURL({ pixelRatio: 2 });
  const img = new Image();
  img.src = url;
  img.style.cssText = 'position:absolute;left:170px;top:30px;width:120px;border:1px solid #ccc';
  document.body.append(img);
});
