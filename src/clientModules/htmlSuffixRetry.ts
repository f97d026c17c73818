// The URL is rewritten to the route it was served for before the first render (src/lib/routeForPath.ts), so the
// route chunks preload and hydrate match the server HTML (else React re-renders the whole root: the layout showed
// twice, or 找不到页面 replaced the page).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {routeForPath} from '../lib/routeForPath';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const route = routeForPath(pathname, (p) => matchRoutes(routes, p).some(({route: r}) => r.exact === true));
  if (route !== pathname) window.history.replaceState(window.history.state, '', route + search + hash);
}
