// Our own Docusaurus plugins (src/plugins/<name>), each with its typed options.
import type {PluginConfig} from '@docusaurus/types';
import apiReferencePlugin, {type ApiReferenceOptions} from '../plugins/api-reference';
import playgroundPlugin, {type PlaygroundOptions} from '../plugins/playground';
import cspPlugin from '../plugins/csp';

const apiReference: ApiReferenceOptions = {outDir: 'content/api', docsDir: 'content/docs'};
const playground: PlaygroundOptions = {};

export function sitePlugins(): PluginConfig[] {
  return [[apiReferencePlugin, apiReference], [playgroundPlugin, playground], cspPlugin];
}
