// Prefetch only the likely next page: the 上一页/下一页 links and links marked `data-likely-next`. Our Link
// (src/plugins/speed/link-prefetch) already watches only those; this gate covers every other caller of
// `window.docusaurus.prefetch` (the search dialog's hits, for one), asks once per page and path, and starts the
// highlighter's prefetch with it. Pointing at any link still preloads it (the theme's hover/touch preload).
import {likelyNextPath, likelyNextPaths, type DocusaurusGlobal} from '../lib/prefetchBudget';
import {prefetchTokenizer} from '../lib/highlight/prefetch';

if (typeof window !== 'undefined') {
  // The client entry assigns `window.docusaurus` (a frozen object) right before hydrating, after client modules ran.
  let current: DocusaurusGlobal | undefined;
  // The links in view report in one burst (one callback each): read the page's likely-next links once per burst.
  let likely: Set<string> | null = null;
  const asked = new Set<string>();
  const likelyNow = () => {
    if (!likely) {
      likely = likelyNextPaths(document, location.href);
      setTimeout(() => (likely = null));
    }
    return likely;
  };
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = {
        ...value,
        prefetch: (routePath: string) => {
          const path = likelyNextPath(routePath, likelyNow(), location.href);
          // Once per page: the theme counts `/a.html#x` and `/a.html#y` as two routes.
          if (!path || asked.has(path)) return false;
          asked.add(path);
          const started = value.prefetch(path);
          // The theme declines on slow or data-saving connections; so does the tokenizer then.
          if (started) prefetchTokenizer();
          return started;
        },
      };
    },
  });
}

export {};
