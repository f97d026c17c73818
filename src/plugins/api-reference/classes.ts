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
