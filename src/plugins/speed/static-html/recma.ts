// Recma plugin: `<StaticHtml>…</StaticHtml>` compiles to `_jsx(StaticHtml, {children: …})`. A page that keeps its
// server HTML never renders those children, yet the browser would parse them with the page chunk: on a long API page
// they are half of it. So the children become data, `tree: "<JSON>"` (client/islandTree.ts), plus the MDX components
// and the imported components they name; a run that holds anything else (an expression, a spread, a key) becomes
// `render: () => …` instead, which the browser at least does not compile until it is called.
import type {Plugin} from 'unified';
import {STATIC_HTML} from './remark';
import type {IslandNode} from './client/islandTree';

interface EsNode {
  type: string;
  [k: string]: unknown;
}

const isNode = (value: unknown): value is EsNode =>
  typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

function isStaticHtmlRef(node: unknown): boolean {
  if (!isNode(node)) return false;
  if (node.type === 'Identifier') return node.name === STATIC_HTML;
  return (
    node.type === 'MemberExpression' &&
    isNode(node.property) &&
    node.property.type === 'Identifier' &&
    node.property.name === STATIC_HTML
  );
}

/** What the MDX compiler names the JSX factories and its components object (production output). */
const JSX = new Set(['_jsx', '_jsxs']);
const COMPONENTS = '_components';

class NotData extends Error {}

const propKey = (prop: EsNode): string => {
  const key = prop.key as EsNode;
  if (prop.type !== 'Property' || prop.computed || prop.kind !== 'init') throw new NotData();
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  throw new NotData();
};

/** A prop value made of literals only. */
function literal(node: EsNode): unknown {
  if (node.type === 'Literal' && !('regex' in node) && !('bigint' in node)) return node.value;
  if (node.type === 'ArrayExpression') return (node.elements as EsNode[]).map((el) => (el ? literal(el) : null));
  if (node.type === 'ObjectExpression')
    return Object.fromEntries((node.properties as EsNode[]).map((p) => [propKey(p), literal(p.value as EsNode)]));
  throw new NotData();
}

/** Encodes one child; `scope` collects the identifiers of imported components it names. */
function encode(node: EsNode, scope: Set<string>): IslandNode {
  if (node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number')) return node.value;
  if (node.type !== 'CallExpression') throw new NotData();
  const callee = node.callee as EsNode;
  const args = node.arguments as EsNode[];
  if (
    callee.type !== 'Identifier' ||
    !JSX.has(callee.name as string) ||
    args.length !== 2 ||
    args[1]!.type !== 'ObjectExpression'
  )
    throw new NotData();
  const [type, props] = args as [EsNode, EsNode];
  let ref: string;
  if (type.type === 'Identifier') {
    scope.add(type.name as string);
    ref = `=${type.name as string}`;
  } else if (type.type === 'Literal' && typeof type.value === 'string') ref = `#${type.value}`;
  else if (
    type.type === 'MemberExpression' &&
    isNode(type.object) &&
    type.object.type === 'Identifier' &&
    type.object.name === COMPONENTS
  ) {
    const property = type.property as EsNode;
    if (!type.computed && property.type === 'Identifier') ref = property.name as string;
    else if (type.computed && property.type === 'Literal' && typeof property.value === 'string') ref = property.value;
    else throw new NotData();
    // the marks of the other two kinds
    if (/^[=#]/.test(ref)) throw new NotData();
  } else throw new NotData();
  const own: Record<string, unknown> = {};
  let children: EsNode | undefined;
  for (const prop of props.properties as EsNode[]) {
    const key = propKey(prop);
    if (key === 'children') children = prop.value as EsNode;
    else own[key] = literal(prop.value as EsNode);
  }
  const head: [string, Record<string, unknown> | 0] = [ref, Object.keys(own).length > 0 ? own : 0];
  if (!children) return [...head, 0];
  if (children.type === 'ArrayExpression')
    return [...head, 2, ...(children.elements as EsNode[]).map((child) => encode(child, scope))];
  return [...head, 1, encode(children, scope)];
}

/** The run's blocks as JSON text plus the component identifiers they name; null when the run is not plain data. */
export function encodeRun(children: EsNode): {tree: string; scope: string[]} | null {
  const scope = new Set<string>();
  try {
    const nodes = children.type === 'ArrayExpression' ? (children.elements as EsNode[]) : [children];
    const tree = JSON.stringify(nodes.map((node) => encode(node, scope)));
    return {tree, scope: [...scope]};
  } catch (error) {
    if (error instanceof NotData) return null;
    throw error;
  }
}

const id = (name: string): EsNode => ({type: 'Identifier', name});
const prop = (key: string, value: EsNode): EsNode => ({
  type: 'Property',
  key: id(key),
  value,
  kind: 'init',
  computed: false,
  method: false,
  shorthand: false,
});

/** The props that replace `children`: the run as data, else as a function. */
function deferred(children: EsNode): EsNode[] {
  const data = encodeRun(children);
  if (!data)
    return [
      prop('render', {
        type: 'ArrowFunctionExpression',
        params: [],
        body: children,
        expression: true,
        async: false,
        generator: false,
      }),
    ];
  return [
    prop('tree', {type: 'Literal', value: data.tree}),
    prop('components', id(COMPONENTS)),
    prop('scope', {type: 'ObjectExpression', properties: data.scope.map((name) => prop(name, id(name)))}),
  ];
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
        props.properties = (props.properties as EsNode[]).flatMap((p) => {
          const key = p.key as EsNode | undefined;
          const isChildren = p.type === 'Property' && key?.type === 'Identifier' && key.name === 'children';
          return isChildren ? deferred(p.value as EsNode) : [p];
        });
      }
    }
    for (const [key, child] of Object.entries(value))
      if (key !== 'type' && key !== 'loc' && key !== 'range') visit(child);
  };
  visit(node);
}

const recmaStaticHtml: Plugin<[], EsNode> = () => (tree) => {
  deferStaticChildren(tree);
};

export default recmaStaticHtml;
