// What the generated pages say about defaults, deprecation, generics, option objects, overrides and topics: each
// expectation failed on the pages generated before issue 17.
import {describe, expect, it} from 'vitest';
import {extractApi, konvaRoot} from '../../../src/plugins/api-reference/extract';
import {Renderer} from '../../../src/plugins/api-reference/render';
import {apiZh} from '../../../src/data/api-zh';
import {readMemberExamples} from '../../../src/plugins/api-reference/examples';

const model = extractApi(konvaRoot());
const pages = new Renderer({
  model,
  zh: apiZh,
  docRoutes: new Map(),
  tutorialRoutes: {},
  examples: readMemberExamples(),
}).pages();
const page = (name: string): string => {
  const p = pages.find((x) => (name === 'Konva' ? x.file === 'Konva.mdx' : x.file.endsWith(`/Konva.${name}.mdx`)));
  if (!p) throw new Error(`no page for ${name}`);
  return p.content;
};
/** The section of one member: from its heading to the next heading. */
const section = (cls: string, anchor: string): string => {
  const text = page(cls);
  const start = text.indexOf(`{/* #${anchor} */}`);
  if (start < 0) throw new Error(`no section #${anchor} on ${cls}`);
  const next = text.slice(start).search(/\n#{2,3} /);
  return next < 0 ? text.slice(start) : text.slice(start, start + next);
};

describe('defaults print values, not the source constants', () => {
  it.each([
    ['Text', 'align', "'left'"],
    ['Text', 'direction', "'inherit'"],
    ['Text', 'fontStyle', "'normal'"],
    ['Text', 'verticalAlign', "'top'"],
    ['Text', 'wrap', "'word'"],
    ['TextPath', 'text', "''"],
    ['Tag', 'pointerDirection', "'none'"],
  ])('%s#%s defaults to %s', (cls, member, value) => {
    expect(section(cls, member)).toContain(`默认值：\`${value}\``);
  });

  it('prints Transformer#enabledAnchors as the list of anchor names', () => {
    expect(section('Transformer', 'enabledAnchors')).toContain(
      "默认值：`['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right']`",
    );
  });

  it('no page prints a constant name, a global reference or a call as a default', () => {
    const bad = pages.flatMap((p) =>
      [...p.content.matchAll(/默认值：`([^`]*)`|\| `[^`|]*`(?:（必填）)? \| `[^`]*` \| `([^`]*)` \|/g)]
        .map((m) => m[1] ?? m[2])
        .filter((d) => /^[A-Z][A-Z_]+$|^glob\.|\w\(\)$/.test(d))
        .map((d) => `${p.file}: ${d}`),
    );
    expect(bad).toEqual([]);
  });

  it('describes the defaults Global.js computes (isBrowser, document, pixelRatio)', () => {
    const konva = page('Konva');
    expect(konva).not.toContain('detectBrowser()');
    expect(konva).not.toContain('glob.document');
    expect(konva).toMatch(/### isBrowser[\s\S]*?默认值：在浏览器中为 `true`/);
  });
});

describe('deprecated members carry the badge', () => {
  it.each([
    ['Layer', 'enableHitGraph'],
    ['Layer', 'disableHitGraph'],
    ['Layer', 'hitGraphEnabled'],
    ['Shape', 'strokeHitEnabled'],
    ['Shape', 'getContext'],
    ['Transformer', 'attachTo'],
    ['Text', 'textHeight'],
    ['Filters', 'Brighten'],
  ])('%s#%s', (cls, member) => {
    expect(section(cls, member)).toMatch(/<ApiBadges [^>]*deprecated/);
  });

  it('marks the deprecated FastLayer class under its title', () => {
    expect(page('FastLayer')).toContain('<ApiBadges deprecated />');
  });

  it('leaves current members unmarked', () => {
    expect(section('Node', 'cache')).not.toMatch(/<ApiBadges [^>]*deprecated/);
  });
});

describe('signatures', () => {
  it('keep generic parameters', () => {
    expect(section('Node', 'on')).toContain('on<K extends keyof NodeEventMap>(evtStr: K, handler: ');
    expect(section('Container', 'findOne')).toContain('findOne<ChildNode extends Node = Node>(');
  });

  it('show filters as Konva calls them, with the node as this', () => {
    expect(section('Filters', 'Pixelate')).toContain(
      'Konva.Filters.Pixelate(this: Node, imageData: ImageData, pixelRatio?: number): void',
    );
    expect(section('Filters', 'Invert')).toContain('Konva.Filters.Invert(this: Node, imageData: ImageData): void');
  });

  it('mark a parameter that only some overloads take as optional', () => {
    expect(section('Node', 'on')).toContain('| `selector`（可选） |');
    expect(section('Node', 'on')).toContain('| `evtStr` |');
  });
});

describe('option objects are expanded into rows', () => {
  const rows = (cls: string, member: string): string[] =>
    section(cls, member)
      .split('\n')
      .filter((l) => /^\| `\w+`/.test(l));
  it('cache(config) lists each option with type, default and meaning', () => {
    const text = section('Node', 'cache');
    expect(text).toContain('| 属性 | 类型 | 默认值 | 说明 |');
    expect(text).toMatch(/\| `pixelRatio` \| `number` \| `Konva.pixelRatio`（设备像素比） \| \S/);
    expect(text).toMatch(/\| `offset` \| `number` \| `0` \| \S/);
    expect(text).toMatch(/\| `drawBorder` \| `boolean` \| `false` \| \S/);
  });

  it.each(['toDataURL', 'toImage', 'toBlob'])(
    '%s(config) lists pixelRatio, mimeType and quality, or links to the member that does',
    (m) => {
      const text = section('Node', m);
      // a row shown earlier on the page is named with a link to it instead of repeated
      const shared = /与 \[`(\w+)`\]\(#\w+\) 相同的 (.*)（类型/.exec(text);
      const full = shared ? `${text}\n${section('Node', shared[1]!)}` : text;
      for (const o of ['pixelRatio', 'mimeType', 'quality']) expect(text).toContain(`\`${o}\``);
      expect(full).toMatch(/\| `pixelRatio` \| `number` \| `1` \| \S/);
      expect(full).toMatch(/\| `mimeType` \| `string` \| `'image\/png'` \| \S/);
      expect(full).toMatch(/\| `quality` \| `number` \|/);
      expect(text).toMatch(/\| `callback` \|/);
    },
  );

  it('getClientRect(config) lists skipTransform, skipShadow, skipStroke and relativeTo', () => {
    for (const o of ['skipTransform', 'skipShadow', 'skipStroke', 'relativeTo'])
      expect(section('Node', 'getClientRect')).toContain(`| \`${o}\` |`);
    expect(rows('Node', 'getClientRect').join('\n')).not.toContain('_forDrawing');
  });

  it('the Tween config lists its own defaults and the target values, not Node defaults', () => {
    const ctor = section('Tween', 'constructor');
    expect(ctor).toMatch(/\| `duration` \| `number` \| `0.3` \|/);
    expect(ctor).toMatch(/\| `easing` \| .* \| `Konva.Easings.Linear` \|/);
    expect(ctor).toContain('**目标值**');
    expect(ctor).toContain('| `x` | `number` | 结束时的 [`x`](/api/Konva.Node.html#x) |');
    expect(ctor).not.toContain('获取或设置');
  });
});

describe('members Konva documents in other forms and overrides', () => {
  it('Node#to (@method Konva.Node#to) has a section', () => {
    expect(section('Node', 'to')).toContain('to(params: Omit<TweenConfig, \\"node\\">): Tween');
  });

  it.each([
    ['Layer', 'width', '警告'],
    ['Path', 'width', '`data`'],
    ['Transformer', 'on', 'transformstart'],
    ['Stage', 'cache', '警告'],
  ])('%s#%s shows its own behaviour', (cls, member, words) => {
    const text = section(cls, member);
    expect(text).toContain(words);
    expect(text).toContain(`覆盖了 [\`Konva.`);
  });
});

describe('pages group members by topic', () => {
  it('Node: topics in order, filter attributes in a group of their own', () => {
    const node = page('Node');
    const order = [
      '位置与尺寸',
      '变换',
      '外观与可见性',
      '事件与命中检测',
      '拖放',
      '缓存与滤镜',
      '滤镜参数',
      '导出与序列化',
      '节点树与选择器',
    ].map((t) => node.indexOf(`\n## ${t} `));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const filterGroup =
      section('Node', 'topic-filter-attrs') +
      node.slice(
        node.indexOf('{/* #topic-filter-attrs */}'),
        node.indexOf('\n## ', node.indexOf('{/* #topic-filter-attrs */}')),
      );
    for (const attr of ['blurRadius', 'brightness', 'kaleidoscopePower']) expect(filterGroup).toContain(`### ${attr} `);
    expect(filterGroup).not.toContain('### x ');
  });
});
