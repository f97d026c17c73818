// Loads the playground's lazy ES modules (editor, compilers, zip) from build/playground/ on first use;
// they are built by our plugin, not by the site bundler, so the page's own JS stays small. Their types are
// the modules' own (type-only imports: nothing of them enters the page bundle).
import type * as editor from '../../plugins/playground/browser/editor';
import type * as compiler from '../../plugins/playground/browser/compilers/vanilla';
import type * as zip from '../../plugins/playground/browser/zip';

export type EditorModule = typeof editor;
/** Every compile-<flavour>.js has the same shape. */
export type CompilerModule = typeof compiler;
export type ZipModule = typeof zip;

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
