// offline: after the build, lists the files a reader can keep offline (offline-manifest.json: the precache of
// the app shell and search, and the full-site download) and bundles the service worker (sw.js) for that build's
// version. The page side (registration, 有新版本 prompt, 离线保存全站) is client/ and src/components/Offline.
import crypto from 'node:crypto';
import {writeFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {othersDone} from './barrier';
import {
  importedFiles,
  isOfflineFile,
  offlineManifest,
  pageAssets,
  PRECACHED_MODULES,
  type BuiltFile,
  type OfflineManifest,
} from './files';

export const OFFLINE_PLUGIN_NAME = 'konva-offline';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Bytes and file count of the precache and of the whole download, for the build log and the README. */
export function offlineSizes(m: OfflineManifest): {
  precacheFiles: number;
  precacheBytes: number;
  files: number;
  bytes: number;
} {
  const pre = m.files.filter((f) => f.p);
  const sum = (fs: {s: number}[]) => fs.reduce((n, f) => n + f.s, 0);
  return {precacheFiles: pre.length, precacheBytes: sum(pre), files: m.files.length, bytes: sum(m.files)};
}

interface ChunkStats {
  files?: string[];
  modules?: {name?: string; identifier?: string}[];
}
interface StatsCompiler {
  hooks: {done: {tap(name: string, fn: (stats: {toJson(o: object): {chunks?: ChunkStats[]}}) => void): void}};
}

/** Modules of the search dialog, the search page (its route and plugin data) and the local search client. */
const SEARCH_MODULE = /theme-search-algolia|@docsearch|local-search[\\/]client|minisearch|src[\\/]theme[\\/]SearchBar/;
/** Where the bundling step leaves the search chunks' names for postBuild, which may run in another process
 * (scripts/build.ts bundles and renders in two). */
const SEARCH_CHUNKS_FILE = 'konva-offline-search-chunks.json';

function searchChunks(stats: {toJson(o: object): {chunks?: ChunkStats[]}}): string[] {
  const files = new Set<string>();
  for (const chunk of stats.toJson({all: false, chunks: true, chunkModules: true}).chunks ?? []) {
    if (chunk.modules?.some((m) => SEARCH_MODULE.test(m.identifier ?? m.name ?? '')))
      chunk.files?.forEach((f) => files.add(f));
  }
  return [...files];
}

export default function offlinePlugin(context: LoadContext): Plugin {
  const {baseUrl} = context;
  const searchChunksFile = path.join(context.generatedFilesDir, SEARCH_CHUNKS_FILE);
  return {
    name: OFFLINE_PLUGIN_NAME,

    getClientModules() {
      return [path.join(__dirname, 'client/register.ts')];
    },

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The search page's route chunks and the dialog's lazy chunks: precached so search works offline on a
      // reader's first visit (their names are hashes; only the bundler's chunk graph says which they are).
      const record = (stats: Parameters<typeof searchChunks>[0]) =>
        writeFileSync(searchChunksFile, JSON.stringify(searchChunks(stats)));
      return {plugins: [{apply: (compiler: StatsCompiler) => compiler.hooks.done.tap(OFFLINE_PLUGIN_NAME, record)}]};
    },

    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}manifest.webmanifest`}},
          {tagName: 'meta', attributes: {name: 'theme-color', content: '#1e5aa8'}},
        ],
      };
    },

    async postBuild({outDir}) {
      await othersDone();
      const started = Date.now();
      // Only what the manifest lists: the Markdown copies and llms files may still be being written.
      const paths = (await listFiles(outDir)).filter(isOfflineFile);
      const digest = crypto.createHash('sha256');
      const files: BuiltFile[] = [];
      for (const p of paths.sort()) {
        const bytes = await fs.readFile(path.join(outDir, p));
        digest.update(p).update('\0').update(crypto.createHash('sha256').update(bytes).digest());
        files.push({path: p, size: bytes.length});
      }
      const version = digest.digest('hex').slice(0, 12);
      const searchHtml = await fs.readFile(path.join(outDir, 'search/index.html'), 'utf8').catch(() => '');
      const playgroundHtml = await fs.readFile(path.join(outDir, 'playground/index.html'), 'utf8').catch(() => '');
      const playground = JSON.parse(
        await fs.readFile(path.join(outDir, 'playground/manifest.json'), 'utf8').catch(() => '{}'),
      ) as {version?: string};
      const searchChunkFiles = JSON.parse(await fs.readFile(searchChunksFile, 'utf8')) as string[];
      const playgroundChunks = await importedFiles(
        PRECACHED_MODULES.filter((p) => paths.includes(p)),
        (p) => fs.readFile(path.join(outDir, p), 'utf8'),
      );
      const manifest = offlineManifest(files, {
        base: baseUrl,
        playgroundVersion: playground.version ?? '',
        version,
        searchPageAssets: new Set([
          ...pageAssets(searchHtml, baseUrl),
          ...searchChunkFiles,
          ...pageAssets(playgroundHtml, baseUrl),
          ...playgroundChunks,
        ]),
      });
      await fs.writeFile(path.join(outDir, 'offline-manifest.json'), JSON.stringify(manifest));
      await build({
        entryPoints: [path.join(__dirname, 'sw/worker.ts')],
        outfile: path.join(outDir, 'sw.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        define: {__OFFLINE_VERSION__: JSON.stringify(version), __OFFLINE_BASE__: JSON.stringify(baseUrl)},
        logLevel: 'warning',
      });
      const s = offlineSizes(manifest);
      const mb = (n: number) => (n / 1048576).toFixed(1);
      console.log(
        `[offline] version ${version}: precache ${s.precacheFiles} files / ${s.precacheBytes} bytes (${mb(s.precacheBytes)} MB), ` +
          `full download ${s.files} files / ${s.bytes} bytes (${mb(s.bytes)} MB), ${Date.now() - started} ms`,
      );
    },
  };
}
