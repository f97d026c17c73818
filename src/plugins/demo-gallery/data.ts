// The gallery's data, read from the demo pages themselves: front matter `demo: {summary, tags}` and the flavours
// of the page's live fences. Pure functions, so the rules are unit-tested without a build.
import {FLAVOURS, flavourOf, isLiveMeta, type Flavour} from '../playground/flavours';

/** The only tags a demo may carry, in the order the filter shows them (a short, fixed list keeps filters useful). */
/** The gallery's two addresses (the navbar links the first); the second declares the first canonical, so search
 * engines see one page, not two with the same title. */
export const GALLERY_ROUTES = ['/docs/sandbox.html', '/docs/sandbox/index.html'] as const;

export const DEMO_TAGS = [
  '图形',
  '图片',
  '文字',
  '事件',
  '拖放',
  '变换',
  '动画',
  '滤镜',
  '性能',
  '导出',
  '编辑器',
  '绘图',
  '游戏',
  '触摸',
  '数据',
  '布局',
] as const;
export type DemoTag = (typeof DEMO_TAGS)[number];

/** Longest summary, in characters: one line on a card at 360 px. */
export const SUMMARY_MAX = 40;

export interface Demo {
  /** The file name without .mdx, e.g. Canvas_Editor; also the thumbnail's name. */
  name: string;
  title: string;
  /** Route without the base URL, e.g. /docs/sandbox/Canvas_Editor.html. */
  permalink: string;
  summary: string;
  tags: DemoTag[];
  flavours: Flavour[];
  /** Path of the thumbnail under static/ when one exists, e.g. /img/demos/Canvas_Editor.webp. */
  thumbnail: string | null;
}

/** What the gallery needs of a loaded doc. */
export interface DemoDoc {
  name: string;
  title: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
  /** The page's MDX source. */
  source: string;
}

/** The flavours a page's live examples offer, in tab order. */
export function liveFlavours(mdx: string): Flavour[] {
  const found = new Set<Flavour>();
  for (const m of mdx.matchAll(/^(?:```|~~~)([\w-]*)[ \t]*(.*)$/gm)) {
    const [, lang, meta = ''] = m;
    if (!isLiveMeta(meta)) continue;
    const f = flavourOf(lang, meta);
    if (f) found.add(f);
  }
  return FLAVOURS.filter((f) => found.has(f));
}

/** Checks one page's `demo:` front matter; returns the problems in words a writer can act on. */
export function demoProblems(doc: DemoDoc): string[] {
  const demo = doc.frontMatter.demo as {summary?: unknown; tags?: unknown} | undefined;
  if (!demo || typeof demo !== 'object') return ['front matter `demo: {summary, tags}` is missing'];
  const problems: string[] = [];
  if (typeof demo.summary !== 'string' || !demo.summary.trim()) problems.push('`demo.summary` is missing');
  else if ([...demo.summary].length > SUMMARY_MAX)
    problems.push(`\`demo.summary\` has ${[...demo.summary].length} characters (at most ${SUMMARY_MAX})`);
  if (!Array.isArray(demo.tags) || demo.tags.length === 0) problems.push('`demo.tags` needs at least one tag');
  else {
    for (const t of demo.tags)
      if (!(DEMO_TAGS as readonly unknown[]).includes(t))
        problems.push(`unknown tag ${JSON.stringify(t)} (allowed: ${DEMO_TAGS.join(' ')})`);
  }
  if (liveFlavours(doc.source).length === 0) problems.push('the page has no live example');
  return problems;
}

/** Every demo sorted by title (zh collation), or an error naming each page with its problems. */
export function collectDemos(docs: DemoDoc[], hasThumbnail: (name: string) => boolean): Demo[] {
  const errors = docs.flatMap((d) => demoProblems(d).map((p) => `${d.permalink}: ${p}`));
  if (errors.length)
    throw new Error(`Demo gallery: fix the front matter of these demo pages:\n  ${errors.join('\n  ')}`);
  return docs
    .map((d) => {
      const demo = d.frontMatter.demo as {summary: string; tags: DemoTag[]};
      return {
        name: d.name,
        title: d.title,
        permalink: d.permalink,
        summary: demo.summary.trim(),
        tags: DEMO_TAGS.filter((t) => demo.tags.includes(t)),
        flavours: liveFlavours(d.source),
        thumbnail: hasThumbnail(d.name) ? `/img/demos/${d.name}.webp` : null,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'zh-Hans-CN'));
}

/** The reader's filter: tags all required (AND), text matched against title, summary, tags and name. */
export interface DemoFilter {
  tags: DemoTag[];
  query: string;
}

export function matchesFilter(demo: Demo, filter: DemoFilter): boolean {
  if (!filter.tags.every((t) => demo.tags.includes(t))) return false;
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = [demo.title, demo.summary, demo.name.replace(/_/g, ' '), ...demo.tags].join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The filter as URL search parameters (?tag=图片&tag=拖放&q=裁剪), and back; unknown tags are dropped. */
export function filterToSearch(filter: DemoFilter): string {
  const p = new URLSearchParams();
  for (const t of filter.tags) p.append('tag', t);
  // Kept as typed (spaces too): the URL is the input's state while the reader types.
  if (filter.query.trim()) p.set('q', filter.query);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function filterFromSearch(search: string): DemoFilter {
  const p = new URLSearchParams(search);
  const tags = DEMO_TAGS.filter((t) => p.getAll('tag').includes(t));
  return {tags, query: p.get('q') ?? ''};
}
