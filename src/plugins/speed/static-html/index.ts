// static-html: static Markdown keeps its server HTML on the first page load instead of being hydrated (remark.ts
// wraps it, client/StaticHtml.tsx keeps it). This plugin adds the client modules that end the hydration window and
// lay out every deferred run before a jump, the script that does it for a page opened at a #hash, and the PostCSS
// rule that lets `.markdown > …` styles reach the wrapped blocks.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {islandSelectors} from './postcss';
import {LAYOUT_ALL} from './client/deferredLayout';

export {default as remarkStaticHtml, type StaticHtmlOptions} from './remark';
export {default as recmaStaticHtml} from './recma';

export const layoutAllScript = `(function(){var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(location.hash||n&&(n.type==='reload'||n.type==='back_forward'))document.documentElement.setAttribute('${LAYOUT_ALL}','')})()`;

export default function staticHtmlPlugin(): Plugin {
  return {
    name: 'konva-static-html',
    getClientModules: () => [
      path.join(__dirname, 'client', 'hydration'),
      path.join(__dirname, 'client', 'deferredLayout'),
    ],
    // A page opened at a #hash, reloaded or reached by back/forward lays out all its runs before the browser scrolls
    // (client/deferredLayout.ts).
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: layoutAllScript}]}),
    configurePostCss(options) {
      options.plugins.push(islandSelectors());
      return options;
    },
  };
}
