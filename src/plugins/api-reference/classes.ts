// Which Konva classes get a page, where they are declared in the package, and their sidebar role.
import type {Role} from './model';

export interface ClassSource {
  name: string;
  /** declaration file inside konva/lib, without extension */
  file: string;
  kind: 'class' | 'namespace';
  role: Role;
}

export const roleLabels: Record<Role, string> = {
  core: '核心',
  shape: '图形',
  interaction: '交互',
  animation: '动画',
  util: '工具',
};

export const roleOrder: Role[] = ['core', 'shape', 'interaction', 'animation', 'util'];

const c = (name: string, file: string, role: Role, kind: 'class' | 'namespace' = 'class'): ClassSource => ({
  name,
  file,
  role,
  kind,
});

export const classSources: ClassSource[] = [
  c('Node', 'Node', 'core'),
  c('Container', 'Container', 'core'),
  c('Stage', 'Stage', 'core'),
  c('Layer', 'Layer', 'core'),
  c('FastLayer', 'FastLayer', 'core'),
  c('Group', 'Group', 'core'),
  c('Shape', 'Shape', 'core'),
  c('Arc', 'shapes/Arc', 'shape'),
  c('Arrow', 'shapes/Arrow', 'shape'),
  c('Circle', 'shapes/Circle', 'shape'),
  c('Ellipse', 'shapes/Ellipse', 'shape'),
  c('Image', 'shapes/Image', 'shape'),
  c('Label', 'shapes/Label', 'shape'),
  c('Line', 'shapes/Line', 'shape'),
  c('Path', 'shapes/Path', 'shape'),
  c('Rect', 'shapes/Rect', 'shape'),
  c('RegularPolygon', 'shapes/RegularPolygon', 'shape'),
  c('Ring', 'shapes/Ring', 'shape'),
  c('Sprite', 'shapes/Sprite', 'shape'),
  c('Star', 'shapes/Star', 'shape'),
  c('Tag', 'shapes/Label', 'shape'),
  c('Text', 'shapes/Text', 'shape'),
  c('TextPath', 'shapes/TextPath', 'shape'),
  c('Wedge', 'shapes/Wedge', 'shape'),
  c('Transformer', 'shapes/Transformer', 'interaction'),
  c('Animation', 'Animation', 'animation'),
  c('Tween', 'Tween', 'animation'),
  c('Easings', 'Tween', 'animation', 'namespace'),
  c('Filters', 'filters', 'util', 'namespace'),
  c('Util', 'Util', 'util', 'namespace'),
  c('Transform', 'Util', 'util'),
  c('Canvas', 'Canvas', 'util'),
  c('Context', 'Context', 'util'),
];

/**
 * Public fields and methods Konva's JSDoc leaves undocumented but readers use; everything else without
 * JSDoc (drawScene, getSelfRect, backCompat aliases ...) is Konva's internal plumbing and gets no entry.
 */
export const alsoPublic: Record<string, string[]> = {
  Node: ['attrs', 'parent', 'className', 'nodeType', 'index', 'hasChildren', 'isAncestorOf'],
  Container: ['children'],
  Stage: ['content'],
  Image: ['fromURL'],
  Path: ['dataArray', 'parsePathData', 'getPathLength'],
  Text: ['textArr', 'textWidth', 'textHeight'],
  TextPath: ['textWidth', 'textHeight', 'glyphInfo'],
  Animation: ['frame', 'layers', 'func', 'id'],
  Tween: ['node', 'anim', 'onFinish', 'onReset', 'onUpdate'],
  Transform: ['m', 'reset', 'copyInto', 'isInvertible'],
  Canvas: ['pixelRatio', 'width', 'height', 'setSize', 'getWidth', 'getHeight', 'setWidth', 'setHeight'],
  Context: ['canvas', 'fill', 'clip', 'setAttr'],
  Transformer: ['getNodes', 'setNodes', 'getNode'],
};

/** JSDoc blocks Konva files under another member's name: `TextPath#getText` documents the `text` getter/setter. */
export const jsdocAliases: Record<string, string> = {
  'TextPath#getText': 'text',
};

/**
 * Overrides Konva leaves undocumented but which behave differently from the ancestor's member: they get a section of
 * their own (described in the subclass file). Other undocumented overrides show as inherited from the nearest
 * ancestor that documents the member.
 */
export const describedOverrides: Record<string, string[]> = {
  Stage: ['add', 'cache', 'clearCache', 'getLayer', 'getParent'],
  Layer: ['getLayer', 'moveDown', 'moveToBottom', 'moveToTop', 'moveUp', 'remove'],
};

/** Option objects expanded into rows (name, type, default, meaning): `Class#member` -> parameter name. */
export const optionParams: Record<string, string> = {
  'Node#cache': 'config',
  'Node#getClientRect': 'config',
  'Node#toBlob': 'config',
  'Node#toCanvas': 'config',
  'Node#toDataURL': 'config',
  'Node#toImage': 'config',
};

/**
 * Defaults of those options, read from Node.js (`cache`, `_toKonvaCanvas`, `toDataURL`) and Canvas.js. Keys are
 * `Class#member.option`; a value with Chinese text is prose, anything else a literal.
 */
export const optionDefaults: Record<string, string> = {
  ...Object.fromEntries(
    ['cache', 'toDataURL', 'toImage', 'toBlob', 'toCanvas'].flatMap((m) => [
      [`Node#${m}.x`, '节点包围盒的左边'],
      [`Node#${m}.y`, '节点包围盒的上边'],
      [`Node#${m}.width`, '节点包围盒的宽度'],
      [`Node#${m}.height`, '节点包围盒的高度'],
      [`Node#${m}.imageSmoothingEnabled`, 'true'],
      [`Node#${m}.pixelRatio`, m === 'cache' ? '`Konva.pixelRatio`（设备像素比）' : '1'],
    ]),
  ),
  'Node#cache.offset': '0',
  'Node#cache.drawBorder': 'false',
  'Node#cache.hitCanvasPixelRatio': '1',
  ...Object.fromEntries(
    ['toDataURL', 'toImage', 'toBlob'].flatMap((m) => [
      [`Node#${m}.mimeType`, "'image/png'"],
      [`Node#${m}.quality`, '浏览器的默认值'],
    ]),
  ),
  'Node#getClientRect.skipTransform': 'false',
  'Node#getClientRect.skipShadow': 'false',
  'Node#getClientRect.skipStroke': 'false',
  'Node#getClientRect.relativeTo': '无（返回绝对坐标）',
};

/** Defaults of the `Konva` settings Global.js computes at load time, as a reader would read them. */
export const globalDefaultText: Record<string, string> = {
  document: '浏览器中为全局的 `document`',
  isBrowser: '在浏览器中为 `true`，在 Node.js 中为 `false`',
  isUnminified: '使用未压缩的构建时为 `true`',
  pixelRatio: '`window.devicePixelRatio`，取不到时为 `1`',
};
