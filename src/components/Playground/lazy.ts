// Loads the playground's lazy ES modules (editor, compilers, zip) from build/playground/ on first use;
// they are built by our plugin, not by the site bundler, so the page's own JS stays small. Their types are
// the modules' own (type-only imports: nothing of them enters the page bundle).
import type * as editor from '../../plugins/playground/browser/editor';
import type * as compiler from '../../plugins/playground/browser/compilers/vanilla';
import type * as zip from '../../plugins/playground/browser/zip';
import type * as share from '../../plugins/playground/browser/shareCodec';

export type EditorModule = typeof editor;
/** Every compile-<flavour>.js has the same shape. */
export type CompilerModule = typeof compiler;
export type ZipModule = typeof zip;
export type ShareModule = typeof share;

const cache = new Map<string, Promise<unknown>>();
const failures = new Map<string, number>();

export function loadModule<T>(url: string): Promise<T> {
  let p = cache.get(url);
  if (!p) {
    // The browser's module map may remember a failed import(): a retry asks for a new URL.
    const n = failures.get(url) ?? 0;
    const actual = n ? `${url}${url.includes('?') ? '&' : '?'}retry=${n}` : url;
    p = import(/* webpackIgnore: true */ actual);
    p.catch(() => {
      cache.delete(url);
      failures.set(url, n + 1);
    });
    cache.set(url, p);
  }
  return p as Promise<T>;
}
