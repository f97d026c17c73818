import type {ClassZh} from './types';

const doc: ClassZh = {
  summary:
    '文本图形，支持多行、自动换行、对齐、行高、字间距、下划线和省略号。设置 `width` 后文字会在该宽度内换行；中英文混排时用 `wrap: "char"` 可以按字符换行。\n\n' +
    '使用网页字体时，要等字体加载完成（例如 `document.fonts.load()` 之后）再创建或重绘文字，否则会先用后备字体测量和绘制。',
  example: `import Konva from 'konva';

const stage = new Konva.Stage({
  container: 'container',
  width: window.innerWidth,
  height: window.innerHeight,
});
const layer = new Konva.Layer();
stage.add(layer);

// 固定宽度的多行文字，按字符换行，适合中英文混排
layer.add(
  new Konva.Text({
    x: 20,
    y: 20,
    width: 260,
    text: '用 Konva 在 Canvas 上绘制文字：设置 width 之后会自动换行，Konva.Text 支持对齐、行高和省略号。',
    fontSize: 18,
    lineHeight: 1.5,
    wrap: 'char',
    fill: '#1d3557',
  }),
);
`,
  members: {
    align: '获取或设置水平对齐方式：`"left"`、`"center"`、`"right"` 或 `"justify"`。需要设置 `width` 才能看出效果。',
    charRenderFunc:
      '获取或设置逐字符绘制的回调。每个字符绘制前调用，可以在其中修改上下文（平移、旋转、改颜色等）做逐字动画；从右到左的文字不会调用它。',
    direction: '获取或设置文字方向：`"inherit"`（默认）、`"ltr"` 或 `"rtl"`。',
    ellipsis:
      '获取或设置放不下的文字是否截断并以省略号「…」结尾。需要同时设置 `width`，并且设置固定的 `height` 或 `wrap: "none"`，否则文字只会继续换行，不会出现省略号。',
    fontFamily: '获取或设置字体，例如 `"Arial"` 或 `"PingFang SC, Microsoft YaHei, sans-serif"`。',
    fontSize: '获取或设置字号（像素）。',
    fontStyle: '获取或设置字体样式：`"normal"`、`"bold"`、`"italic"`、`"italic bold"`，也可以是数字字重如 `"500"`。',
    fontVariant: '获取或设置字体变体：`"normal"` 或 `"small-caps"`。',
    getTextWidth: {desc: '返回文字内容的实际宽度（最长一行的宽度），不包含内边距。', returns: '宽度（像素）。'},
    height: '获取或设置文本框高度。设为 `"auto"` 时高度随文字行数自动计算。',
    letterSpacing: '获取或设置字间距（像素）。',
    lineHeight: '获取或设置行高，是字号的倍数，例如 `1.5`。',
    measureSize: {
      desc: '用当前文字的字体测量一段字符串的尺寸，不支持多行。',
      params: {text: '要测量的字符串。'},
      returns: '包含 `width`、`height` 以及 canvas `TextMetrics` 各项数据的对象。',
    },
    padding: '获取或设置文字与文本框边缘之间的内边距（像素）。',
    text: '获取或设置文字内容，可以包含 `\\n` 换行。',
    textArr: '排版后的各行文字，每项包含该行的 `text`、`width` 以及是否为段落最后一行。',
    textDecoration: '获取或设置文字装饰：`"underline"`、`"line-through"`，或两者用空格连接，空字符串表示无。',
    textHeight: '单行文字的高度（像素），由字号计算得到。',
    textWidth: '最长一行文字的宽度（像素）。',
    underlineOffset: '获取或设置下划线相对于文字基线的偏移量（像素）。',
    verticalAlign: '获取或设置垂直对齐方式：`"top"`、`"middle"` 或 `"bottom"`，需要设置 `height` 才能看出效果。',
    width: '获取或设置文本框宽度，文字会在该宽度内换行。设为 `"auto"` 时宽度随文字内容自动计算，不换行。',
    wrap: '获取或设置换行方式：`"word"`（默认，在空格或连字符处换行）、`"char"`（在任意字符之间换行）或 `"none"`（不换行）。`"word"` 模式下一行里找不到空格或连字符时（例如纯中文），也会退回到在字符之间断开；中英文混排时它会把最后一个空格之后的整段中文挪到下一行，这时用 `"char"` 更整齐。',
  },
};

export default doc;
