// Every Docusaurus plugin of the site, in load order: the classic preset (blog, theme, sitemap; Docusaurus loads a
// preset's plugins before the `plugins` list) and then ours. docusaurus.config.ts only spreads these two lists.
// Feature plugins live in src/plugins/<name>, the ones that only make pages faster in src/plugins/speed/<name>.
import path from 'node:path';
import type {PluginConfig, PluginModule, PresetConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import apiReferencePlugin, {type ApiReferenceOptions} from '../plugins/api-reference';
import playgroundPlugin, {type PlaygroundOptions} from '../plugins/playground';
import remarkPlayground from '../plugins/playground/remark';
import announcementIdPlugin from '../plugins/announcement-id';
import cspPlugin from '../plugins/csp';
import demoGalleryPlugin from '../plugins/demo-gallery';
import llmsPlugin from '../plugins/llms';
import localSearchPlugin from '../plugins/local-search';
import recentPostsPlugin from '../plugins/recent-posts';
import offlinePlugin from '../plugins/offline';
import {awaited} from '../plugins/offline/barrier';
import robotsPlugin from '../plugins/robots';
import hostingPlugin from '../plugins/hosting';
import leanDocsPlugin from '../plugins/speed/lean-docs';
import codeHighlightPlugin from '../plugins/speed/code-highlight';
import utf8ScriptsPlugin from '../plugins/speed/utf8-scripts';
import lazyRoutesPlugin from '../plugins/speed/lazy-routes';
import linkPrefetchPlugin from '../plugins/speed/link-prefetch';
import staticCategoriesPlugin from '../plugins/speed/static-categories';
import stagedStartPlugin from '../plugins/speed/staged-start';
import routeScriptsPlugin from '../plugins/speed/route-scripts';
import staticHtml, {recmaStaticHtml, remarkStaticHtml, type StaticHtmlOptions} from '../plugins/speed/static-html';
import {konvaMajor, konvaVersion} from './versions';
import {algoliaFromEnv} from './search';
import {docsFocus, docsInclude} from './focus';
import {sidebarItemsGenerator} from './sidebarItems';
import {readingTimeMinutes} from '../lib/readingTime';
import {createFeedItems} from '../lib/feedItems';
import {baseUrl} from './site';

const apiReference: ApiReferenceOptions = {outDir: 'content/api', docsDir: 'content/docs'};
const siteDir = path.resolve(__dirname, '../..');
/** The playground plugin and its remark plugin (docs and blog `beforeDefaultRemarkPlugins`) both take this object. */
export const playgroundOptions: PlaygroundOptions = {
  cacheDir: path.join(siteDir, 'node_modules', '.cache', 'konva-playground'),
};

/** The static-html remark plugin (docs `remarkPlugins`): components that render plain HTML with no handlers. */
export const staticHtmlOptions: StaticHtmlOptions = {
  components: ['ApiBadges', 'ApiSig', 'ApiTable', 'ApiRef', 'admonition', 'img', 'span'],
};

/** The announcement bar's id (themeConfig.announcementBar) and the announcement-id plugin's: a new Konva, a new bar. */
export const announcementId = `konva-version-${konvaVersion}`;

function docsOptions(env: NodeJS.ProcessEnv): DocsOptions {
  return {
    path: 'content',
    routeBasePath: '/',
    include: docsInclude(docsFocus(env)),
    sidebarPath: './sidebars.ts',
    sidebarItemsGenerator,
    beforeDefaultRemarkPlugins: [[remarkPlayground, playgroundOptions]],
    remarkPlugins: [[remarkStaticHtml, staticHtmlOptions]],
    recmaPlugins: [recmaStaticHtml],
    breadcrumbs: true,
    lastVersion: 'current',
    versions: {current: {label: `Konva ${konvaMajor}.x`}},
  };
}

const blogDescription = '关于 Konva、Canvas 绘图和本站的更新与心得';

export function sitePresets(): PresetConfig[] {
  const options: Preset.Options = {
    // docs: the lean-docs plugin in sitePlugins(), the same plugin with a lighter version metadata chunk
    docs: false,
    blog: {
      showReadingTime: true,
      readingTime: ({content}) => readingTimeMinutes(content),
      blogTitle: 'Konva 中文博客',
      blogDescription,
      blogSidebarTitle: '全部文章',
      blogSidebarCount: 'ALL',
      postsPerPage: 10,
      authorsMapPath: 'authors.yml',
      // posts may hold live examples too (```js live … fences), compiled and run like the docs' ones
      beforeDefaultRemarkPlugins: [[remarkPlayground, playgroundOptions]],
      feedOptions: {
        type: 'all',
        xslt: true,
        title: 'Konva 中文博客',
        description: blogDescription,
        copyright: `Copyright © ${new Date().getFullYear()} Konva 中文文档`,
        language: 'zh-Hans',
        createFeedItems,
      },
      onInlineTags: 'throw',
      onInlineAuthors: 'throw',
      onUntruncatedBlogPosts: 'throw',
    },
    theme: {customCss: ['./src/css/custom.css', './src/css/codeTokens.css']},
    // the gallery's second address declares /docs/sandbox.html canonical; a sitemap lists canonical URLs only
    sitemap: {ignorePatterns: [`${baseUrl}docs/sandbox/index.html`]},
  };
  return [['classic', options]];
}

/** Our plugins, in order. `awaited`: offline's postBuild waits for these, whose output it lists. */
export function sitePlugins(env: NodeJS.ProcessEnv = process.env): PluginConfig[] {
  return [
    [leanDocsPlugin as PluginModule, docsOptions(env)],
    // after the theme (preset): its pre-body script must run after the theme's, which hides a dismissed bar
    [announcementIdPlugin as PluginModule, {id: announcementId}],
    [apiReferencePlugin, apiReference],
    [awaited(playgroundPlugin), playgroundOptions],
    codeHighlightPlugin,
    utf8ScriptsPlugin,
    lazyRoutesPlugin,
    linkPrefetchPlugin,
    staticCategoriesPlugin,
    stagedStartPlugin,
    routeScriptsPlugin,
    staticHtml,
    demoGalleryPlugin,
    recentPostsPlugin,
    llmsPlugin,
    robotsPlugin,
    hostingPlugin,
    awaited(cspPlugin),
    // with Algolia configured (src/config/search.ts) the theme talks to Algolia and the local index is left out
    ...(algoliaFromEnv(env) ? [] : [[awaited(localSearchPlugin as PluginModule), {}] as PluginConfig]),
    // last: its service worker lists the finished build (pages with their CSP meta, search shards, playground files)
    offlinePlugin,
  ];
}
