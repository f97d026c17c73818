// Topics that group the members on a class page (位置与尺寸, 变换, 外观 ...). A member goes to the first topic that
// lists it (and, for topics limited to some classes, only on those pages); the rest go to 其他.
import type {ApiClass} from './model';

export interface Topic {
  /** anchor of the topic's heading: `#topic-<id>` */
  id: string;
  title: string;
  members: (string | RegExp)[];
  /** only on these class pages */
  classes?: string[];
}

/** Node attributes the filters read: a topic of their own on the Node page (filled from the Filters model). */
export const FILTER_TOPIC = 'filter-attrs';

export const topics: Topic[] = [
  {
    id: 'transformer-nodes',
    title: '绑定的节点与状态',
    classes: ['Transformer'],
    members: [
      'nodes',
      'getNodes',
      'setNodes',
      'getNode',
      'attachTo',
      'detach',
      'forceUpdate',
      'isTransforming',
      'stopTransform',
      'getActiveAnchor',
      'on',
    ],
  },
  {
    id: 'transformer-resize',
    title: '缩放',
    classes: ['Transformer'],
    members: [
      'resizeEnabled',
      'keepRatio',
      'centeredScaling',
      'shiftBehavior',
      'flipEnabled',
      'boundBoxFunc',
      'ignoreStroke',
      'padding',
      'enabledAnchors',
      'shouldOverdrawWholeArea',
    ],
  },
  {id: 'transformer-rotate', title: '旋转', classes: ['Transformer'], members: [/^rotat/, 'useSingleNodeRotation']},
  {id: 'transformer-style', title: '控制点与边框样式', classes: ['Transformer'], members: [/^anchor/, /^border/]},
  {
    id: 'text',
    title: '文字与排版',
    classes: ['Text', 'TextPath', 'Label'],
    members: [
      'text',
      /^font/,
      'align',
      'verticalAlign',
      'direction',
      'wrap',
      'ellipsis',
      'lineHeight',
      'letterSpacing',
      'padding',
      'textDecoration',
      'underlineOffset',
      'textBaseline',
      'kerningFunc',
      'charRenderFunc',
      'getText',
      'getTag',
    ],
  },
  {
    id: 'text-measure',
    title: '测量',
    classes: ['Text', 'TextPath'],
    members: ['measureSize', 'getTextWidth', 'textWidth', 'textHeight', 'textArr', 'glyphInfo'],
  },
  {
    id: 'playback',
    title: '播放控制',
    classes: ['Animation', 'Tween', 'Sprite'],
    members: ['play', 'pause', 'reverse', 'seek', 'reset', 'finish', 'start', 'stop', 'isRunning', 'destroy'],
  },
  {
    id: 'position',
    title: '位置与尺寸',
    members: [
      'x',
      'y',
      'position',
      'absolutePosition',
      'getAbsolutePosition',
      'move',
      'width',
      'height',
      'size',
      'getWidth',
      'getHeight',
      'offset',
      'offsetX',
      'offsetY',
      'getClientRect',
      'getSelfRect',
      'selfRectFunc',
      'isClientRectOnScreen',
    ],
  },
  {
    id: 'transform',
    title: '变换',
    members: [
      'rotation',
      'rotate',
      'scale',
      'scaleX',
      'scaleY',
      'skew',
      'skewX',
      'skewY',
      'transformsEnabled',
      'getTransform',
      'getAbsoluteTransform',
      'getAbsoluteRotation',
      'getAbsoluteScale',
    ],
  },
  {id: 'fill', title: '填充', members: [/^fill/]},
  {id: 'stroke', title: '描边', members: [/^stroke(?!Hit)/, 'lineCap', 'lineJoin', 'miterLimit', /^dash/]},
  {id: 'shadow', title: '阴影', members: [/^shadow/]},
  {
    id: 'appearance',
    title: '外观与可见性',
    members: [
      'opacity',
      'getAbsoluteOpacity',
      'visible',
      'isVisible',
      'show',
      'hide',
      'globalCompositeOperation',
      'hasFill',
      'hasStroke',
      'hasShadow',
      'perfectDrawEnabled',
      'imageSmoothingEnabled',
      'isolated',
    ],
  },
  {id: 'clip', title: '裁剪', members: [/^clip/]},
  {
    id: 'events',
    title: '事件与命中检测',
    members: [
      'on',
      'off',
      'fire',
      'listening',
      'isListening',
      'preventDefault',
      'hitFunc',
      'hitStrokeWidth',
      'strokeHitEnabled',
      'intersects',
      'getIntersection',
      'getAllIntersections',
      'getPointerPosition',
      'getRelativePointerPosition',
      'setPointersPositions',
      'eventBatchFunc',
      'hitGraphEnabled',
      'enableHitGraph',
      'disableHitGraph',
      'toggleHitCanvas',
      'getHitCanvas',
    ],
  },
  {
    id: 'drag',
    title: '拖放',
    members: ['draggable', 'dragBoundFunc', 'dragDistance', 'startDrag', 'stopDrag', 'isDragging'],
  },
  {id: 'cache', title: '缓存与滤镜', members: ['cache', 'clearCache', 'isCached', 'filters', 'drawHitFromCache']},
  {id: FILTER_TOPIC, title: '滤镜参数', classes: ['Node'], members: []},
  {
    id: 'drawing',
    title: '绘制',
    members: [
      'sceneFunc',
      'draw',
      'batchDraw',
      'clear',
      'clearBeforeDraw',
      'getCanvas',
      'getContext',
      'getNativeCanvasElement',
    ],
  },
  {
    id: 'export',
    title: '导出与序列化',
    members: [/^to(DataURL|Image|Blob|Canvas|JSON|Object)$/, 'create', 'clone', 'to'],
  },
  {
    id: 'tree',
    title: '节点树与选择器',
    members: [
      'add',
      'children',
      'getChildren',
      'hasChildren',
      'find',
      'findOne',
      'findAncestor',
      'findAncestors',
      'getAncestors',
      'isAncestorOf',
      'getParent',
      'parent',
      'getLayer',
      'getLayers',
      'getStage',
      'getDepth',
      'index',
      'zIndex',
      'getAbsoluteZIndex',
      /^move(To|Up|Down|ToTop|ToBottom)$/,
      'remove',
      'removeChildren',
      'destroy',
      'destroyChildren',
      'container',
      'setContainer',
      'content',
    ],
  },
  {
    id: 'attrs',
    title: '属性、名称与 id',
    members: [
      'id',
      'name',
      'addName',
      'hasName',
      'removeName',
      'attrs',
      'getAttr',
      'getAttrs',
      'setAttr',
      'setAttrs',
      'className',
      'nodeType',
      'getClassName',
      'getType',
    ],
  },
];

/** Classes with at most this many own members show them in one list, without topic headings. */
export const MIN_GROUPED = 9;

export interface MemberGroup {
  id: string;
  title: string;
  names: string[];
}

/** Own members of a class in topic groups, in topic order; members of no topic last under 其他. */
export function groupMembers(c: ApiClass, names: string[], filterAttrs: Set<string>): MemberGroup[] {
  const groups = new Map<string, MemberGroup>();
  const other: string[] = [];
  for (const name of names) {
    const topic =
      c.name === 'Node' && filterAttrs.has(name)
        ? topics.find((t) => t.id === FILTER_TOPIC)
        : topics.find(
            (t) =>
              (!t.classes || t.classes.includes(c.name)) &&
              t.members.some((m) => (typeof m === 'string' ? m === name : m.test(name))),
          );
    if (!topic) {
      other.push(name);
      continue;
    }
    const g = groups.get(topic.id) ?? {id: `topic-${topic.id}`, title: topic.title, names: []};
    g.names.push(name);
    groups.set(topic.id, g);
  }
  // in the order the topic lists them (x, y, position ...), then by name
  const rank = (t: Topic | undefined, name: string): number => {
    const i = t?.members.findIndex((m) => (typeof m === 'string' ? m === name : m.test(name))) ?? -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  for (const [id, g] of groups) {
    const t = topics.find((x) => x.id === id);
    g.names.sort((a, b) => rank(t, a) - rank(t, b) || a.localeCompare(b));
  }
  const ordered = topics.map((t) => groups.get(t.id)).filter((g): g is MemberGroup => Boolean(g));
  if (other.length) ordered.push({id: 'topic-other', title: ordered.length ? '其他' : '属性与方法', names: other});
  return ordered;
}
