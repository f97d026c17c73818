// Every page of a build, parsed once per test worker: the whole-build checks (build-meta.spec.ts) read them all.
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

export interface BuiltPage {
  /** Path inside the build folder, with forward slashes: what a failing check names. */
  file: string;
  /** The URL path the page is served at (under the base path), e.g. `/docs/shapes/Rect.html`. */
  url: string;
  $: CheerioAPI;
}

/** HTML that is not a page of the site: the example runner's sandboxed frames have no title or text of their own. */
const NOT_PAGES = /^playground\//;

function htmlFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...htmlFiles(dir, child));
    else if (entry.name.endsWith('.html') && !NOT_PAGES.test(child)) out.push(child);
  }
  return out;
}

/** The URL a file is served at: `docs/x/index.html` at `/docs/x/`, any other file at its own path. */
export function pageUrl(file: string, sitePath: string): string {
  return sitePath + file.replace(/(^|\/)index\.html$/, '$1');
}

let cached: {dir: string; pages: BuiltPage[]} | undefined;

export function builtPages(buildDir: string, sitePath: string): BuiltPage[] {
  if (cached?.dir !== buildDir) {
    const pages = htmlFiles(buildDir)
      .sort()
      .map((file) => ({
        file,
        url: pageUrl(file, sitePath),
        $: load(fs.readFileSync(path.join(buildDir, file), 'utf8')),
      }));
    cached = {dir: buildDir, pages};
  }
  return cached.pages;
}
