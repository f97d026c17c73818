// A `.html` / `/index.html` URL with no exact route is rewritten to its clean path before the first
// render, so the route chunks preload and hydrate match the server HTML (else React re-renders the
// whole root and the layout shows twice). The router would strip the suffix anyway, after hydration.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

export function cleanHtmlPath(pathname: string, hasExactRoute: (p: string) => boolean): string {
  if (!/\.html$/.test(pathname) || hasExactRoute(pathname)) return pathname;
  return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const clean = cleanHtmlPath(pathname, (p) => matchRoutes(routes, p).some(({route}) => route.exact === true));
  if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash);
}
