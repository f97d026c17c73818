// Remark plugin: each run of top-level Markdown blocks that holds nothing interactive (text, headings, lists,
// tables, quotes, plus the components named in `components`) becomes one <StaticHtml> element. The server renders
// it as usual; on the first page load the browser keeps that HTML instead of hydrating it (client/StaticHtml.tsx).
// Code blocks, live examples, expressions and every other component stay outside, hydrated as before.
// The browser lays out only the wrappers near the screen (content-visibility), so a long run is split at a heading,
// and each wrapper carries a rough height for the browser to reserve until it first lays the wrapper out.
import type {Plugin} from 'unified';

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  [k: string]: unknown;
}

export interface StaticHtmlOptions {
  /** JSX elements that render the same HTML on the server and in the browser and need no event handlers */
  components?: readonly string[];
}

export const STATIC_HTML = 'StaticHtml';

const BLOCKS = new Set(['heading', 'paragraph', 'list', 'table', 'blockquote', 'thematicBreak']);
/** Inline and nested nodes that render as plain elements, or as links the island follows itself. */
const INLINE = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'listItem',
  'tableRow',
  'tableCell',
  'footnoteReference',
]);

const isJsx = (node: Node): boolean => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** True when the subtree renders no component of its own besides the allowed ones (code blocks have buttons). */
export function isStaticTree(node: Node, components: ReadonlySet<string>): boolean {
  const ok = BLOCKS.has(node.type) || INLINE.has(node.type) || (isJsx(node) && components.has(node.name ?? ''));
  return ok && (node.children ?? []).every((child) => isStaticTree(child, components));
}

/** What a JSX attribute holds: its string, or an expression's source (for a component, roughly the text it shows). */
const attributeText = (attribute: {value?: unknown}): string =>
  typeof attribute.value === 'string'
    ? attribute.value
    : String((attribute.value as {value?: unknown} | null)?.value ?? '');

/** Text a block shows (alt text and link labels included). */
function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  if (typeof node.alt === 'string') return node.alt;
  const own = Array.isArray(node.attributes)
    ? (node.attributes as {value?: unknown}[]).map(attributeText).join(' ')
    : '';
  return own + (node.children ?? []).map(textOf).join('');
}

/** Content column on a wide screen: ~720 px of text, 16 px CJK characters and ~8.5 px Latin ones, 28 px lines. */
const COLUMN_PX = 720;
const LINE_PX = 28;
const BLOCK_GAP_PX = 20;

function lines(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.charCodeAt(0) > 0x2e7f ? 16 : 8.5;
  return Math.max(1, Math.ceil(width / COLUMN_PX));
}

/** Rough rendered height of one top-level block; only its order of magnitude matters. */
function blockHeight(node: Node): number {
  const kids = node.children ?? [];
  switch (node.type) {
    case 'heading':
      return 64;
    case 'thematicBreak':
      return 50;
    case 'list':
      return BLOCK_GAP_PX + kids.reduce((sum, item) => sum + 8 + lines(textOf(item)) * LINE_PX, 0);
    case 'table':
      return (
        BLOCK_GAP_PX +
        kids.reduce(
          (sum, row) => sum + 16 + Math.max(1, ...(row.children ?? []).map((cell) => lines(textOf(cell)))) * LINE_PX,
          0,
        )
      );
    default:
      // a component around Markdown (a table, an admonition): its own attributes plus the blocks inside
      if (isJsx(node) && kids.length > 0)
        return (
          BLOCK_GAP_PX +
          lines(textOf({...node, children: []})) * LINE_PX +
          kids.reduce((sum, kid) => sum + blockHeight(kid), 0)
        );
      return BLOCK_GAP_PX + lines(textOf(node)) * LINE_PX;
  }
}

/** Estimated height in CSS px of a run of blocks (see StaticHtml's `estimatedHeight`). */
export const estimateHeight = (blocks: Node[]): number =>
  Math.round(blocks.reduce((sum, block) => sum + blockHeight(block), 0));

/** Rough height of a block that stays outside the wrappers: a code block by its lines, a component by its `height`. */
function otherHeight(node: Node): number {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return 0;
  if (node.type === 'code') return 40 + String(node.value ?? '').split('\n').length * 22;
  // JSX attributes are a list (a directive's are an object)
  const attributes =
    isJsx(node) && Array.isArray(node.attributes) ? (node.attributes as {name?: string; value?: unknown}[]) : [];
  const height = attributes.find((a) => a.name === 'height');
  const px = Number(height ? attributeText(height) : NaN);
  return Number.isFinite(px) && px > 0 ? px + 150 : 300;
}

/** Wrappers that start this close to the top (estimated px) may be on the first screen: they are always laid out. */
export const EAGER_PX = 1200;

/**
 * `estimatedHeight` marks a wrapper the browser may leave unlaid while it is off screen. Those on the first screen
 * get none: Chromium paints a `content-visibility: auto` box empty in the first frame, then fills it in a frame later.
 */
function island(children: Node[], top: number, height: number): Node {
  const attributes: Node[] =
    top < EAGER_PX ? [] : [{type: 'mdxJsxAttribute', name: 'estimatedHeight', value: String(Math.round(height))}];
  return {type: 'mdxJsxFlowElement', name: STATIC_HTML, attributes, children};
}

/** A run this tall (estimated px) is split at its next heading, so the browser can skip laying out most of it. */
export const SPLIT_PX = 600;

/**
 * Whether a new wrapper may start at `next`: a heading after a paragraph or a bulleted list. The CSS moves exactly
 * those margins onto the wrappers (src/css/custom.css), so the split leaves every block where it was.
 */
const isSplitPoint = (last: Node | undefined, next: Node): boolean =>
  next.type === 'heading' && !!last && (last.type === 'paragraph' || (last.type === 'list' && last.ordered !== true));

/** Groups the root's static runs, long runs split at headings; returns how many islands it made. */
export function wrapStaticRuns(root: Node, components: ReadonlySet<string>): number {
  const out: Node[] = [];
  let run: Node[] = [];
  /** `run`'s estimated height (estimateHeight, summed as the blocks come) */
  let height = 0;
  /** estimated distance from the top of the content to the start of `run` */
  let top = 0;
  let made = 0;
  const flush = () => {
    if (run.length > 0) {
      out.push(island(run, top, height));
      made += 1;
    }
    run = [];
    top += height;
    height = 0;
  };
  for (const child of root.children ?? []) {
    if (!isStaticTree(child, components)) {
      flush();
      out.push(child);
      top += otherHeight(child);
      continue;
    }
    if (height >= SPLIT_PX && isSplitPoint(run.at(-1), child)) flush();
    run.push(child);
    height += blockHeight(child);
  }
  flush();
  root.children = out;
  return made;
}

const remarkStaticHtml: Plugin<[StaticHtmlOptions?], Node> = (options = {}) => {
  const components = new Set(options.components ?? []);
  return (root) => {
    wrapStaticRuns(root, components);
  };
};

export default remarkStaticHtml;
