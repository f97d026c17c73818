// static-html: static Markdown keeps its server HTML on the first page load instead of being hydrated (remark.ts
// wraps it, client/StaticHtml.tsx keeps it). This plugin adds the client modules that end the hydration window and
// lay out deferred runs, the script that lays them all out for a #hash, and the PostCSS rule that lets
// `.markdown > …` styles reach the wrapped blocks.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {islandSelectors} from './postcss';
import {LAYOUT_ALL} from './client/deferredLayout';

export {default as remarkStaticHtml, type StaticHtmlOptions} from './remark';
export {default as recmaStaticHtml} from './recma';

export default function staticHtmlPlugin(): Plugin {
  return {
    name: 'konva-static-html',
    getClientModules: () => [path.join(__dirname, 'client', 'hydration'), path.join(__dirname, 'client', 'deferredLayout')],
    // A page opened at a #hash lays out all its runs before the browser scrolls to it (client/deferredLayout.ts).
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: `location.hash&&document.documentElement.setAttribute('${LAYOUT_ALL}','')`}]}),
    configurePostCss(options) {
      options.plugins.push(islandSelectors());
      return options;
    },
  };
}
