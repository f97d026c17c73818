// Turns one built HTML page into DocSearch-crawler-shaped records (the Docusaurus template's selectors, adapted).
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {HIERARCHY_LEVELS, type DocSearchRecord, type Hierarchy, type HierarchyLevel} from './types';

export interface ExtractOptions {
  /** Site origin plus base URL without trailing slash, e.g. `https://konva-zh.example.org`. */
  siteUrl: string;
  /** The page's URL path, e.g. `/docs/shapes/Rect.html`. */
  path: string;
}

// A table row is one record (its cells joined), like a sentence about one item.
const CONTENT_SELECTOR = 'p, li, tr, dd, dt, figcaption';
const HEADING_SELECTOR = 'h2, h3, h4, h5, h6';
export const INHERITED_SECTION_PREFIX = 'inherited-from-';
// Parts of a page that are chrome, code or interactive UI rather than prose.
const REMOVED =
  'script, style, svg, button, nav, .hash-link, .theme-doc-toc-mobile, .theme-doc-footer, ' +
  '[class*="docCardListItem"], .theme-edit-this-page, .pagination-nav, [data-search-exclude], .playground-ui';

const clean = (text: string): string => text.replace(/[\s\u200b]+/g, ' ').trim();

// A code block stands in the walk as one element holding its comments; its code itself is not indexed.
const CODE_TAG = 'search-code';
const COMMENT_MARKS = /^(?:\/\/+|\/\*+|\*+\/?|<!--|\{\/\*|#)\s*|\s*(?:\*+\/\}?|-->)$/g;

/** The comments of a code block that a reader would read as prose: those with Chinese in them. */
export function codeComments($: CheerioAPI, pre: Element): string[] {
  const tokens = $(pre).find('.token.comment').toArray();
  return tokens
    .map((t) => clean($(t).text()).replace(COMMENT_MARKS, '').trim())
    .filter((t) => /\p{Script=Han}/u.test(t) && Array.from(t).length >= 4);
}

/** Which kind of page this is, from the classes Docusaurus puts on <html>; null means "do not index". */
export function pageKind($: CheerioAPI): 'docs' | 'blog' | 'page' | null {
  const cls = $('html').attr('class') ?? '';
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return null;
  if (cls.includes('docs-doc-page')) return 'docs';
  if (cls.includes('blog-post-page')) return 'blog';
  if (cls.includes('plugin-blog')) return null; // lists, tags, authors, archive: they repeat the posts
  if (cls.includes('plugin-pages')) return 'page';
  return null;
}

function meta($: CheerioAPI, name: string): string | null {
  return $(`meta[name="${name}"]`).attr('content') ?? null;
}

function lvl0For($: CheerioAPI, kind: 'docs' | 'blog' | 'page', path: string): string {
  if (kind === 'blog') return '博客';
  if (kind === 'page') return '页面';
  // The top sidebar category, as the breadcrumbs show it (skipping the home icon and the page itself).
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active)')
    .toArray()
    .map((el) => clean($(el).text()))
    .filter(Boolean);
  if (crumbs.length > 0) return crumbs[0];
  return path.startsWith('/api/') ? 'API 参考' : '教程';
}

function contentRoot($: CheerioAPI, kind: 'docs' | 'blog' | 'page'): ReturnType<CheerioAPI> {
  if (kind === 'docs') {
    const md = $('.theme-doc-markdown').first();
    return md.length ? md : $('main article').first();
  }
  if (kind === 'blog') return $('main article').first();
  return $('main').first();
}

function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** Text of an element without the text of nested content elements (they become records of their own). */
function ownText($: CheerioAPI, el: Element): string {
  if (el.tagName.toLowerCase() === 'tr') {
    if ($(el).children('td').length === 0) return '';
    return $(el)
      .children('td, th')
      .toArray()
      .map((cell) => clean($(cell).text()))
      .filter(Boolean)
      .join(' · ');
  }
  const copy = $(el).clone();
  copy.find(`${CONTENT_SELECTOR}, ${HEADING_SELECTOR}, ${CODE_TAG}`).remove();
  return clean(copy.text());
}

/** Records for one page, in document order: the page (lvl1), each heading (lvl2..lvl6), each paragraph. */
export function extractRecords(html: string, {siteUrl, path}: ExtractOptions): DocSearchRecord[] {
  const $ = load(html);
  const kind = pageKind($);
  if (!kind) return [];
  const root = contentRoot($, kind);
  if (!root.length) return [];

  const language = meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'zh-Hans';
  const tag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const version = meta($, 'docsearch:version') ?? '';
  const title = clean(root.find('h1').first().text()) || clean($('title').text()).replace(/\s*\|.*$/, '');
  const description = meta($, 'description');

  root.find(REMOVED).remove();
  for (const pre of root.find('pre').toArray()) {
    const holder = $(`<${CODE_TAG}></${CODE_TAG}>`);
    holder.attr('data-comments', JSON.stringify(codeComments($, pre)));
    $(pre).replaceWith(holder);
  }
  if (kind === 'blog') root.find('header').not(':has(h1)').remove();
  root.find('header h1').parent().find('time, .avatar').remove();

  const url = siteUrl + path;
  const hierarchy = emptyHierarchy();
  hierarchy.lvl0 = lvl0For($, kind, path);
  hierarchy.lvl1 = title;
  let anchor: string | null = null;
  let position = 0;
  const records: DocSearchRecord[] = [];
  const push = (type: DocSearchRecord['type'], content: string | null, level: number, fromCode = false): void => {
    records.push({
      ...(fromCode ? {source: 'code' as const} : {}),
      objectID: `${path}#${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      version,
      weight: {pageRank: 0, level, position: position++},
    });
  };

  push('lvl1', description ? clean(description) : null, 90);
  const elements = root
    .find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}, ${CODE_TAG}`)
    .toArray() as AnyNode[] as Element[];
  // API pages repeat every inherited member under "继承自 Konva.X"; only the declaring class's page is indexed.
  let inInheritedSection = false;
  for (const el of elements) {
    const name = el.tagName.toLowerCase();
    if (name === 'h2') inInheritedSection = ($(el).attr('id') ?? '').startsWith(INHERITED_SECTION_PREFIX);
    if (inInheritedSection) continue;
    if (/^h[2-6]$/.test(name)) {
      const depth = Number(name[1]);
      const text = clean($(el).text());
      if (!text) continue;
      const level = HIERARCHY_LEVELS[depth] as HierarchyLevel;
      hierarchy[level] = text;
      for (let d = depth + 1; d <= 6; d++) hierarchy[HIERARCHY_LEVELS[d]] = null;
      anchor = $(el).attr('id') ?? anchor;
      push(level, null, 100 - depth * 10);
      continue;
    }
    if (name === CODE_TAG) {
      for (const comment of JSON.parse($(el).attr('data-comments') ?? '[]') as string[])
        push('content', comment, 0, true);
      continue;
    }
    if (name !== 'tr' && $(el).parents('tr').length > 0) continue; // counted in its row
    const text = ownText($, el);
    if (text.length < 2) continue;
    push('content', text.length > 2000 ? `${text.slice(0, 2000)}…` : text, 0);
  }
  return records;
}
