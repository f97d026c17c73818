// Finds the built HTML file of each route and extracts its records (used at postBuild and by search:upload).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {builtFileOf} from '../../lib/routeFile';
import {extractRecords} from './extract';
import type {DocSearchRecord} from './types';

/** Routes that are never search results. */
const SKIPPED = [
  /^\/search\/?$/,
  /^\/404(\.html)?$/,
  /^\/debug(\/|$)/,
  /\/tags(\/|$)/,
  /^\/blog\/(page|authors|archive)(\/|$)/,
];

/** The file Docusaurus wrote for a route path (`/a.html` → a.html, `/a` → a/index.html or a.html): see
 * src/lib/routeFile.ts. */
export async function htmlFileForRoute(outDir: string, routePath: string, baseUrl: string): Promise<string | null> {
  return builtFileOf(outDir, routePath, baseUrl);
}

export interface CollectOptions {
  outDir: string;
  routePaths: string[];
  /** `siteConfig.url` (origin only). */
  siteUrl: string;
  baseUrl: string;
  /** A JSON file that keeps each page's records by the hash of its text, so a rebuild re-extracts only changed
   * pages. */
  cacheFile?: string;
}

// Bump when extract.ts changes what it produces, so cached records are not reused.
const EXTRACT_VERSION = '3';

/** The page minus script and stylesheet tags: their bundle hashes change on every build, the text does not. */
function pageKey(html: string, route: string, siteUrl: string): string {
  const stable = html.replace(/<(?:script|link)\b[^>]*>(?:<\/script>)?/g, '');
  return crypto
    .createHash('sha1')
    .update(`${EXTRACT_VERSION}\u0000${siteUrl}\u0000${route}\u0000`)
    .update(stable)
    .digest('base64url');
}

async function readCache(file: string | undefined): Promise<Record<string, DocSearchRecord[]>> {
  if (!file) return {};
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, DocSearchRecord[]>;
  } catch {
    return {}; // no cache yet, or an unreadable one: extract everything
  }
}

export async function collectRecords({
  outDir,
  routePaths,
  siteUrl,
  baseUrl,
  cacheFile,
}: CollectOptions): Promise<DocSearchRecord[]> {
  const routes = [...new Set(routePaths)]
    .filter((r) => !SKIPPED.some((re) => re.test(r.slice(baseUrl.length - 1))))
    .sort();
  const origin = siteUrl.replace(/\/$/, '');
  const cache = await readCache(cacheFile);
  const used: Record<string, DocSearchRecord[]> = {};
  const records: DocSearchRecord[] = [];
  for (const route of routes) {
    const file = await htmlFileForRoute(outDir, route, baseUrl);
    if (!file) continue;
    const html = await fs.readFile(file, 'utf8');
    const key = cacheFile ? pageKey(html, route, origin) : '';
    const page = cache[key] ?? extractRecords(html, {siteUrl: origin, path: route});
    if (cacheFile) used[key] = page;
    records.push(...page);
  }
  if (cacheFile) {
    // Only this build's pages are kept, so the file does not grow with deleted pages.
    await fs.mkdir(path.dirname(cacheFile), {recursive: true});
    await fs.writeFile(cacheFile, JSON.stringify(used));
  }
  return records;
}

/** Every .html file under a build directory, as route paths (for scripts that run without the route list). */
export async function routesFromBuildDir(outDir: string, baseUrl: string): Promise<string[]> {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => {
      const rel = path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      const route = rel.endsWith('/index.html') || rel === 'index.html' ? rel.replace(/index\.html$/, '') : rel;
      return `${baseUrl}${route}`.replace(/(.)\/$/, '$1');
    });
}
