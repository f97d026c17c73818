// lazy-routes: a route's loadable component is built when the route is first matched, not for every route while
// main.js evaluates. Docusaurus' ComponentCreator flattens the route's chunk names and defines a react-loadable
// class for each of the site's ~330 routes at start-up, on the first task every page blocks on.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {aliasPlugin} from '../replaceAlias';

export const COMPONENT_CREATOR = '@docusaurus/ComponentCreator';

export default function lazyRoutesPlugin(): Plugin {
  return aliasPlugin('konva-lazy-routes', COMPONENT_CREATOR, path.join(__dirname, 'client', 'ComponentCreator'));
}
