// MDX source → plain Markdown a language model (or a reader) can use: imports, expressions and JSX wrappers go,
// live examples stay as fenced code with their flavour named, links become absolute URLs.
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import type {Root, RootContent, Parent} from 'mdast';
import {FLAVOUR_LABELS, flavourOf, isLiveMeta} from '../playground/flavours';

export interface PageForMarkdown {
  title: string;
  description?: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** The page's source file (absolute), to resolve relative links to other sources. */
  sourceFile: string;
}

export interface LinkContext {
  /** Absolute site origin plus base URL, ending in `/`, e.g. https://konva-zh.example.org/. */
  siteRoot: string;
  /** Source file (absolute) → page path under the base URL (e.g. docs/shapes/Rect.html, no leading slash). */
  pageOfSource: Map<string, string>;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
/** Docusaurus' admonition title (`:::tip 提示`) in the directive syntax remark-directive reads (`:::tip[提示]`). */
const ADMONITION_TITLE = /^([ \t]*:::+[\w-]+)[ \t]+(\S.*)$/gm;
const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const UNWRAPPED = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

function absolute(url: string, page: PageForMarkdown, links: LinkContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return page.url.replace(/#.*$/, '') + url;
  if (url.startsWith('/')) return links.siteRoot + url.slice(1);
  const [file, hash = ''] = url.split('#') as [string, string?];
  if (/\.mdx?$/.test(file)) {
    const target = links.pageOfSource.get(path.resolve(path.dirname(page.sourceFile), decodeURIComponent(file)));
    if (target !== undefined) return links.siteRoot + target + (hash ? `#${hash}` : '');
  }
  return new URL(url, page.url).href;
}

/** Rewrites the tree in place: one pass over every parent's children. */
function transform(parent: Parent, page: PageForMarkdown, links: LinkContext): void {
  const out: RootContent[] = [];
  for (const node of parent.children as RootContent[]) {
    const type = node.type as string;
    if (DROPPED.has(type)) continue;
    if (UNWRAPPED.has(type)) {
      const children = ((node as unknown as Parent).children ?? []) as RootContent[];
      const holder = {type: 'root', children} as Parent;
      transform(holder, page, links);
      out.push(...(holder.children as RootContent[]));
      continue;
    }
    if (node.type === 'code' && isLiveMeta(node.meta)) {
      const flavour = flavourOf(node.lang, node.meta ?? '');
      if (flavour)
        out.push({
          type: 'paragraph',
          children: [{type: 'strong', children: [{type: 'text', value: `示例（${FLAVOUR_LABELS[flavour]}）`}]}],
        });
      out.push({...node, meta: null});
      continue;
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.url = absolute(node.url, page, links);
    if ('children' in node) transform(node as Parent, page, links);
    out.push(node);
  }
  parent.children = out as Parent['children'];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified()
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-'})
  .use(remarkGfm)
  .use(remarkDirective);

/** The page as Markdown: its title, description and the page URL on top, then the body. */
export function mdxToMarkdown(source: string, page: PageForMarkdown, links: LinkContext): string {
  const tree = parser.parse(source.replace(FRONT_MATTER, '').replace(ADMONITION_TITLE, '$1[$2]')) as Root;
  transform(tree, page, links);
  const body = String(printer.stringify(tree)).trim();
  // A body that opens with its own `# title` keeps it; otherwise the page title heads the file.
  const nl = body.indexOf('\n');
  const ownTitle = body.startsWith('# ');
  const title = ownTitle ? (nl < 0 ? body : body.slice(0, nl)) : `# ${page.title}`;
  const rest = ownTitle ? (nl < 0 ? '' : body.slice(nl + 1).trim()) : body;
  const head = [title, page.description ? `> ${page.description}` : '', `原文：${page.url}`].filter(Boolean);
  return `${head.join('\n\n')}\n\n${rest}\n`;
}
