// code-highlight: keeps Prism out of the browser's main bundle. The theme registers its Prism languages from a
// client module that imports Prism on startup; in the client build that module is replaced by an empty one and
// the tokenizer (src/lib/highlight) loads in its own chunk. The server build keeps it, so pages render highlighted.
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);
/** The request Docusaurus' generated client-modules.js uses for the theme's language registration. */
export const themeLanguagesModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'konva-code-highlight',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {[`${themeLanguagesModule}$`]: path.resolve(__dirname, 'empty.ts')}},
        // Prism in a chunk with a name, so src/lib/highlight/prefetch.ts can find its URL.
        optimization: {
          splitChunks: {
            cacheGroups: {
              prism: {
                test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
                name: 'prism',
                chunks: 'async',
                priority: 50,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
