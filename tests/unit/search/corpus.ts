// A small hand-written corpus of DocSearch records (a few pages of the real site's shape) for ranking tests.
import type {DocSearchRecord, Hierarchy, RecordType} from '../../../src/plugins/local-search/types';
import {buildIndex} from '../../../src/plugins/local-search/buildIndex';
import {loadFiles, type DocIndex} from '../../../src/plugins/local-search/client/docIndex';
import {answer} from '../../../src/plugins/local-search/client/engine';
import type {RankOptions} from '../../../src/plugins/local-search/client/rank';

export const SITE = 'https://example.org';

interface Section {
  heading: string;
  level?: 2 | 3;
  paragraphs: string[];
}
export interface PageSpec {
  path: string;
  lvl0: string;
  title: string;
  description?: string;
  tag?: string;
  language?: string;
  sections: Section[];
}

export function pageRecords(spec: PageSpec): DocSearchRecord[] {
  const url = SITE + spec.path;
  const records: DocSearchRecord[] = [];
  const h: Hierarchy = {lvl0: spec.lvl0, lvl1: spec.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) =>
    records.push({
      objectID: `${spec.path}#${records.length}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...h},
      content,
      language: spec.language ?? 'zh-Hans',
      docusaurus_tag: spec.tag ?? 'docs-default-current',
      version: 'current',
      weight: {pageRank: 0, level: 0, position: records.length},
    });
  push('lvl1', spec.description ?? null);
  for (const s of spec.sections) {
    const level = s.level ?? 2;
    if (level === 2) h.lvl3 = null;
    h[`lvl${level}`] = s.heading;
    anchor = s.heading;
    push(`lvl${level}`, null);
    for (const p of s.paragraphs) push('content', p);
  }
  return records;
}

export const CORPUS: PageSpec[] = [
  {
    path: '/docs/drag_and_drop/Drag_and_Drop.html',
    lvl0: '拖放',
    title: '拖放入门',
    description: '让图形可以被拖动。',
    sections: [
      {heading: '拖动图形', paragraphs: ['把 draggable 设为 true，图形就可以被鼠标或手指拖动。']},
      {heading: '拖动事件', paragraphs: ['拖动时触发 dragstart、dragmove 和 dragend 事件。']},
    ],
  },
  {
    path: '/docs/drag_and_drop/Simple_Drag_Bounds.html',
    lvl0: '拖放',
    title: '限制拖动范围',
    sections: [{heading: 'dragBoundFunc', paragraphs: ['用 dragBoundFunc 返回新的位置，就能把图形限制在一个区域里。']}],
  },
  {
    path: '/docs/select_and_transform/Basic_demo.html',
    lvl0: '选择与变换',
    title: '变换器 Transformer 入门',
    sections: [
      {heading: '缩放与旋转', paragraphs: ['Konva.Transformer 给选中的图形加上缩放和旋转手柄。']},
      {heading: '旋转吸附', level: 3, paragraphs: ['rotationSnaps 让旋转角度吸附到给定的值。']},
    ],
  },
  {
    path: '/docs/performance/Shape_Caching.html',
    lvl0: '性能',
    title: '缓存图形',
    sections: [
      {heading: '用缓存提升性能', paragraphs: ['调用 shape.cache() 把复杂图形画到离屏画布上，之后重绘就快了。']},
    ],
  },
  {
    path: '/api/Konva.Node.html',
    lvl0: 'API 参考',
    title: 'Konva.Node',
    sections: [
      {heading: 'Konva.Node#cache', paragraphs: ['把节点缓存为位图。']},
      {heading: 'Konva.Node#getClientRect', paragraphs: ['返回节点在舞台上的包围盒。']},
    ],
  },
  {
    path: '/api/Konva.Rect.html',
    lvl0: 'API 参考',
    title: 'Konva.Rect',
    sections: [{heading: 'cornerRadius', paragraphs: ['矩形的圆角半径。']}],
  },
  {
    path: '/docs/shapes/Rectangle_Tips.html',
    lvl0: '形状',
    title: 'Rectangle 绘制技巧',
    sections: [{heading: '技巧', paragraphs: ['画 rectangle 时注意描边宽度会向外扩展，文字里提到 rect 一次。']}],
  },
  {
    path: '/docs/data_and_serialization/Stage_Data_URL.html',
    lvl0: '数据与序列化',
    title: '导出图片',
    sections: [{heading: 'toDataURL', paragraphs: ['stage.toDataURL() 把舞台导出为 PNG 图片。']}],
  },
  {
    path: '/blog/welcome',
    lvl0: '博客',
    title: '本站上线',
    tag: 'default',
    sections: [{heading: '为什么', paragraphs: ['我们做了一套拖放、缓存都讲清楚的文档。']}],
  },
  {
    path: '/en/docs/drag.html',
    lvl0: 'Docs',
    title: 'Drag and drop',
    language: 'en',
    sections: [{heading: 'Drag', paragraphs: ['Make shapes draggable.']}],
  },
];

export function corpusRecords(): DocSearchRecord[] {
  return CORPUS.flatMap(pageRecords);
}

/** The corpus built and loaded exactly as the site does it (JSON round trip included). */
export function loadCorpus(records: DocSearchRecord[] = corpusRecords()): DocIndex {
  const built = buildIndex(records, SITE);
  return loadFiles(
    JSON.parse(built.head.json),
    built.body.map((b) => JSON.parse(b.json)),
  );
}

/** The pages a query finds, in order, each once (as a reader scans the hits). */
export function pagesFor(index: DocIndex, query: string, options: RankOptions = {}): string[] {
  const seen: string[] = [];
  for (const h of answer(index, 'test', {query, hitsPerPage: 50}, SITE, options).hits) {
    const p = h.url_without_anchor.slice(SITE.length);
    if (!seen.includes(p)) seen.push(p);
  }
  return seen;
}
