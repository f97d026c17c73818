// Recma plugin: `<StaticHtml>…</StaticHtml>` compiles to `_jsx(StaticHtml, {children: …})`; this turns the children
// into `render: () => …`. A page that keeps its server HTML then never creates those elements, and the browser
// never compiles the function that would (on a large API page that was ~15 ms of main-thread work).
import type {Plugin} from 'unified';
import {STATIC_HTML} from './remark';

interface EsNode {
  type: string;
  [k: string]: unknown;
}

const isNode = (value: unknown): value is EsNode => typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

function isStaticHtmlRef(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'Identifier') return node.name === STATIC_HTML;
  return node.type === 'MemberExpression' && isNode(node.property) && node.property.type === 'Identifier' && node.property.name === STATIC_HTML;
}

/** Rewrites every `jsx(StaticHtml, {children})` call below `node`. */
function deferStaticChildren(node: EsNode): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'CallExpression') {
      const [component, props] = value.arguments as unknown[];
      if (isStaticHtmlRef(component) && isNode(props) && props.type === 'ObjectExpression') {
        for (const prop of props.properties as EsNode[]) {
          const key = prop.key as EsNode | undefined;
          if (prop.type !== 'Property' || !key || key.type !== 'Identifier' || key.name !== 'children') continue;
          prop.key = {type: 'Identifier', name: 'render'};
          prop.value = {type: 'ArrowFunctionExpression', params: [], body: prop.value, expression: true, async: false, generator: false};
          prop.shorthand = false;
        }
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type' && key !== 'loc' && key !== 'range') visit(child);
  };
  visit(node);
}

const recmaStaticHtml: Plugin<[], EsNode> = () => (tree) => {
  deferStaticChildren(tree);
};

export default recmaStaticHtml;
