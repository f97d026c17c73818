import type {ClassZh} from './types';

// Konva calls each filter with the cached node's ImageData; the page lists the node attributes it reads instead
const filter = (desc: string): string => desc;

const doc: ClassZh = {
  summary:
    '`Konva.Filters` 中是内置的图像滤镜。使用步骤：先对节点调用 `cache()`，再用 `node.filters([...])` 指定滤镜，然后通过节点上的属性（如 `blurRadius`）调整参数。节点外观变化后需要重新 `cache()`。每个滤镜读取的节点属性列在下面。\n\n' +
    '自定义滤镜就是一个 `function (imageData) {...}`，在其中直接修改 `imageData.data` 的像素，`this` 是被处理的节点。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

const star = new Konva.Star({ x: 150, y: 120, numPoints: 6, innerRadius: 40, outerRadius: 80, fill: '#f72585', stroke: '#3a0ca3', strokeWidth: 6 });
layer.add(star);

// 滤镜需要先缓存，再通过节点属性调参
star.cache();
star.filters([Konva.Filters.Blur]);
star.blurRadius(6);
`,
  members: {
    Blur: filter('模糊。强度由 `blurRadius`（像素）决定。'),
    Brighten: filter('调整亮度：给每个像素的 RGB 加上 `brightness × 255`，`brightness` 范围 -1 到 1。'),
    Brightness: filter(
      '按倍数调整亮度，与 CSS 的 `brightness()` 一致：`brightness` 为 1 时不变，1.5 表示亮 50%，未设置时不改变图像。',
    ),
    Contrast: filter('调整对比度，`contrast` 范围 -100 到 100。'),
    Emboss: filter('浮雕效果，由 `embossStrength`、`embossWhiteLevel`、`embossDirection`、`embossBlend` 控制。'),
    Enhance: filter('拉伸颜色范围，使其占满 0 到 255，让图像更鲜明；`enhance` 范围 -1 到 1。'),
    Grayscale: filter('转为灰度图，不需要参数。'),
    HSL: filter('按 HSL 模型调整色相（`hue`）、饱和度（`saturation`）和亮度（`luminance`）。'),
    HSV: filter('按 HSV 模型调整色相（`hue`）、饱和度（`saturation`）和明度（`value`）。'),
    Invert: filter('反色，不需要参数。'),
    Kaleidoscope: filter('万花筒效果，由 `kaleidoscopePower`（分割次数）和 `kaleidoscopeAngle`（角度）控制。'),
    Mask: filter(
      '去除纯色背景：以图像四个角的颜色为背景色，把与之相近的像素变透明；`threshold` 控制颜色相近的容差（未设置时为 10）。',
    ),
    Noise: filter('随机增减像素颜色，添加噪点，强度由 `noise`（0 到 1）决定。'),
    Pixelate: filter('马赛克（像素化）效果，像素块大小由 `pixelSize` 决定。'),
    Posterize: filter('色调分离：减少每个颜色通道可取的值的数量，`levels` 范围 0 到 1，越小色阶越少。'),
    RGB: filter('按亮度把图像重新着色为 `red`、`green`、`blue` 指定的颜色（单色化效果）。'),
    RGBA: filter('把 `red`、`green`、`blue` 指定的颜色按 `alpha`（0 到 1）的比例叠加到图像上。'),
    Sepia: filter('怀旧的棕褐色调，不需要参数。'),
    Solarize: filter('曝光过度（负片与正片混合）的效果，不需要参数。'),
    Threshold: filter('二值化：高于阈值的通道值变为最大、低于的变为最小，`threshold` 范围 0 到 1。'),
  },
};

export default doc;
