// lean-docs: the docs plugin, with the version metadata that every docs page downloads cut to what the browser reads.
// That metadata (one JS chunk, loaded with every docs page) carries `docs`: id, title, description and sidebar of
// every doc, 37 KB of its 44 KB gzip. The only reader is the theme's DocCard (`useDocById(…).description`), which
// renders on a generated-index category page, for that category's own items. So `docs` keeps those entries only.
// A `<DocCardList>` placed elsewhere would make `useDocById` throw during the build, naming the doc it misses.
// Wrapping the plugin this way (spread, override one lifecycle) is how Docusaurus' docs extend a content plugin.
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {leanVersionMetadata} from './versionMetadata';

/** Each version's route, nested under the docs root route, carries the metadata as its `version` prop. */
function leanRoute(route: RouteConfig, permalinksOf: (version: string) => ReadonlySet<string>): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  if (version?.docsSidebars && version.docs)
    return {...route, props: {...route.props, version: leanVersionMetadata(version, permalinksOf(version.version))}};
  return route.routes ? {...route, routes: route.routes.map((r) => leanRoute(r, permalinksOf))} : route;
}

export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const permalinks = new Map(
        args.content.loadedVersions.map((v) => [v.versionName, new Set(v.docs.map((d) => d.permalink))]),
      );
      const permalinksOf = (name: string) => permalinks.get(name) ?? new Set<string>();
      const addRoute = (route: RouteConfig) => args.actions.addRoute(leanRoute(route, permalinksOf));
      return contentLoaded({...args, actions: {...args.actions, addRoute}});
    },
  };
}

leanDocsPlugin.validateOptions = validateOptions;
