// Which built files the service worker precaches and which the 离线保存全站 download fetches, under the URLs the
// pages request them by (pure: used by the plugin and its unit test).
import {posix} from 'node:path';

export interface BuiltFile {
  /** Path in the build folder, with `/` (e.g. `docs/shapes/Rect.html`). */
  path: string;
  size: number;
}

export interface OfflineEntry {
  /** URL path as the page requests it (base path included, `?v=` on the playground's versioned files). */
  u: string;
  /** Bytes. */
  s: number;
  /** 1: precached when the worker installs (app shell and search); else only in the full download. */
  p?: 1;
}

export interface OfflineManifest {
  version: string;
  cache: string;
  files: OfflineEntry[];
}

/** Files no page fetches: the Markdown copies and llms files (for assistants), robots.txt, feeds' XML, the worker
 * itself. */
export function isOfflineFile(path: string): boolean {
  if (/\.md$/.test(path) || /^(llms(-full)?|robots)\.txt$/.test(path)) return false;
  if (/^(sw\.js|offline-manifest\.json|sitemap\.xml|opensearch\.xml)$/.test(path)) return false;
  if (path === 'playground/manifest.json') return false; // the browser tests' list of example pages
  if (/^_(headers|redirects)$/.test(path) || /\.(br|gz)$/.test(path)) return false; // for the host (src/plugins/hosting)
  return true;
}

/** The playground's entry files and compiled examples are requested with `?v=<playground version>`
 * (src/components/Playground); its lib/ and chunks/ files carry a hash in their names instead. */
export function requestUrl(path: string, base: string, playgroundVersion: string): string {
  // playground/index.html is the 演练场 page (/playground), a page like any other.
  const versioned = /^playground\/(?!lib\/|chunks\/|index\.html$)/.test(path);
  return `${base}${path}${versioned ? `?v=${playgroundVersion}` : ''}`;
}

/** Chunks the bundler named by number are shared or lazily imported code (the search dialog, its client);
 * route chunks have 8-hex names and are many (one or more per page): those come with the full download. */
function isSharedChunk(path: string): boolean {
  return /^assets\/js\//.test(path) && !/^assets\/js\/[0-9a-f]{8}\.[0-9a-f]+\.js$/.test(path);
}

/**
 * Precache: every page's common code and styles, the lazily loaded shared chunks, what the search page loads
 * (`searchPageAssets`, read from its HTML; the 演练场 page's are added to the same set), the search index, the runner
 * pages, libs.json, the 演练场 page with its editor, starters (and their tokens), share codec and the 原生 JS
 * compiler, and the icons.
 */
export function isPrecached(path: string, searchPageAssets: ReadonlySet<string>): boolean {
  return (
    isSharedChunk(path) ||
    /^assets\/css\//.test(path) ||
    searchPageAssets.has(path) ||
    /^search-index\//.test(path) ||
    /^search\/index\.html$/.test(path) ||
    /^playground\/(runner(-eval)?\.html|libs\.json)$/.test(path) ||
    /^playground\/(index\.html|starters\.json|starter-tokens\.json)$/.test(path) ||
    PRECACHED_MODULES.includes(path) ||
    /^(404\.html|manifest\.webmanifest|img\/(logo|favicon)\.svg|img\/icons\/)/.test(path)
  );
}

/** The 演练场's modules a visit may need offline without having loaded them: the editor, the share codec and the
 * 原生 JS compiler (its starter runs as the build compiled it). */
export const PRECACHED_MODULES = ['playground/editor.js', 'playground/share.js', 'playground/compile-vanilla.js'];

/** The files that modules import by relative path, transitively (their shared chunks): a module cached without the
 * chunks it imports fails offline. `read` gives a built file's text by its path relative to the build folder. */
export async function importedFiles(
  entries: readonly string[],
  read: (path: string) => Promise<string>,
): Promise<Set<string>> {
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    const text = await read(file);
    for (const m of text.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.\.?\/[^"']+\.js)["']/g)) {
      const dep = posix.normalize(posix.join(posix.dirname(file), m[1]!));
      if (!found.has(dep)) {
        found.add(dep);
        queue.push(dep);
      }
    }
  }
  return found;
}

/** The script and stylesheet paths (relative to the build folder) an HTML page references: its tags, and the bundles
 * the page's starter script adds (`data-bundles`, src/lib/ssrTemplate.ts), which include the route's own chunks. */
export function pageAssets(html: string, base: string): Set<string> {
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?([^"'\s>]+)/gi)].map((m) => m[1]!);
  for (const m of html.matchAll(/\bdata-bundles="([^"]*)"/g)) urls.push(...m[1]!.split(' '));
  const out = new Set<string>();
  for (const url of urls) if (url.startsWith(base) && /\.(js|css)$/.test(url)) out.add(url.slice(base.length));
  return out;
}

export function offlineManifest(
  files: BuiltFile[],
  opts: {base: string; playgroundVersion: string; version: string; searchPageAssets: ReadonlySet<string>},
): OfflineManifest {
  const entries = files
    .filter((f) => isOfflineFile(f.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((f): OfflineEntry => {
      const e: OfflineEntry = {u: requestUrl(f.path, opts.base, opts.playgroundVersion), s: f.size};
      if (isPrecached(f.path, opts.searchPageAssets)) e.p = 1;
      return e;
    });
  return {version: opts.version, cache: `konva-offline-${opts.version}`, files: entries};
}
