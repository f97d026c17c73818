/**
 * The route a URL path is served for, so the first render matches the server HTML. Static hosts answer a path
 * without its `.html` (`/docs/shapes/Rect`, or with a slash) with the `.html` page, and `/blog/archive.html` with
 * `/blog/archive`; the client router knows only the exact route, so without this it rendered 找不到页面 over the
 * page it had been sent (React error #418). Paths with no route of either form are left alone (the 404 page).
 */
export function routeForPath(pathname: string, hasExactRoute: (p: string) => boolean): string {
  if (hasExactRoute(pathname)) return pathname;
  // a `.html` URL of a clean route: the router would strip the suffix anyway, after hydration
  if (/\.html$/.test(pathname)) return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
  const bare = pathname.replace(/\/+$/, '');
  const candidates = bare ? [`${bare}.html`, `${bare}/index.html`] : [];
  return candidates.find(hasExactRoute) ?? pathname;
}
