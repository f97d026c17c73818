// The URLs a built page points at, and whether each one is a file of the build, resolved the way
// scripts/serve.ts serves it (exact file, dir/index.html, the `.html` retry), so a host serving the folder finds it.
import fs from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {resolveRequestPath} from '../../../scripts/lib/resolveRequestPath';

export interface Reference {
  /** Where the URL was found, e.g. `a[href]` or `meta[og:image]`. */
  from: string;
  url: string;
}

const LINK_RELS =
  /(^|\s)(icon|apple-touch-icon|manifest|canonical|alternate|stylesheet|preload|modulepreload|prefetch|search)(\s|$)/;

/** The URL candidates of a srcset: `a.png 1x, b.png 2x` → a.png, b.png. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

export function pageReferences($: CheerioAPI): Reference[] {
  const refs: Reference[] = [];
  const add = (from: string, url: string | undefined) => {
    if (url?.trim()) refs.push({from, url: url.trim()});
  };
  $('a[href], area[href]').each((_, el) => add('a[href]', $(el).attr('href')));
  $('link[href]').each((_, el) => {
    if (LINK_RELS.test($(el).attr('rel') ?? '')) add(`link[rel=${$(el).attr('rel')}]`, $(el).attr('href'));
  });
  $('[src]').each((_, el) => add(`${el.tagName}[src]`, $(el).attr('src')));
  $('video[poster]').each((_, el) => add('video[poster]', $(el).attr('poster')));
  $('[srcset]').each((_, el) =>
    srcsetUrls($(el).attr('srcset') ?? '').forEach((url) => add(`${el.tagName}[srcset]`, url)),
  );
  $('meta[property="og:image"], meta[name="twitter:image"]').each((_, el) =>
    add(`meta[${$(el).attr('property') ?? $(el).attr('name')}]`, $(el).attr('content')),
  );
  return refs;
}

/**
 * The path inside the build a URL names, or null when it is not ours (another host, mailto:, data:, a bare
 * fragment). Absolute URLs on our own origin count as ours; a path outside the base path is returned as is,
 * so it fails to resolve.
 */
export function internalPath(url: string, pageUrl: string, siteOrigin: string): string | null {
  if (/^(#|mailto:|tel:|data:|blob:|javascript:)/i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin + pageUrl);
  } catch {
    return url; // unparsable: reported as unresolved
  }
  if (parsed.origin !== new URL(siteOrigin).origin) return null;
  try {
    return decodeURIComponent(parsed.pathname);
  } catch {
    return parsed.pathname;
  }
}

const fileCache = new Map<string, boolean>();
function isFile(p: string): boolean {
  let known = fileCache.get(p);
  if (known === undefined) {
    known = fs.statSync(p, {throwIfNoEntry: false})?.isFile() ?? false;
    fileCache.set(p, known);
  }
  return known;
}

/** The build-relative file (`docs/x.html`) a site path (starting with the base path) is served from, if any. */
export function fileInBuild(buildDir: string, sitePath: string, pathname: string): string | undefined {
  if (!pathname.startsWith(sitePath)) return undefined;
  const file = resolveRequestPath(buildDir, `/${pathname.slice(sitePath.length)}`, isFile).file;
  return file && path.relative(buildDir, file).split(path.sep).join('/');
}

/** Whether a site path (starting with the base path) is served from a file of the build. */
export function resolvesInBuild(buildDir: string, sitePath: string, pathname: string): boolean {
  return fileInBuild(buildDir, sitePath, pathname) !== undefined;
}
