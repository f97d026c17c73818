// Readers' vocabulary: the symptoms and colloquial words readers type, and the words the pages use for the same thing.
// Built from the pages' own 常见问题 sections, readers' wording in Chinese Q&A posts and Konva's trackers, and the
// glossary of the site (shared CONTENT.md). Each `page` word occurs in the site's text (checked by
// tests/unit/search/vocabulary.test.ts); a reader word that the pages use with another meaning is left out
// (偏移 is `offset` on the pages, so only 位置偏移 and its kin are here). A query is cut at question words and
// particles (的, 了, 怎么 …) before this table is read, so no reader word contains one; matching is greedy from the
// left, so a reader word must not also start inside common phrases (置底 would eat 设置底图).

export interface ReaderWord {
  /** What readers type: pure Chinese (no spaces) or one lower-case Latin word; longest match wins in a query. */
  reader: string[];
  /** The words the pages use for it: Chinese words and/or API names (Latin, any case); [] = a filler word that carries
   * no subject (一直, 老是, 请问) and is dropped from the query. */
  page: string[];
  /** A realistic query a reader would type using one of `reader` (for the test). */
  example: string;
}

export const READER_WORDS: readonly ReaderWord[] = [
  // Click / hit detection: a shape that ignores the pointer, thin lines, hit areas, clicks that go through.
  {
    reader: ['点不到', '点不中', '点不上', '点击不到', '选不中', '选不到'],
    page: ['命中检测', '命中区域', 'hitStrokeWidth'],
    example: '细线点不到',
  },
  {
    reader: ['没反应', '无反应', '没响应', '不响应', '没有响应'],
    page: ['没有反应', '命中检测'],
    example: '点击圆形没反应',
  },
  {
    reader: ['不触发', '没触发', '不会触发', '没有触发'],
    page: ['触发', '命中检测', 'listening'],
    example: '点击事件不触发',
  },
  {reader: ['点击穿透', '点穿', '穿透', '点透'], page: ['listening', '冒泡'], example: '上面的文字点击穿透到下面'},
  {reader: ['线太细', '很难点', '不好点', '难点中'], page: ['hitStrokeWidth', '命中区域'], example: '线太细很难点中'},
  {
    reader: ['点击区域', '点击范围', '可点击区域', '热区', '触摸区域', '感应区域'],
    page: ['命中区域', 'hitFunc', 'hitStrokeWidth'],
    example: '扩大圆的点击区域',
  },
  {
    reader: ['碰撞检测', '碰撞', '点击检测', '重叠检测'],
    page: ['命中检测', 'getIntersection', '碰撞'],
    example: '两个矩形碰撞检测',
  },
  {
    reader: ['透明区域', '透明部分', '透明像素', '镂空'],
    page: ['命中检测', 'hitFunc', 'drawHitFromCache'],
    example: '图片透明区域也能点击',
  },
  {reader: ['防指纹', '指纹保护', '隐私保护', 'brave'], page: ['指纹', '命中检测'], example: 'brave 浏览器点不中'},
  {
    reader: ['鼠标移上去', '移上去', '鼠标移入', '划过', '滑过', '鼠标经过'],
    page: ['mouseenter', 'mouseover', '悬停'],
    example: '鼠标移上去变色',
  },
  {reader: ['鼠标移出', '鼠标离开', '移开'], page: ['mouseleave', 'mouseout'], example: '鼠标移出恢复颜色'},
  {
    reader: ['小手', '手型', '手形', '手指图标', '鼠标样式', '光标样式', '鼠标形状', '变成手'],
    page: ['cursor', '光标'],
    example: '悬停显示小手',
  },
  {
    reader: ['点空白', '空白地方', '点外面', '点其他地方', '点别处'],
    page: ['空白处', '取消选中'],
    example: '点空白取消选中',
  },

  // Blur / sharpness: blurry canvas, exports, text; jagged edges; lines that thicken when scaled.
  {
    reader: ['发糊', '糊掉', '很糊', '好糊', '发虚', '虚化', '不清晰', '不清楚', '看不清', '模模糊糊', '有点糊'],
    page: ['pixelRatio', '像素比', '清晰', '模糊'],
    example: '导出的图片发糊',
  },
  {
    reader: ['高清屏', '高分屏', '视网膜屏', '二倍屏', '高倍屏', 'retina', 'dpr'],
    page: ['pixelRatio', '像素比', 'devicePixelRatio'],
    example: 'retina 屏幕上模糊',
  },
  {
    reader: ['分辨率', '高分辨率', '清晰度', '超清', '原图大小', '放大导出'],
    page: ['pixelRatio', '高清', '像素比'],
    example: '导出高分辨率图片',
  },
  {
    reader: ['毛边', '毛刺', '狗牙', '边缘不平滑', '边缘粗糙'],
    page: ['锯齿', '抗锯齿', 'imageSmoothingEnabled'],
    example: '图片缩小后有毛边',
  },
  {
    reader: ['线变粗', '边框变粗', '越来越粗', '线条变粗', '描边跟着变'],
    page: ['strokeScaleEnabled', '描边'],
    example: '放大以后边框变粗',
  },

  // Performance / lag: readers' many words for slow, and the page's remedies.
  {
    reader: [
      '卡顿',
      '很卡',
      '好卡',
      '太卡',
      '卡死',
      '卡住',
      '掉帧',
      '卡成',
      '一卡一卡',
      '有点卡',
      '特别卡',
      '非常卡',
      '超级卡',
      '超卡',
      '巨卡',
      '贼卡',
    ],
    page: ['性能优化', '性能', '卡顿', 'listening'],
    example: '图形一多就掉帧',
  },
  {
    reader: ['不流畅', '不丝滑', '不顺滑', '不顺畅', '帧率低', '帧率', '帧数', 'fps', 'lag'],
    page: ['性能优化', '性能', '卡顿', 'FPS'],
    example: '动画帧率低不流畅',
  },
  {
    reader: ['很慢', '太慢', '变慢', '好慢', '慢得', '拖慢', '反应慢', '响应慢', '渲染慢'],
    page: ['性能优化', '性能', '缓存', 'batchDraw'],
    example: '节点多了渲染慢',
  },
  {
    reader: ['内存泄漏', '内存泄露', '内存暴涨', '吃内存', '占内存', '内存占用', '内存飙升'],
    page: ['内存', 'destroy'],
    example: '切换页面后内存泄漏',
  },
  {
    reader: [
      '几千个',
      '上万个',
      '上千个',
      '几万个',
      '海量',
      '图形太多',
      '元素太多',
      '节点太多',
      '数量太多',
      '很多图形',
    ],
    page: ['性能', '大量', '成千上万'],
    example: '画布上几千个矩形',
  },
  {reader: ['闪一下', '一闪一闪', '闪屏', '闪动', '一闪而过'], page: ['闪烁'], example: '提示框一闪一闪'},
  {
    reader: ['不刷新', '没刷新', '不更新', '没更新', '不重绘', '画面不变', '没变化'],
    page: ['重绘', 'batchDraw'],
    example: '改了颜色画面不刷新',
  },
  {
    reader: ['优化一下', '提速', '提升性能', '性能优化', '调优'],
    page: ['性能优化', '性能', '缓存', 'listening'],
    example: '画布提速',
  },

  {reader: ['cpu', '占用高', '占用率高', '风扇狂转'], page: ['性能', '重绘'], example: '编辑器开着风扇狂转'},
  // Drag: shapes that will not move, leave the canvas, jump back, snap, or fight with clicks.
  {
    reader: ['拖不动', '拖不起来', '不能拖', '没法拖', '拽不动', '移不动', '挪不动'],
    page: ['draggable', '拖动'],
    example: '图片拖不动',
  },
  {
    reader: [
      '拖出去',
      '拖出画布',
      '拖出边界',
      '拖到外面',
      '跑出去',
      '跑出画布',
      '跑到外面',
      '出界',
      '越界',
      '超出边界',
      '限制范围',
      '限制区域',
    ],
    page: ['dragBoundFunc', '边界'],
    example: '拖出画布就找不到了',
  },
  {
    reader: ['跳回去', '弹回去', '回到原位', '回到原处', '跳回原位', '乱跳', '位置乱跳', '闪回', '复位', '归位'],
    page: ['dragend', 'onDragEnd'],
    example: '拖完松手又跳回去',
  },
  {
    reader: ['磁吸', '贴边', '自动吸附', '靠边', '网格吸附', '吸附网格', '辅助线', '参考线', '对齐线'],
    page: ['吸附', '对齐'],
    example: '拖动时磁吸到网格',
  },
  {
    reader: ['不跟手', '跟不上', '拖动延迟', '拖着慢', '拖动卡'],
    page: ['性能', 'dragmove', 'batchDraw'],
    example: '拖动不跟手',
  },
  {
    reader: ['拖进来', '拖入画布', '拖到画布', '从外面拖', '外部拖入', '拖进画布', '从列表拖'],
    page: ['DOM', 'drop', '拖放'],
    example: '从侧边栏拖进画布',
  },
  {
    reader: ['线跟着动', '跟着动', '跟着移动', '联动', '连接线'],
    page: ['连线', '连接', 'dragmove'],
    example: '拖动节点连接线跟着动',
  },
  {
    reader: ['误触', '拖完触发点击', '点击和拖动', '轻微移动'],
    page: ['dragDistance', '冲突'],
    example: '点一下就拖动了误触',
  },
  {
    reader: ['页面跟着滚', '跟着滚', '页面滚', '页面滑动', '整页滚动', '滚动穿透'],
    page: ['滚动', 'preventDefault'],
    example: '手机上拖动页面跟着滚',
  },

  // Transform / resize: the handles readers describe, and the scale-not-size trap.
  {
    reader: [
      '缩放框',
      '调整大小',
      '改变大小',
      '改大小',
      '拉大',
      '拉小',
      '变形框',
      '控制框',
      '编辑框',
      '八个点',
      '拖拽点',
      '手柄',
      '把手',
      '锚点',
      '调整尺寸',
    ],
    page: ['变换器', 'Transformer', '控制点'],
    example: '图片加个缩放框调整大小',
  },
  {
    reader: ['宽高没变', '尺寸没变', '宽度没变', '大小没变', '宽高不变', '宽高不对', '尺寸不对'],
    page: ['scaleX', 'scaleY', '宽高'],
    example: '拉伸后宽高没变',
  },
  {
    reader: ['绕中心', '中心旋转', '原地旋转', '中心点旋转', '绕着中心', '旋转中心', '旋转点'],
    page: ['绕中心旋转', 'offset', 'offsetX'],
    example: '矩形绕中心旋转',
  },
  {
    reader: ['等比', '等比例', '保持比例', '锁定比例', '锁定宽高比', '宽高比'],
    page: ['keepRatio', '比例'],
    example: '等比缩放图片',
  },
  {
    reader: ['镜像', '水平翻转', '垂直翻转', '左右翻转', '上下翻转', '反转'],
    page: ['翻转', 'scaleX'],
    example: '图片水平翻转',
  },
  {
    reader: ['圈选', '拉框', '拉框选择', '批量选中', '批量选择', '选中多个', '多个选中', '全选'],
    page: ['框选', '多选', '选择框'],
    example: '鼠标拉框选中多个图形',
  },
  {reader: ['取消选择', '不选中', '去掉选中', '清空选中'], page: ['取消选中'], example: '点击舞台取消选择'},
  {
    reader: ['选中状态', '选中效果', '选中高亮', '高亮选中'],
    page: ['选中', 'Transformer'],
    example: '点击后显示选中状态',
  },

  // Zoom / pan: wheel zoom toward the pointer, pinch, moving around a big canvas.
  {
    reader: ['滚轮缩放', '鼠标滚轮', '滚轮放大', '滚轮', '鼠标中心', '以鼠标为中心', '跟随鼠标缩放'],
    page: ['wheel', '滚轮', 'getPointerPosition'],
    example: '鼠标滚轮以指针为中心放大',
  },
  {
    reader: ['捏合', '两指', '两个手指', '手势缩放', '手势'],
    page: ['双指', 'touches', 'pinch'],
    example: '手机上两指缩放',
  },
  // Scaling is about the stage's origin (top-left) unless the position is corrected: the view drifts off.
  {
    reader: ['往左上角跑', '跑到左上角', '向左上角跑', '缩放跑偏', '放大跑偏', '缩小跑偏', '跑到画面外'],
    page: ['以指针为中心', '缩放中心'],
    example: '按钮缩小以后图形跑到左上角',
  },
  {
    reader: [
      '拖画布',
      '拖动画布',
      '移动画布',
      '画布拖动',
      '画布移动',
      '漫游',
      '拖着画布',
      '无限画布',
      '无限大',
      '画布平移',
    ],
    page: ['平移', 'draggable'],
    example: '按住空白处拖画布',
  },
  {reader: ['缩略图', '鹰眼', '导航图', '全局预览'], page: ['小地图', '预览'], example: '画布右下角缩略图'},
  {reader: ['滚动条', '大画布', '超大画布', '画布很大'], page: ['滚动', 'scroll'], example: '超大画布加滚动条'},
  {
    reader: ['自适应', '跟着窗口', '窗口变化', '窗口大小', '铺满', '全屏', '撑满', '响应式布局', '随容器', '容器变化'],
    page: ['ResizeObserver', '跟随容器', '容器大小'],
    example: '舞台自适应窗口大小',
  },

  // Coordinates / offset: pointer positions that are wrong after scaling or moving the stage.
  {
    reader: [
      '坐标不对',
      '位置不对',
      '位置偏移',
      '坐标偏移',
      '鼠标偏移',
      '点击偏移',
      '错位',
      '对不上',
      '对不准',
      '不准确',
      '有偏差',
    ],
    page: ['getRelativePointerPosition', '坐标', '指针位置'],
    example: '缩放以后坐标不对',
  },
  {
    reader: ['鼠标位置', '鼠标坐标', '点击位置', '光标位置', '触摸位置', '手指位置', '点击坐标', '点哪里'],
    page: ['getPointerPosition', '指针位置'],
    example: '获取点击位置',
  },
  {
    reader: [
      '绝对坐标',
      '屏幕坐标',
      '全局坐标',
      '页面坐标',
      '世界坐标',
      '局部坐标',
      '相对坐标',
      '坐标转换',
      '坐标系转换',
      '坐标系',
    ],
    page: ['getAbsolutePosition', 'getRelativePointerPosition', '坐标换算'],
    example: '组里的局部坐标转全局坐标',
  },
  {
    reader: ['边界框', '外接矩形', '包围框', '实际大小', '实际尺寸', '占多大', '真实宽高'],
    page: ['getClientRect', '包围盒'],
    example: '获取文字的外接矩形',
  },

  // Export / images / CORS: screenshots, downloads, blank exports, tainted canvas, loading images.
  {
    reader: [
      '截图',
      '截屏',
      '保存图片',
      '导出图片',
      '生成图片',
      '转图片',
      '转成图片',
      '下载图片',
      '存成图片',
      '保存成图片',
      '另存为',
      '生成海报',
      '海报',
    ],
    page: ['toDataURL', 'toImage', '导出'],
    example: '画布截图保存',
  },
  {
    reader: ['画布污染', '被污染', '污染', '跨域图片', '图片跨域', 'cors', 'securityerror', 'tainted'],
    page: ['crossOrigin', 'Tainted', '跨域'],
    example: '导出时画布被污染',
  },
  {
    reader: ['图片不显示', '图片出不来', '图片加载不出来', '图片空白', '看不到图', '图不显示', '图片没显示'],
    page: ['onload', 'useImage', '加载图片'],
    example: '图片不显示也不报错',
  },
  {
    reader: ['导出空白', '导出白图', '导出黑图', '导出不全', '导出缺失'],
    page: ['toDataURL', '空白'],
    example: '导出空白图片',
  },
  {reader: ['pdf', 'jspdf'], page: ['PDF', '打印'], example: '画布导出 pdf'},
  {
    reader: ['上传图片', '本地图片', '选择图片', '本地文件', '选文件', '拖入图片'],
    page: ['FileReader', '文件'],
    example: '上传本地图片到画布',
  },
  {reader: ['底图', '背景图', '背景图片', '底色', '背景色'], page: ['背景'], example: '画布设置底图'},
  {reader: ['点下载没反应', '存不下来'], page: ['下载', 'toDataURL'], example: '手机上点下载没反应'},
  {reader: ['base64', 'dataurl'], page: ['toDataURL', 'toBlob'], example: '舞台转 base64'},

  // Text / fonts: web fonts, wrapping, overflow, in-place editing, type styles.
  {
    reader: [
      '字体不生效',
      '字体没变',
      '字体无效',
      '自定义字体',
      '引入字体',
      '加载字体',
      '字体文件',
      '网络字体',
      '字体加载',
      '外部字体',
      '在线字体',
      '字体没效果',
    ],
    page: ['fontFamily', '网页字体', '字体'],
    example: '引入的字体不生效',
  },
  {
    reader: ['方块字', '显示方框', '豆腐块', '显示方块', '小方块'],
    page: ['网页字体', '字体'],
    example: '中文显示方块字',
  },
  {
    reader: ['自动换行', '折行', '不换行', '断行', '一行太长', '文字太长'],
    page: ['wrap', '换行'],
    example: '文字太长不换行',
  },
  {
    reader: ['省略号', '超出省略', '显示省略', '超出隐藏', '文字溢出', '溢出'],
    page: ['ellipsis'],
    example: '文字超出显示省略号',
  },
  {
    reader: ['编辑文字', '双击编辑', '文本编辑', '文字输入', '输入框', '可编辑', '改文字', '修改文字', '在线编辑文字'],
    page: ['textarea', '编辑'],
    example: '双击编辑文字',
  },
  {reader: ['加粗', '粗体', '斜体', '字重', '文字加粗'], page: ['fontStyle', 'bold'], example: '文字加粗斜体'},
  {
    reader: ['行高', '行距', '行间距', '字间距', '字距', '字符间距'],
    page: ['lineHeight', 'letterSpacing'],
    example: '调整文字行距',
  },
  {
    reader: ['居中', '文字居中', '垂直居中', '水平居中', '上下居中', '左右居中'],
    page: ['align', 'verticalAlign'],
    example: '矩形里文字垂直居中',
  },
  {
    reader: ['弯曲文字', '沿路径', '曲线文字', '环形文字', '圆形文字', '文字绕圈'],
    page: ['TextPath'],
    example: '文字沿路径排列',
  },

  // Animation / tween: back-and-forth, loops, fades, easing, stopping, sprites, shaking.
  {
    reader: ['来回', '往返', '来回动', '来回播放', '来回移动', '反复播放', '反向播放', '倒放'],
    page: ['yoyo', 'reverse'],
    example: '方块来回移动动画',
  },
  {
    reader: ['循环播放', '无限循环', '一直转', '一直动', '循环动画', '重复播放', '转圈'],
    page: ['repeat', 'Animation'],
    example: '图形无限循环旋转',
  },
  {
    reader: ['过渡动画', '过渡效果', '平滑移动', '慢慢移动', '缓慢移动', '渐变动画', '动画过渡'],
    page: ['Tween', '补间动画', 'easing'],
    example: '位置平滑移动过渡动画',
  },
  {
    reader: ['淡出', '渐隐', '渐显', '淡入淡出', '渐入渐出', '慢慢消失'],
    page: ['淡入', 'opacity', 'Tween'],
    example: '图形渐隐消失',
  },
  {
    reader: ['缓动效果', '弹性效果', '回弹', '弹跳', '先快后慢'],
    page: ['缓动函数', 'easing'],
    example: '动画加回弹效果',
  },
  {
    reader: ['停不下来', '停止动画', '暂停动画', '动画暂停', '关掉动画'],
    page: ['stop', 'pause'],
    example: '动画停不下来',
  },
  {reader: ['动画结束', '播放完', '结束回调', '动画完成', '播完'], page: ['onFinish'], example: '动画结束回调'},
  {reader: ['帧动画', '序列帧', '雪碧图', '逐帧动画'], page: ['Sprite', '精灵'], example: '雪碧图做人物走路'},
  {reader: ['晃动', '摇晃', '抖一下', '颤抖', '抖来抖去'], page: ['抖动'], example: '图形晃动效果'},

  {
    reader: ['截取', '局部导出', '部分导出', '导出局部', '导出一部分', '截一部分'],
    page: ['导出一块区域', '导出选区'],
    example: '截取舞台左半边存成文件',
  },
  // Layers / z-order: what is on top, what covers what, groups.
  {reader: ['裁掉', '剪掉', '切掉', '被裁', '超出部分隐藏'], page: ['裁剪', 'clip'], example: '组外面的内容想切掉'},
  {
    reader: ['置顶', '放到最上面', '放到最前面', '最上层', '最前面', '最底层', '最下面', '上移一层', '下移一层'],
    page: ['zIndex', 'moveToTop', 'moveToBottom'],
    example: '选中的图形置顶',
  },
  {
    reader: ['盖住', '被挡住', '遮挡', '被遮住', '压在下面', '挡在上面'],
    page: ['zIndex', 'moveToTop', '顺序'],
    example: '图片被遮挡',
  },
  {
    reader: ['前后顺序', '上下顺序', '叠放顺序', '堆叠顺序', '叠加顺序', '显示顺序', '层叠'],
    page: ['zIndex', '顺序', '层级'],
    example: '调整图形的叠放顺序',
  },
  {reader: ['编组', '打组', '成组', '合并成一组'], page: ['Group', '分组'], example: '多个图形编组一起拖'},
  {reader: ['图层太多', '几个图层', '多少图层', '图层数量', '分层'], page: ['图层', '性能'], example: '用几个图层合适'},

  // Events / touch / mobile: phones and tablets, taps, double events, keys, right click, free drawing.
  {
    reader: [
      '手机上',
      '手机端',
      '触屏',
      '触摸屏',
      '平板',
      '安卓',
      '苹果手机',
      '微信里',
      'ipad',
      'iphone',
      'android',
      'ios',
    ],
    page: ['移动端', '手机', 'touch'],
    example: 'iphone 上点击没反应',
  },
  {
    reader: ['触发两次', '执行两次', '调用两次', '重复触发', '响应两次', '回调两次'],
    page: ['两次', 'tap'],
    example: '手机上点击触发两次',
  },
  {
    reader: ['右键', '右键菜单', '鼠标右键', '上下文菜单', '自定义菜单'],
    page: ['contextmenu', '菜单'],
    example: '图形右键菜单',
  },
  {
    reader: ['按键', '快捷键', '方向键', '删除键', '回车键', '键盘', '键盘控制'],
    page: ['keydown', '键盘事件', 'tabIndex'],
    example: '按删除键删掉选中的图形',
  },
  {
    reader: ['事件穿透', '事件传递', '往上传', '父元素也触发', '事件冒泡'],
    page: ['cancelBubble', '冒泡'],
    example: '点子元素父元素也触发',
  },
  {
    reader: ['解绑', '取消监听', '移除监听', '解除绑定', '取消绑定', '注销事件'],
    page: ['off', '移除事件'],
    example: '解绑点击事件',
  },
  {reader: ['绑定事件', '加事件', '添加事件', '注册事件', '绑事件'], page: ['on', '绑定'], example: '给矩形绑定事件'},
  {
    reader: ['松手', '松开', '鼠标抬起', '放开', '抬起'],
    page: ['mouseup', 'pointerup', 'dragend'],
    example: '松手后保存位置',
  },
  {reader: ['鼠标按下', '按下鼠标', '按下去'], page: ['mousedown', 'pointerdown'], example: '鼠标按下开始画线'},
  {
    reader: ['签名板', '手绘', '涂鸦', '随手画', '自由画', '画画板', '画板', '写字板'],
    page: ['自由绘制', '签名', 'Line'],
    example: '做一个涂鸦画板',
  },
  {reader: ['橡皮', '擦掉', '擦除', '擦除功能'], page: ['橡皮擦', 'globalCompositeOperation'], example: '画板擦除功能'},

  // Serialization: saving and restoring the canvas, undo, copying nodes, clearing.
  {
    reader: [
      '保存画布',
      '存数据库',
      '保存到数据库',
      '持久化',
      '恢复画布',
      '回显',
      '数据回显',
      '读档',
      '存档',
      '保存状态',
      'json',
    ],
    page: ['toJSON', '序列化'],
    example: '画布内容存数据库回显',
  },
  {
    reader: ['撤回', '回退', '后退一步', '上一步', '历史记录', '返回上一步'],
    page: ['撤销', 'undo', '重做'],
    example: '画板撤回上一步',
  },
  {reader: ['复制粘贴', '克隆', '拷贝', '复制一份'], page: ['clone'], example: '复制粘贴选中的图形'},
  {
    reader: ['清空画布', '清除画布', '清屏', '全部清除', '清空图层', '删光'],
    page: ['destroyChildren', 'removeChildren'],
    example: '一键清空画布',
  },

  // React / Vue / Svelte / Angular integration: refs, server rendering, state, versions.
  {
    reader: ['拿不到实例', '获取实例', '拿实例', '拿到节点', '获取节点实例', '拿不到节点', '原生节点', '实例对象'],
    page: ['ref', 'getNode', 'useRef'],
    example: 'vue 里拿不到实例',
  },
  {reader: ['服务端渲染', '服务器渲染', '同构', '预渲染'], page: ['SSR', '客户端'], example: 'nuxt 服务端渲染报错'},
  {
    reader: ['数据驱动', '状态驱动', '双向绑定', '响应式数据'],
    page: ['状态驱动', 'state'],
    example: 'react 数据驱动画布',
  },
  {
    reader: ['版本对应', '版本不匹配', '版本冲突', '对应版本', '版本兼容', '兼容版本', '哪个版本'],
    page: ['版本', '安装'],
    example: 'react 19 用哪个版本',
  },
  {
    reader: ['钩子函数', '生命周期', '组件卸载', '卸载时'],
    page: ['useEffect', 'destroy'],
    example: '组件卸载时销毁舞台',
  },

  // Errors / typing: TypeScript types, imports, things that do not show up at all.
  {
    reader: ['类型报错', '类型错误', '类型定义', '类型提示', '没有类型', '类型声明', 'ts'],
    page: ['TypeScript', '类型声明'],
    example: 'ref 类型报错',
  },
  {
    reader: ['引入失败', '导入失败', '引入报错', '找不到模块', '模块找不到', '引用不到'],
    page: ['import', '安装'],
    example: 'konva 引入失败',
  },
  {
    reader: ['画不出来', '没显示', '啥都没有', '白屏', '空白一片'],
    page: ['不显示', '显示不出来'],
    example: '矩形画不出来',
  },

  // Fillers and question words: readers' padding that names no subject, dropped from the query.
  {
    reader: [
      '一直',
      '老是',
      '总是',
      '始终',
      '每次都',
      '经常',
      '有时候',
      '偶尔',
      '严重',
      '很严重',
      '非常',
      '十分',
      '超级',
      '明显',
    ],
    page: [],
    example: '拖动时一直闪',
  },
  {
    reader: [
      '请问',
      '求助',
      '求教',
      '求问',
      '跪求',
      '急求',
      '在线等',
      '大佬',
      '大佬们',
      '大神',
      '各位',
      '萌新',
      '小白',
      '新手',
    ],
    page: [],
    example: '请问舞台怎么缩放',
  },
  {
    reader: ['有没有', '能不能', '能否', '咋办', '咋整', '咋弄', '为啥', '为毛', '啥原因', '咋回事', '究竟'],
    page: [],
    example: '为啥图片出不来',
  },
  {
    reader: ['突然', '好像', '感觉', '貌似', '谢谢', '麻烦', '帮忙', '帮帮忙', '多谢'],
    page: [],
    example: '感觉动画很卡',
  },
  {reader: ['ppt', 'plz'], page: [], example: '卡成 ppt'},
  // "X doesn't work": the subject is X, the complaint names nothing a page could be about.
  {
    reader: [
      '不生效',
      '没生效',
      '不起作用',
      '没起作用',
      '不管用',
      '没有用',
      '没用',
      '没效果',
      '没有效果',
      '不好使',
      '不工作',
    ],
    page: [],
    example: 'shadowBlur 设了不起作用',
  },
];
