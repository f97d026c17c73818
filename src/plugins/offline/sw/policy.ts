// How the worker treats a URL of the site (pure: shared by the worker and its unit test).

/** Never changes under the same URL: hashed bundler and playground files, index shards, `?v=` playground files. */
export function isImmutable(pathname: string, search: string, base: string): boolean {
  const rel = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  if (/^playground\//.test(rel) && /(^|&|\?)v=/.test(search)) return true;
  if (/^search-index\/shard-[0-9a-f]+\.json$/.test(rel)) return true;
  return /^(assets|playground\/(lib|chunks))\//.test(rel) && /[.-][A-Za-z0-9_]{8,}\.[a-z0-9]+$/i.test(rel);
}

/** Cache keys a page may be stored under, for the path the reader opened (the server's own lookup order:
 * exact file, `dir/index.html`, then the `.html` the client router strips). */
export function pageKeys(pathname: string): string[] {
  if (pathname.endsWith('/')) return [pathname, `${pathname}index.html`];
  if (/\.html$/.test(pathname)) return [pathname];
  return [pathname, `${pathname}/index.html`, `${pathname}.html`];
}

/** The example runner pages (`playground/runner.html`, `runner-eval.html`), whose frames the worker sandboxes. */
export function isRunnerPage(pathname: string, base: string): boolean {
  const rel = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return /^playground\/runner(-eval)?\.html$/.test(rel);
}

/** The sandbox the runner frame's `sandbox` attribute would give, as a header: a frame with that attribute never
 * reaches the worker (Chromium skips it for opaque-origin frames), so a controlled page leaves the attribute off and
 * the worker answers with this policy instead (the runner itself refuses to run in any other origin than `null`). */
export const RUNNER_SANDBOX = 'sandbox allow-scripts allow-downloads';
