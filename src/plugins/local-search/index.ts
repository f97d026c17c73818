// Local search: after the production build, indexes every built page into DocSearch-shaped records and writes
// a compact two-file index (search-index/manifest.json + content-hashed head and body) that the in-browser client
// answers from.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIndex, DEFAULT_LEAN} from './buildIndex';
import {collectRecords} from './collect';
import type {IndexManifest} from './types';

export interface LocalSearchOptions {
  /** Characters of each paragraph that ship (indexed and shown as its snippet). */
  paragraphChars: number;
}

export const LOCAL_SEARCH_PLUGIN_NAME = 'konva-local-search';
export const INDEX_DIR = 'search-index';

export default function localSearchPlugin(
  context: LoadContext,
  options: Partial<LocalSearchOptions> = {},
): Plugin<void> {
  const lean = {paragraphChars: options.paragraphChars ?? DEFAULT_LEAN.paragraphChars};
  return {
    name: LOCAL_SEARCH_PLUGIN_NAME,

    async contentLoaded({actions}) {
      // Tells the SearchBar that the local index is on (its absence means Algolia).
      actions.setGlobalData({manifestPath: `${INDEX_DIR}/manifest.json`});
    },

    getClientModules() {
      return [path.join(__dirname, 'client/local.css')];
    },

    configureWebpack() {
      // The /search page builds its own `liteClient`; point that import at the local client.
      // DocSearch 3 is one ES module; the theme's v3 aliases point three imports at its UMD build, which would put
      // a second copy into every page. Send that import to the same ES module.
      const docSearchEsm = path.join(
        path.dirname(require.resolve('@docsearch/react/package.json')),
        'dist/esm/index.js',
      );
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.join(__dirname, 'client/algoliaLite.ts'),
            '@docsearch/react/useDocSearchKeyboardEvents': docSearchEsm,
            '@docsearch/react/version': docSearchEsm,
            '@docsearch/react/useTheme': docSearchEsm,
          },
        },
      };
    },

    async postBuild({outDir, routesPaths, siteConfig, baseUrl}) {
      await writeIndex({
        outDir,
        routePaths: routesPaths,
        siteUrl: siteConfig.url,
        baseUrl,
        siteDir: context.siteDir,
        lean,
      });
    },
  };
}

export interface WriteIndexOptions {
  outDir: string;
  routePaths: string[];
  siteUrl: string;
  baseUrl: string;
  siteDir: string;
  lean: LocalSearchOptions;
}

/** Extracts the built pages' records and writes `search-index/` (the build's postBuild; scripts/search-reindex.ts). */
export async function writeIndex({
  outDir,
  routePaths,
  siteUrl,
  baseUrl,
  siteDir,
  lean,
}: WriteIndexOptions): Promise<IndexManifest> {
  const started = Date.now();
  const records = await collectRecords({
    outDir,
    routePaths,
    siteUrl,
    baseUrl,
    // Under node_modules/.cache like webpack's cache: `rm -rf node_modules/.cache` clears both.
    cacheFile: path.join(siteDir, 'node_modules/.cache/konva-local-search/records.json'),
  });
  const built = buildIndex(records, siteUrl.replace(/\/$/, ''), lean);
  const dir = path.join(outDir, INDEX_DIR);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const write = async (kind: string, json: string): Promise<string> => {
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
    const name = `${kind}-${hash}.json`;
    await fs.writeFile(path.join(dir, name), json);
    return name;
  };
  const manifest: IndexManifest = {
    version: 2,
    head: await write('head', built.head.json),
    body: await Promise.all(built.body.map((b) => write('body', b.json))),
    records: built.docs,
  };
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;
  console.log(
    `[local-search] ${pages} pages, ${records.length} records, ${built.docs} indexed (head ${(built.head.gzipBytes / 1024).toFixed(1)} KB gzip), ` +
      `${(built.rawBytes / 1024).toFixed(1)} KB raw / ${(built.gzipBytes / 1024).toFixed(1)} KB gzip, ` +
      `${Date.now() - started} ms`,
  );
  return manifest;
}
