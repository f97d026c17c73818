// Our own Docusaurus plugins (src/plugins/<name>), each with its typed options (one object per plugin).
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import apiReferencePlugin, {type ApiReferenceOptions} from '../plugins/api-reference';
import playgroundPlugin, {type PlaygroundOptions} from '../plugins/playground';
import cspPlugin from '../plugins/csp';
import demoGalleryPlugin from '../plugins/demo-gallery';
import llmsPlugin from '../plugins/llms';
import recentPostsPlugin from '../plugins/recent-posts';
import offlinePlugin from '../plugins/offline';
import codeHighlightPlugin from '../plugins/speed/code-highlight';
import utf8ScriptsPlugin from '../plugins/speed/utf8-scripts';
import lazyRoutesPlugin from '../plugins/speed/lazy-routes';
import linkPrefetchPlugin from '../plugins/speed/link-prefetch';
import staticCategoriesPlugin from '../plugins/speed/static-categories';
import stagedStartPlugin from '../plugins/speed/staged-start';
import routeScriptsPlugin from '../plugins/speed/route-scripts';
import staticHtmlPlugin, {type StaticHtmlOptions} from '../plugins/speed/static-html';
import robotsPlugin from '../plugins/robots';
import hostingPlugin from '../plugins/hosting';
import {awaited} from '../plugins/offline/barrier';

const apiReference: ApiReferenceOptions = {outDir: 'content/api', docsDir: 'content/docs'};
const siteDir = path.resolve(__dirname, '../..');
/** The playground plugin and its remark plugin (docs preset `beforeDefaultRemarkPlugins`) both take this object. */
export const playgroundOptions: PlaygroundOptions = {cacheDir: path.join(siteDir, 'node_modules', '.cache', 'konva-playground')};

/** The static-html remark plugin (docs preset `remarkPlugins`): components that render plain HTML with no handlers. */
export const staticHtmlOptions: StaticHtmlOptions = {components: ['ApiBadges', 'ApiSig', 'ApiTable', 'ApiRef', 'admonition', 'img', 'span']};

export function sitePlugins(): PluginConfig[] {
  // offline comes last and waits for the postBuild of those whose files it lists (pages, playground, search).
  return [
    [apiReferencePlugin, apiReference],
    [awaited(playgroundPlugin), playgroundOptions],
    codeHighlightPlugin,
    utf8ScriptsPlugin,
    lazyRoutesPlugin,
    linkPrefetchPlugin,
    staticCategoriesPlugin,
    stagedStartPlugin,
    routeScriptsPlugin,
    staticHtmlPlugin,
    demoGalleryPlugin,
    recentPostsPlugin,
    llmsPlugin,
    robotsPlugin,
    hostingPlugin,
    awaited(cspPlugin),
  ];
}

/** After every other plugin (docusaurus.config.ts puts it at the end): the service worker and its file list. */
export function offlinePlugins(): PluginConfig[] {
  return [offlinePlugin];
}
