// Points one of Docusaurus' own module aliases (`@docusaurus/<Name>`, one per file of its client exports) at ours.
import type {Configuration} from 'webpack';
import type {Plugin} from '@docusaurus/types';

/** Replaces `alias[name]` with `file`; false when the config has no such alias to replace. */
export function replaceAlias(alias: Record<string, unknown> | undefined, name: string, file: string): boolean {
  if (!alias || typeof alias[name] !== 'string') return false;
  alias[name] = file;
  return true;
}

/** The same on a bundler config, failing the build when Docusaurus stops aliasing `name` (ours would be bypassed). */
export function replaceConfigAlias(config: Configuration, name: string, file: string, plugin: string): void {
  const alias = config.resolve?.alias;
  if (!replaceAlias(Array.isArray(alias) ? undefined : (alias as Record<string, unknown>), name, file)) {
    throw new Error(`${plugin}: Docusaurus no longer aliases ${name}; the replacement in ${file} would not be used.`);
  }
}

/** A plugin that only replaces Docusaurus' alias `alias` with `file`, in both bundles. */
export function aliasPlugin(name: string, alias: string, file: string): Plugin {
  return {
    name,
    configureWebpack(config) {
      replaceConfigAlias(config, alias, file, name);
      return {};
    },
  };
}
