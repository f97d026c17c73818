// height: 170
// 提示：点击按钮导出图层，比较两种格式的大小
import Konva from 'konva';

const stage = new Konva.Stage({ container: 'container', width: window.innerWidth, height: 170 });
const layer = new Konva.Layer();
stage.add(layer);
// JPEG 没有透明通道，先铺一层白底
layer.add(new Konva.Rect({ width: stage.width(), height: 170, fill: '#fff' }));
for (let i = 0; i < 12; i += 1) {
  const fill = `hsl(${i * 30}, 70%, 60%)`;
  layer.add(new Konva.Circle({ x: 30 + (i % 6) * 52, y: 75 + Math.floor(i / 6) * 52, radius: 24, fill }));
}
const info = new Konva.Text({ x: 10, y: 150, fontSize: 13, text: '' });
layer.add(info);

const formats = [['PNG', { mimeType: 'image/png' }], ['JPEG 质量 0.5', { mimeType: 'image/jpeg', quality: 0.5 }]];
formats.forEach(([label, options], i) => {
  const button = document.createElement('button');
  button.textContent = label;
  button.style.cssText = `position:absolute;top:8px;left:${10 + i * 70}px`;
  button.addEventListener('click', async () => {
    // toBlob 返回 Promise<Blob>，可以直接上传或用 URL.createObjectURL 生成下载链接
    const blob = await layer.toBlob({ ...options, pixelRatio: 1 });
    info.text(`${blob.type}，${(blob.size / 1024).toFixed(1)} KB`);
  });
  document.body.append(button);
});
