// static-categories: the docs sidebar's categories render the same on the server and in the browser, so they do not
// all re-render right after hydration. The theme's category reads useIsBrowser() only to swap the server's fallback
// href (the first child page, for a category without a page of its own) for `#` in the browser; every category
// re-rendered when the page hydrated (20 in the tutorials sidebar, ~180 components in one blocking task). Here the
// category's useIsBrowser() is a constant false: a category with a page (all of ours) links to it as before, and one
// without keeps the first child's address in its href while a click still only opens or closes it.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CATEGORY_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]DocSidebarItem[\\/]Category[\\/]index\.js$/;

export default function staticCategoriesPlugin(): Plugin {
  return {
    name: 'konva-static-categories',
    configureWebpack() {
      const serverValue = path.join(__dirname, 'client', 'useIsBrowser');
      return {module: {rules: [{test: CATEGORY_MODULE, resolve: {alias: {'@docusaurus/useIsBrowser': serverValue}}}]}};
    },
  };
}
