// Docusaurus runs every plugin's postBuild at once (Promise.all). The offline plugin lists the finished build
// (pages with their CSP meta, search shards, playground files), so it waits for the plugins that write them:
// `awaited(plugin)` wraps a plugin module so its postBuild promise is recorded here.
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

const running: Promise<unknown>[] = [];

/** The same plugin, its postBuild recorded so `othersDone()` can wait for it. */
export function awaited(module: PluginModule): PluginModule {
  const wrapped = async (context: LoadContext, options: unknown): Promise<Plugin<unknown>> => {
    const plugin = (await (module as (c: LoadContext, o: unknown) => Plugin<unknown> | Promise<Plugin<unknown>>)(
      context,
      options,
    )) as Plugin<unknown>;
    const postBuild = plugin.postBuild?.bind(plugin);
    if (!postBuild) return plugin;
    return {
      ...plugin,
      postBuild: (props) => {
        const p = Promise.resolve(postBuild(props));
        running.push(p);
        return p;
      },
    };
  };
  return Object.assign(wrapped, {
    validateOptions: module.validateOptions,
    validateThemeConfig: module.validateThemeConfig,
  }) as PluginModule;
}

/** Resolves once every recorded postBuild has finished (all were started in the same tick as ours). */
export async function othersDone(): Promise<void> {
  await new Promise((r) => setImmediate(r));
  await Promise.all(running);
}
