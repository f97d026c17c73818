// demo-gallery: builds the demo index (/docs/sandbox.html and /docs/sandbox/index.html) from the demo pages the docs
// plugin loaded, so a new page under content/docs/sandbox/ appears in the gallery with no change here. A demo
// page without valid `demo:` front matter fails the build.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {collectDemos, GALLERY_ROUTES, type DemoDoc} from './data';
import {gitAddedDates, newestDemos, type NewestDemo} from './newest';

/** Demo pages by source file (not doc id: Docusaurus strips number prefixes such as `10000_` from ids). */
const SANDBOX_SOURCE = /^@site\/content\/docs\/sandbox\/([^/]+)\.mdx?$/;
export const DEMO_GALLERY_PLUGIN = 'konva-demo-gallery';
/** Global data (the home page's 最新演示): the three demos added last. */
export type DemoGalleryGlobalData = {newest: NewestDemo[]};

export default function demoGalleryPlugin(context: LoadContext): Plugin {
  const thumbDir = path.join(context.siteDir, 'static', 'img', 'demos');
  return {
    name: DEMO_GALLERY_PLUGIN,
    getPathsToWatch: () => [path.join(thumbDir, '*.webp')],
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docs?.loadedVersions.find((v) => v.isLast) ?? docs?.loadedVersions[0];
      const pages: DemoDoc[] = [];
      for (const doc of version?.docs ?? []) {
        const m = SANDBOX_SOURCE.exec(doc.source);
        if (!m || m[1] === 'index') continue;
        const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        pages.push({
          name: m[1]!,
          // The sidebar label is the short name a card needs; the page title is a full sentence.
          title: (doc.frontMatter.sidebar_label as string | undefined) ?? doc.title,
          permalink: doc.permalink.slice(context.baseUrl.length - 1),
          frontMatter: doc.frontMatter as Record<string, unknown>,
          source: fs.readFileSync(file, 'utf8'),
        });
      }
      const demos = collectDemos(pages, (name) => fs.existsSync(path.join(thumbDir, `${name}.webp`)));
      const data = await actions.createData('demos.json', JSON.stringify(demos));
      const globalData: DemoGalleryGlobalData = {
        newest: newestDemos(demos, gitAddedDates(path.join(context.siteDir, 'content', 'docs', 'sandbox'))),
      };
      actions.setGlobalData(globalData);
      for (const route of GALLERY_ROUTES) {
        actions.addRoute({
          path: context.baseUrl + route.slice(1),
          component: '@site/src/components/DemoGallery',
          modules: {demos: data},
          exact: true,
        });
      }
    },
  };
}
