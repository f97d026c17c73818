// Rewrites build/search-index from the pages already in a build, to measure an engine or extractor change without
// rebuilding the site: `npx tsx scripts/search-reindex.ts [--dir build]`. The offline precache list still names the
// old index files, so use it for measuring, then build for real.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {writeIndex} from '../src/plugins/local-search';
import {DEFAULT_LEAN} from '../src/plugins/local-search/buildIndex';
import {routesFromBuildDir} from '../src/plugins/local-search/collect';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, base: {type: 'string', default: '/'}}});
const outDir = path.resolve(values.dir);
const siteUrl = process.env.SITE_URL ?? 'https://konva-zh.example.org';

void (async () => {
  const routePaths = await routesFromBuildDir(outDir, values.base);
  await writeIndex({outDir, routePaths, siteUrl, baseUrl: values.base, siteDir: process.cwd(), lean: DEFAULT_LEAN});
})();
