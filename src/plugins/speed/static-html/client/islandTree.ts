// A run of static Markdown as data (see ../recma.ts): the recma plugin turns the JSX calls of a run into this compact
// JSON, which the browser only scans as one string literal while the page chunk loads, instead of parsing the
// calls as code. Built into React elements only when the run is rendered (on the server, or by client navigation).
import {jsx, jsxs} from 'react/jsx-runtime';
import type {ElementType, ReactNode} from 'react';

/**
 * A text child, or an element: `[type, props or 0, children kind, ...children]`. The type is a key of the MDX
 * components (`p` for `_components.p`), `#tag` for a literal tag name, or `=Name` for a component in `scope`.
 * Children kind: 0 none, 1 one child (`jsx`), 2 a list (`jsxs`), as the MDX compiler called them.
 */
export type IslandNode =
  string | number | boolean | null | [string, Record<string, unknown> | 0, 0 | 1 | 2, ...IslandNode[]];

export interface IslandScope {
  components: Record<string, unknown>;
  scope: Record<string, unknown>;
}

function typeOf(ref: string, {components, scope}: IslandScope): ElementType {
  if (ref.startsWith('=')) return scope[ref.slice(1)] as ElementType;
  if (ref.startsWith('#')) return ref.slice(1) as ElementType;
  return (components[ref] ?? ref) as ElementType;
}

export function buildIsland(node: IslandNode, refs: IslandScope): ReactNode {
  if (!Array.isArray(node)) return node;
  const [ref, props, kind, ...children] = node;
  const all: Record<string, unknown> = props ? {...props} : {};
  if (kind === 1) all.children = buildIsland(children[0]!, refs);
  if (kind === 2) all.children = children.map((child) => buildIsland(child, refs));
  return (kind === 2 ? jsxs : jsx)(typeOf(ref, refs), all);
}

/** The run's blocks from the recma plugin's JSON text. */
export const buildIslands = (tree: string, refs: IslandScope): ReactNode[] =>
  (JSON.parse(tree) as IslandNode[]).map((node) => buildIsland(node, refs));
