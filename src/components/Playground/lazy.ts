// Loads the playground's lazy ES modules (editor, compilers, zip) from build/playground/ on first use;
// they are built by our plugin, not by the site bundler, so the page's own JS stays small.
const cache = new Map<string, Promise<unknown>>();

export function loadModule<T>(url: string): Promise<T> {
  let p = cache.get(url);
  if (!p) {
    p = import(/* webpackIgnore: true */ url);
    p.catch(() => cache.delete(url));
    cache.set(url, p);
  }
  return p as Promise<T>;
}
