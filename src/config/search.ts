// Search wiring (the DocSearch modal and /search). Owned by the local-search work (issue 4).
import type {PluginConfig} from '@docusaurus/types';

export function searchThemeConfig(): Record<string, unknown> {
  return {};
}

export function searchPlugins(): PluginConfig[] {
  return [];
}
