// lazy-routes: a route's loadable component is built when the route is first matched, not for every route while
// main.js evaluates. Docusaurus' ComponentCreator flattens the route's chunk names and defines a react-loadable
// class for each of the site's ~330 routes at start-up, on the first task every page blocks on.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const COMPONENT_CREATOR = '@docusaurus/ComponentCreator';

/** Points the generated routes' ComponentCreator import at ours; returns whether the alias was there to replace. */
export function aliasLazyCreator(alias: Record<string, unknown> | undefined): boolean {
  if (!alias || typeof alias[COMPONENT_CREATOR] !== 'string') return false;
  alias[COMPONENT_CREATOR] = path.join(__dirname, 'client', 'ComponentCreator');
  return true;
}

export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'konva-lazy-routes',
    configureWebpack(config) {
      const alias = config.resolve?.alias;
      if (!aliasLazyCreator(Array.isArray(alias) ? undefined : (alias as Record<string, unknown>))) {
        throw new Error(`lazy-routes: Docusaurus no longer aliases ${COMPONENT_CREATOR}; the route table would be built eagerly.`);
      }
      return {};
    },
  };
}
