import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    'Konva 对原生 `<canvas>` 元素的封装，负责按像素比设置画布的实际尺寸。每个图层内部都有一个场景画布和一个命中画布，可以通过 `layer.getCanvas()` 取得。一般不需要自己创建。',
  members: {
    getContext: {desc: '返回画布的 Konva 绘图上下文。', returns: '`Konva.Context`。'},
    getHeight: {
      desc: '返回画布位图的实际像素高度，即逻辑高度乘以像素比（取整）。逻辑高度是 `getHeight() / getPixelRatio()`。',
      returns: '高度（位图像素）。',
    },
    getPixelRatio: {desc: '返回画布的像素比。', returns: '像素比。'},
    getWidth: {
      desc: '返回画布位图的实际像素宽度，即逻辑宽度乘以像素比（取整）。逻辑宽度是 `getWidth() / getPixelRatio()`。',
      returns: '宽度（位图像素）。',
    },
    height: '画布位图的实际像素高度（逻辑高度乘以像素比，取整）。',
    pixelRatio: '画布的像素比：实际像素尺寸等于逻辑尺寸乘以它。',
    setHeight: {desc: '设置画布的逻辑高度。', params: {height: '高度（CSS 像素）。'}},
    setPixelRatio: {desc: '设置像素比并按新的像素比调整画布的实际尺寸。', params: {pixelRatio: '像素比。'}},
    setSize: {desc: '同时设置逻辑宽度和高度。', params: {width: '宽度。', height: '高度。'}},
    setWidth: {desc: '设置画布的逻辑宽度。', params: {width: '宽度（CSS 像素）。'}},
    toDataURL: {
      desc: '把画布内容导出为 data URL。',
      params: {mimeType: '图片格式，如 `"image/png"`。', quality: '图片质量（0 到 1），用于有损格式。'},
      returns: 'data URL 字符串。',
    },
    width: '画布位图的实际像素宽度（逻辑宽度乘以像素比，取整）。',
  },
  config: {
    willReadFrequently:
      '创建 2D 上下文时传给浏览器的 `willReadFrequently` 提示，需要频繁读取像素（如命中检测）时可提升性能。',
  },
};

export default doc;
