import type {ClassZh} from './types';

const doc: ClassZh = {
  summary: '用 SVG 路径数据（`d` 属性的字符串，如 `"M10 10 L100 10 Z"`）绘制图形，可以直接使用设计工具导出的图标路径。',
  members: {
    getPathLength: {
      desc: '静态方法：计算已解析的路径片段的总长度。',
      params: {dataArray: '`parsePathData()` 返回的路径片段数组。'},
      returns: '长度（像素）。',
    },
    parsePathData: {
      desc: '静态方法：把 SVG 路径字符串解析为路径片段数组。',
      params: {data: 'SVG 路径字符串。'},
      returns: '路径片段数组。',
    },
    data: '获取或设置 SVG 路径字符串。',
    dataArray: '由 `data` 解析得到的路径片段数组。',
    getLength: {desc: '返回路径的总长度。', returns: '长度（像素）。'},
    getPointAtLength: {
      desc: '返回沿路径走过指定长度时所在的点，可用于让物体沿路径运动。',
      params: {length: '从起点开始的长度。'},
      returns: '`{x, y}`，路径为空时为 `null`。',
    },
    // 覆盖 Konva.Node 的成员：路径的尺寸由路径数据决定
    width:
      '获取路径的宽度：由 `data` 描述的路径的包围盒宽度（不含描边）。路径的尺寸不能直接设置，`path.width(100)` 不会改变图形；要放大缩小请用 `scaleX` / `scale`。',
    height:
      '获取路径的高度：由 `data` 描述的路径的包围盒高度（不含描边）。不能直接设置，要改变大小请用 `scaleY` / `scale`。',
  },
};

export default doc;
