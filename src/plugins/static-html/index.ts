// static-html: static Markdown keeps its server HTML on the first page load instead of being hydrated (remark.ts
// wraps it, client/StaticHtml.tsx keeps it). This plugin adds the client module that ends the hydration window and
// the PostCSS rule that lets `.markdown > …` styles reach the wrapped blocks.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {islandSelectors} from './postcss';

export {default as remarkStaticHtml, type StaticHtmlOptions} from './remark';
export {default as recmaStaticHtml} from './recma';

export default function staticHtmlPlugin(): Plugin {
  return {
    name: 'konva-static-html',
    getClientModules: () => [path.join(__dirname, 'client', 'hydration')],
    configurePostCss(options) {
      options.plugins.push(islandSelectors());
      return options;
    },
  };
}
