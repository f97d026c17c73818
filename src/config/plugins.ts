// Our own Docusaurus plugins (src/plugins/<name>), each with its typed options.
import type {PluginConfig} from '@docusaurus/types';

export function sitePlugins(): PluginConfig[] {
  return [['./src/plugins/playground/index.ts', {assetsDir: 'static/examples/assets'}]];
}
