/** `window.docusaurus`, as the client entry assigns it. */
export type DocusaurusGlobal = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

/** Links the reader is likely to open next: the doc/post pager and anything marked `data-likely-next`. */
export const LIKELY_NEXT_SELECTOR = '.pagination-nav a[href], [data-likely-next] a[href], a[data-likely-next][href]';

/** The pages the likely-next links point to, as paths. */
export function likelyNextPaths(doc: ParentNode, pageUrl: string): Set<string> {
  return new Set(
    Array.from(
      doc.querySelectorAll<HTMLAnchorElement>(LIKELY_NEXT_SELECTOR),
      (a) => new URL(a.getAttribute('href')!, pageUrl).pathname,
    ),
  );
}

/** The path of a route the theme wants to prefetch when it is another page one of the likely-next links points
 * to, else null (the page itself is loaded already, however many of its own #anchors are in view). */
export function likelyNextPath(routePath: string, likely: ReadonlySet<string>, pageUrl: string): string | null {
  const path = new URL(routePath, pageUrl).pathname;
  return path !== new URL(pageUrl).pathname && likely.has(path) ? path : null;
}
