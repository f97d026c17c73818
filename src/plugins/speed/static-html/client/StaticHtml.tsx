// A run of static Markdown (see ../remark.ts). On the first page load the browser keeps the server's HTML: React
// hydrates only this wrapper, whose content it is told is an empty innerHTML, so it neither walks nor replaces it.
// Rendered any other way (client navigation, `npm start`) it renders its children like any content.
import React, {
  Fragment,
  createElement,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import {useHistory} from '@docusaurus/router';
import type {DocusaurusGlobal} from '../../../../lib/prefetchBudget';
import {KEEP, useKeptHtml} from './useKeptHtml';
import {buildIslands} from './islandTree';

/** What a wrapper keeps: the same for every render, so a re-render of the page never swaps the server HTML out. */
const SERVER_HTML = {};
/** Routes already preloaded: a pointer moving over a paragraph fires mouseover for every element it enters. */
const preloaded = new Set<string>();

/** The route a click on this anchor should open in the app, as Docusaurus' Link would; null to leave it to the
 * browser. */
export function appRoute(
  anchor: HTMLAnchorElement,
  event?: {button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean},
): string | null {
  if (event && (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)) return null;
  const raw = anchor.getAttribute('href');
  // Link renders external, `pathname://` and file links with a target; bare #hash links scroll natively.
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || anchor.target || anchor.hasAttribute('download'))
    return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

const anchorOf = (event: SyntheticEvent): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * A wrapper with an estimate may stay unlaid while off screen (the CSS gives `[data-defer-layout]` the property
 * `content-visibility: auto`); its style is the space the browser keeps for it until then.
 */
export function deferredLayout(estimatedHeight: string | undefined): {'data-defer-layout'?: ''; style?: CSSProperties} {
  const px = Number(estimatedHeight);
  return px > 0 ? {'data-defer-layout': '', style: {containIntrinsicSize: `auto ${Math.round(px)}px`}} : {};
}

/**
 * The content, as the recma plugin passes it (not built unless needed): `tree` with the `components` and `scope` it
 * names (client/islandTree.ts), or `render`; `children` when written by hand.
 * `estimatedHeight`: the remark plugin's guess in px, until the browser has laid the wrapper out once.
 */
export default function StaticHtml({
  tree,
  components,
  scope,
  render,
  children,
  estimatedHeight,
}: {
  tree?: string;
  components?: Record<string, unknown>;
  scope?: Record<string, unknown>;
  render?: () => ReactNode;
  children?: ReactNode;
  estimatedHeight?: string;
}): ReactNode {
  const {kept, ref} = useKeptHtml<HTMLDivElement>(SERVER_HTML);
  const history = useHistory();
  const layout = deferredLayout(estimatedHeight);
  if (!kept) {
    const content =
      tree !== undefined
        ? buildIslands(tree, {components: components ?? {}, scope: scope ?? {}})
        : render
          ? render()
          : children;
    // the compiled blocks come as an array: passed as arguments they need no keys, as JSX children would
    return (
      <div data-static-html="" {...layout}>
        {Array.isArray(content) ? createElement(Fragment, null, ...(content as ReactNode[])) : content}
      </div>
    );
  }
  const follow = (event: MouseEvent) => {
    const anchor = anchorOf(event);
    const route = anchor && !event.defaultPrevented ? appRoute(anchor, event) : null;
    if (!route) return;
    event.preventDefault();
    // as react-router's Link: the address already shown is replaced, not pushed again
    const here = history.location.pathname + history.location.search + history.location.hash;
    if (route === here) history.replace(route);
    else history.push(route);
  };
  const preload = (event: SyntheticEvent) => {
    const anchor = anchorOf(event);
    const path = anchor && appRoute(anchor) !== null ? anchor.pathname : null;
    if (!path || preloaded.has(path)) return;
    preloaded.add(path);
    (window as unknown as {docusaurus: DocusaurusGlobal}).docusaurus.preload(path);
  };
  return (
    <div
      ref={ref}
      data-static-html=""
      {...layout}
      dangerouslySetInnerHTML={KEEP}
      suppressHydrationWarning
      onClick={follow}
      onMouseOver={preload}
      onTouchStart={preload}
    />
  );
}
