import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  collectDemos,
  demoProblems,
  filterFromSearch,
  filterToSearch,
  liveFlavours,
  matchesFilter,
  type Demo,
  type DemoDoc,
} from '../../src/plugins/demo-gallery/data';

const FENCES = [
  '```js live vanilla height=300',
  '```jsx live react',
  '```vue live',
  '```svelte live',
  '```ts live angular',
];
const page = (over: Partial<DemoDoc> = {}): DemoDoc => ({
  name: 'Crop',
  title: '裁剪图片',
  permalink: '/docs/sandbox/Crop.html',
  frontMatter: {demo: {summary: '拖动选框裁剪图片并导出', tags: ['图片', '导出']}},
  source: `${FENCES.slice(0, 2).join('\ncode\n```\n')}\ncode\n\`\`\`\n`,
  ...over,
});

describe('liveFlavours', () => {
  it('lists the flavours of live fences in tab order and ignores plain code blocks', () => {
    const mdx = [
      '```ts live angular',
      'a',
      '```',
      '```js',
      'not live',
      '```',
      '```vue live',
      'b',
      '```',
      '```jsx live react',
      'c',
      '```',
    ].join('\n');
    expect(liveFlavours(mdx)).toEqual(['react', 'vue', 'angular']);
  });
  it('reads every page under content/docs/sandbox as having all its flavours', () => {
    const dir = path.resolve(__dirname, '../../content/docs/sandbox');
    const src = fs.readFileSync(path.join(dir, 'Canvas_Context_Menu.mdx'), 'utf8');
    expect(liveFlavours(src)).toEqual(['vanilla', 'react', 'vue', 'svelte', 'angular']);
  });
});

describe('demo front matter', () => {
  it('accepts a valid page', () => expect(demoProblems(page())).toEqual([]));
  it('names each problem', () => {
    expect(demoProblems(page({frontMatter: {}}))).toEqual(['front matter `demo: {summary, tags}` is missing']);
    const bad = demoProblems(
      page({frontMatter: {demo: {summary: '很'.repeat(41), tags: ['图片', '好玩']}}, source: 'no example'}),
    );
    expect(bad).toEqual([
      '`demo.summary` has 41 characters (at most 40)',
      'unknown tag "好玩" (allowed: 图形 图片 文字 事件 拖放 变换 动画 滤镜 性能 导出 编辑器 绘图 游戏 触摸 数据 布局)',
      'the page has no live example',
    ]);
  });
  it('fails the whole collection with the page named', () => {
    expect(() =>
      collectDemos(
        [page(), page({permalink: '/docs/sandbox/Bad.html', frontMatter: {demo: {summary: 'x', tags: []}}})],
        () => false,
      ),
    ).toThrow(/\/docs\/sandbox\/Bad\.html: `demo\.tags` needs at least one tag/);
  });
  it('collects cards sorted by title with tags in filter order and thumbnails where they exist', () => {
    const demos = collectDemos(
      [
        page({name: 'B', title: '乙', frontMatter: {demo: {summary: 's', tags: ['导出', '图片']}}}),
        page({name: 'A', title: '甲'}),
      ],
      (n) => n === 'A',
    );
    expect(demos.map((d) => [d.name, d.thumbnail])).toEqual([
      ['A', '/img/demos/A.webp'],
      ['B', null],
    ]);
    expect(demos[1]!.tags).toEqual(['图片', '导出']);
    expect(demos[0]!.flavours).toEqual(['vanilla', 'react']);
  });
});

describe('filter', () => {
  const demo: Demo = {
    name: 'Canvas_to_PDF',
    title: '导出 PDF',
    permalink: '/x',
    summary: '把画布导出为多页 PDF',
    tags: ['导出', '图形'],
    flavours: ['vanilla'],
    thumbnail: null,
  };
  it('needs every chosen tag and every word of the text', () => {
    expect(matchesFilter(demo, {tags: ['导出'], query: ''})).toBe(true);
    expect(matchesFilter(demo, {tags: ['导出', '游戏'], query: ''})).toBe(false);
    expect(matchesFilter(demo, {tags: [], query: 'pdf 多页'})).toBe(true);
    expect(matchesFilter(demo, {tags: [], query: 'canvas to'})).toBe(true);
    expect(matchesFilter(demo, {tags: [], query: 'pdf 视频'})).toBe(false);
  });
  it('round-trips through the URL and drops unknown tags', () => {
    const search = filterToSearch({tags: ['图片', '拖放'], query: '裁剪 '});
    expect(search).toBe('?tag=%E5%9B%BE%E7%89%87&tag=%E6%8B%96%E6%94%BE&q=%E8%A3%81%E5%89%AA+');
    expect(filterFromSearch(search)).toEqual({tags: ['图片', '拖放'], query: '裁剪 '});
    expect(filterToSearch({tags: [], query: '  '})).toBe('');
    expect(filterFromSearch('?tag=好玩&tag=游戏')).toEqual({tags: ['游戏'], query: ''});
    expect(filterToSearch({tags: [], query: ''})).toBe('');
  });
});
