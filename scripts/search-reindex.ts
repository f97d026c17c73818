// Rewrites build/search-index from the pages already in a build, to measure an engine or extractor change without
// rebuilding the site: `npx tsx scripts/search-reindex.ts [--dir build]`. The offline precache list still names the
// old index files, so use it for measuring, then build for real.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {writeIndex} from '../src/plugins/local-search';
import {DEFAULT_LEAN} from '../src/plugins/local-search/buildIndex';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, base: {type: 'string', default: '/'}}});
const outDir = path.resolve(values.dir);
const siteUrl = process.env.SITE_URL ?? 'https://konva-zh.example.org';

void (async () => {
  // The sitemap names every indexable route as the build knew it (a file path cannot tell /docs/vue/index.html from
  // /blog).
  const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const routePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]).pathname));
  await writeIndex({outDir, routePaths, siteUrl, baseUrl: values.base, siteDir: process.cwd(), lean: DEFAULT_LEAN});
})();
