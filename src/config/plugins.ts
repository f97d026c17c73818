// Our own Docusaurus plugins (src/plugins/<name>), each with its typed options.
import type {PluginConfig} from '@docusaurus/types';
import apiReferencePlugin, {type ApiReferenceOptions} from '../plugins/api-reference';

const apiReference: ApiReferenceOptions = {outDir: 'content/api', docsDir: 'content/docs'};

export function sitePlugins(): PluginConfig[] {
  return [
    ['./src/plugins/playground/index.ts', {assetsDir: 'static/examples/assets'}],
    [apiReferencePlugin, apiReference],
  ];
}
