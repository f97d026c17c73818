import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '沿路径排列的文字：用 SVG 路径字符串 `data` 描述路线，文字沿着它逐字摆放和旋转。',
  members: {
    align: '获取或设置文字在路径上的对齐方式：`"left"`、`"center"`、`"right"` 或 `"justify"`。',
    data: '获取或设置文字所沿的 SVG 路径字符串。',
    direction: '获取或设置文字方向：`"inherit"`、`"ltr"` 或 `"rtl"`。',
    fontFamily: '获取或设置字体。',
    fontSize: '获取或设置字号（像素）。',
    fontStyle: '获取或设置字体样式：`"normal"`、`"bold"`、`"italic"` 等。',
    fontVariant: '获取或设置字体变体：`"normal"` 或 `"small-caps"`。',
    getTextWidth: {desc: '返回文字排成一行时的宽度。', returns: '宽度（像素）。'},
    glyphInfo: '每个字符在路径上的排布信息：字符、旋转角度、起止点和宽度。',
    kerningFunc: '获取或设置字距调整函数 `(leftChar, rightChar) => number`，返回两个相邻字符之间额外的距离。',
    letterSpacing: '获取或设置字间距（像素）。',
    text: '获取或设置文字内容。',
    textBaseline:
      '获取或设置文字基线，例如 `"middle"`、`"top"`、`"bottom"`、`"alphabetic"`，决定文字相对路径线的上下位置。',
    textDecoration: '获取或设置文字装饰：`"underline"`、`"line-through"` 或空字符串。',
    textHeight: '文字的高度（像素）。',
    textWidth: '文字的总宽度（像素）。',
  },
};

export default doc;
