// Finds the built HTML file of each route and extracts its records (used at postBuild and by search:upload).
import fs from 'node:fs/promises';
import path from 'node:path';
import {builtFileOf} from '../../lib/routeFile';
import {extractRecords} from './extract';
import type {DocSearchRecord} from './types';

/** Routes that are never search results. */
const SKIPPED = [/^\/search\/?$/, /^\/404(\.html)?$/, /^\/debug(\/|$)/, /\/tags(\/|$)/, /^\/blog\/(page|authors|archive)(\/|$)/];

/** The file Docusaurus wrote for a route path (`/a.html` → a.html, `/a` → a/index.html or a.html): see src/lib/routeFile.ts. */
export async function htmlFileForRoute(outDir: string, routePath: string, baseUrl: string): Promise<string | null> {
  return builtFileOf(outDir, routePath, baseUrl);
}

export interface CollectOptions {
  outDir: string;
  routePaths: string[];
  /** `siteConfig.url` (origin only). */
  siteUrl: string;
  baseUrl: string;
}

export async function collectRecords({outDir, routePaths, siteUrl, baseUrl}: CollectOptions): Promise<DocSearchRecord[]> {
  const routes = [...new Set(routePaths)].filter((r) => !SKIPPED.some((re) => re.test(r.slice(baseUrl.length - 1)))).sort();
  const records: DocSearchRecord[] = [];
  for (const route of routes) {
    const file = await htmlFileForRoute(outDir, route, baseUrl);
    if (!file) continue;
    const html = await fs.readFile(file, 'utf8');
    records.push(...extractRecords(html, {siteUrl: siteUrl.replace(/\/$/, ''), path: route}));
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
