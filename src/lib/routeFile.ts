// The one rule for where the build writes a route's HTML (used by the search index, the route test and anything
// else that reads built pages): `/docs/shapes/Rect.html` → docs/shapes/Rect.html, `/blog` → blog/index.html
// (or blog.html when that is what the build wrote), `/` → index.html. The route may carry the site's baseUrl.
import fs from 'node:fs';
import path from 'node:path';

const isFile = (p: string): boolean => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/** The candidate files (relative, `/`-separated) for a route, most likely first. */
export function routeFileCandidates(route: string, baseUrl = '/'): string[] {
  const withoutBase = baseUrl !== '/' && route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route;
  let rel = withoutBase.replace(/^\/+/, '');
  try {
    rel = decodeURI(rel);
  } catch {
    // a malformed escape: keep the route as written
  }
  if (rel.split('/').includes('..') || rel.includes('\0')) return [];
  if (rel.endsWith('.html')) return [rel];
  const dir = rel.replace(/\/+$/, '');
  return dir ? [`${dir}/index.html`, `${dir}.html`] : ['index.html'];
}

/** The built file of a route under `outDir`, or null when the build wrote none. */
export function builtFileOf(
  outDir: string,
  route: string,
  baseUrl = '/',
  exists: (file: string) => boolean = isFile,
): string | null {
  for (const c of routeFileCandidates(route, baseUrl)) {
    const file = path.join(outDir, c);
    if (exists(file)) return file;
  }
  return null;
}
