import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '在画布上绘制图片（也可以是 canvas 或 video 元素）。传入的 `image` 必须已经加载完成，通常在 `img.onload` 中创建，或使用 `Konva.Image.fromURL()`。\n\n' +
    '来自其他域名的图片需要服务器允许跨域并设置 `img.crossOrigin = "anonymous"`，否则画布会被「污染」，`toDataURL()` 导出和滤镜都会失败。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 用一张由 canvas 生成的图片，避免依赖外部文件
const source = document.createElement('canvas');
source.width = source.height = 120;
const ctx = source.getContext('2d');
ctx.fillStyle = '#ffd166';
ctx.fillRect(0, 0, 120, 120);
ctx.fillStyle = '#ef476f';
ctx.beginPath();
ctx.arc(60, 60, 40, 0, Math.PI * 2);
ctx.fill();

layer.add(new Konva.Image({ x: 50, y: 40, image: source, width: 120, height: 120, cornerRadius: 16, draggable: true }));
`,
  members: {
    fromURL: {
      desc: '静态方法：加载指定地址的图片，加载完成后创建 `Konva.Image` 并传给回调。',
      params: {
        url: '图片地址。',
        callback: '加载成功后调用，参数是新建的 `Konva.Image`。',
        onError: '可选。加载失败时调用。',
      },
    },
    cornerRadius: '获取或设置图片的圆角半径，可以是一个数字或 `[左上, 右上, 右下, 左下]` 数组。',
    crop: '获取或设置裁剪区域 `{x, y, width, height}`（原图像素坐标），只显示图片的这一部分。',
    cropHeight: '获取或设置裁剪区域的高度。',
    cropWidth: '获取或设置裁剪区域的宽度。',
    cropX: '获取或设置裁剪区域的横坐标。',
    cropY: '获取或设置裁剪区域的纵坐标。',
    image:
      '获取或设置要绘制的图片源：已加载完成的 `HTMLImageElement`，或 canvas、video、`ImageBitmap` 等。未设置 `width`、`height` 时使用图片的原始尺寸。',
  },
};

export default doc;
