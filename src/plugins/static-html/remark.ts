// Remark plugin: each run of top-level Markdown blocks that holds nothing interactive (text, headings, lists,
// tables, quotes, plus the components named in `components`) becomes one <StaticHtml> element. The server renders
// it as usual; on the first page load the browser keeps that HTML instead of hydrating it (client/StaticHtml.tsx).
// Code blocks, live examples, expressions and every other component stay outside, hydrated as before.
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

function island(children: Node[]): Node {
  return {type: 'mdxJsxFlowElement', name: STATIC_HTML, attributes: [], children};
}

/** Groups the root's static runs; returns how many islands it made. */
export function wrapStaticRuns(root: Node, components: ReadonlySet<string>): number {
  const out: Node[] = [];
  let run: Node[] = [];
  let made = 0;
  const flush = () => {
    if (run.length > 0) {
      out.push(island(run));
      made += 1;
    }
    run = [];
  };
  for (const child of root.children ?? []) {
    if (isStaticTree(child, components)) run.push(child);
    else {
      flush();
      out.push(child);
    }
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
