// Live-example playground plugin. Its generated files (the sandboxed runner page, the library bundles the docs
// page fetches and posts to the runner, the lazy editor / compilers / zip modules) are built once per cache key
// into <cacheDir>/site-<key>/ when the plugin loads: `npm start` serves them (and the compiled examples) from
// there, and postBuild copies them into build/playground/ with the compiled examples the pages use and
// manifest.json (pages with live examples, for the browser tests).
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import {build} from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {BROWSER_ESM, buildLibs} from './libs';
import {readPageRecord} from './remark';
import {FLAVOURS, type Flavour} from './flavours';
import {readTemplates, installedVersions} from './templates';
import {playgroundStart, readStarters, starterTokens} from './starters';
import {playgroundKey} from './cacheKey';
import {validatePlaygroundOptions, type PlaygroundOptions} from './options';

export type {PlaygroundOptions} from './options';

export const PLAYGROUND_PLUGIN = 'konva-playground';
export const PLAYGROUND_START_FILE = 'playground-start.json';
/** Output folder under the build dir, also the URL path under baseUrl. */
export const OUT = 'playground';
/** The 演练场 page's HTML, which the pages plugin writes into the same folder (src/pages/playground.tsx). */
const PAGE_FILE = 'index.html';

/** `npm start` serves <cacheDir>/dev (a link to the current site-<key>) at <baseUrl>playground/. */
const DEV_LINK = 'dev';

/**
 * Builds <cacheDir>/site-<key>/ unless it is there: lib/ + libs.json, runner.html, editor.js, compile-<flavour>.js,
 * zip.js, share.js, chunks/, templates.json, starters.json, starter-tokens.json. Written to a temporary folder and
 * renamed, so a half-built folder is never used.
 */
export async function ensureSiteFiles(siteDir: string, cacheDir: string, key: string): Promise<string> {
  const dir = path.join(cacheDir, `site-${key}`);
  if (fs.existsSync(path.join(dir, 'libs.json'))) return dir;
  const started = Date.now();
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, {recursive: true, force: true});
  fs.mkdirSync(path.join(tmp, 'lib'), {recursive: true});
  const [libs] = await Promise.all([buildLibs(siteDir), buildBrowserModules(tmp)]);
  for (const [name, text] of libs.files) fs.writeFileSync(path.join(tmp, 'lib', name), text);
  // What the docs page fetches for a flavour, and the gzip sizes for the bench.
  fs.writeFileSync(
    path.join(tmp, 'libs.json'),
    JSON.stringify({flavours: libs.manifest.flavours, gzip: libs.manifest.gzip, extras: libs.manifest.extras}),
  );
  const runner = await build({
    entryPoints: [path.join(__dirname, 'runtime', 'runner.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    define: {
      __PG_MANIFEST__: JSON.stringify({modules: libs.manifest.modules}),
    },
  });
  // Inlined: scripts a sandboxed (opaque-origin) frame loads itself bypass the HTTP cache.
  const runnerJs = runner.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
  const runnerHtml = fs.readFileSync(path.join(__dirname, 'runtime', 'runner.html'), 'utf8');
  // Two policies: eval only in the runner of the flavours that need it (runnerPage in flavours.ts).
  for (const [file, evalSource] of [
    ['runner.html', ''],
    ['runner-eval.html', " 'unsafe-eval'"],
  ] as const) {
    fs.writeFileSync(
      path.join(tmp, file),
      runnerHtml.replaceAll('__PG_EVAL__', evalSource).replace('__PG_RUNNER__', () => runnerJs),
    );
  }
  fs.writeFileSync(
    path.join(tmp, 'templates.json'),
    JSON.stringify({versions: installedVersions(siteDir), templates: readTemplates()}),
  );
  const starters = readStarters();
  fs.writeFileSync(path.join(tmp, 'starters.json'), JSON.stringify(starters));
  fs.writeFileSync(path.join(tmp, 'starter-tokens.json'), JSON.stringify(starterTokens(starters)));
  try {
    fs.renameSync(tmp, dir);
  } catch (e) {
    // Another process (a build beside `npm start`) finished the same key first.
    fs.rmSync(tmp, {recursive: true, force: true});
    if (!fs.existsSync(path.join(dir, 'libs.json'))) throw e;
  }
  // Older keys' folders are never used again.
  for (const name of fs.readdirSync(cacheDir)) {
    if (/^site-[0-9a-f]+$/.test(name) && name !== `site-${key}`)
      fs.rmSync(path.join(cacheDir, name), {recursive: true, force: true});
  }
  console.log(
    `[playground] runner, library bundles and editor modules built in ${((Date.now() - started) / 1000).toFixed(1)} s (key ${key})`,
  );
  return dir;
}

/** Points <cacheDir>/dev at the current site folder (replaced atomically, so the dev server never sees a gap). */
function linkDevFiles(cacheDir: string, siteFiles: string): string {
  const link = path.join(cacheDir, DEV_LINK);
  const tmp = `${link}.tmp-${process.pid}`;
  fs.rmSync(tmp, {force: true});
  fs.symlinkSync(path.basename(siteFiles), tmp);
  fs.renameSync(tmp, link);
  return link;
}

/** Every route of a plugin's route tree (docs nest their pages under layout routes). */
function flatRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((r) => [r, ...flatRoutes(r.routes ?? [])]);
}

function playgroundPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const {siteDir, baseUrl} = context;
  // Checked again here to resolve a relative cacheDir against the site (validateOptions does not know it).
  const options = validatePlaygroundOptions(
    {cacheDir: (rawOptions as Partial<PlaygroundOptions> | undefined)?.cacheDir},
    siteDir,
  );
  const {cacheDir} = options;
  const keyOf = () => playgroundKey({siteDir, options});
  // Everything that changes the generated files: the lock file, installed versions, this plugin's sources, options.
  let key = keyOf();
  let siteFiles: Promise<string> | undefined;
  const dev = process.env.NODE_ENV === 'development';

  return {
    name: PLAYGROUND_PLUGIN,
    getPathsToWatch() {
      // `npm start` rebuilds the runner, bundles and editor modules when these change (not on an MDX edit).
      return [path.join(__dirname, '**/*'), path.join(siteDir, 'package-lock.json')];
    },
    async loadContent() {
      key = keyOf();
      siteFiles = ensureSiteFiles(siteDir, cacheDir, key);
      const dir = await siteFiles;
      if (dev) linkDevFiles(cacheDir, dir);
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({base: `${baseUrl}${OUT}/`, siteBase: baseUrl, version: key.slice(0, 10)});
      // The 演练场 page imports it (@generated/…/playground-start.json): in its HTML and its own chunk, not in every
      // page's data.
      await actions.createData(PLAYGROUND_START_FILE, JSON.stringify(playgroundStart(readStarters())));
    },
    configureWebpack(config, isServer) {
      // Compiled pages carry example hashes made with the key: a new key must not reuse cached page modules.
      const persistent = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (persistent && typeof persistent === 'object') persistent.version = `${persistent.version ?? ''}-pg${key}`;
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.version = `${config.cache.version ?? ''}-pg${key}`;
      }
      if (isServer || config.mode !== 'development') return undefined;
      // npm start: the runner, bundles and editor modules, and the compiled examples, as the build has them.
      const devServer = {
        devServer: {
          static: [
            {directory: path.join(cacheDir, DEV_LINK), publicPath: `${baseUrl}${OUT}/`, watch: false},
            {directory: path.join(cacheDir, 'ex'), publicPath: `${baseUrl}${OUT}/ex/`, watch: false},
          ],
        },
      };
      // `devServer` is merged into the dev server's config by `docusaurus start` (arrays are appended).
      return devServer as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({outDir, routes}) {
      const out = path.join(outDir, OUT);
      // The 演练场 page (/playground → playground/index.html) lives in the same folder: keep it.
      for (const name of fs.existsSync(out) ? fs.readdirSync(out) : []) {
        if (name !== PAGE_FILE) fs.rmSync(path.join(out, name), {recursive: true, force: true});
      }
      fs.cpSync(await (siteFiles ?? ensureSiteFiles(siteDir, cacheDir, key)), out, {recursive: true});
      fs.mkdirSync(path.join(out, 'ex'), {recursive: true});
      const {gzip} = JSON.parse(fs.readFileSync(path.join(out, 'libs.json'), 'utf8')) as {
        gzip: Record<Flavour, number>;
      };

      // The remark plugin recorded each page's examples (src/plugins/playground/remark.ts): copy their compiled
      // files and list the pages for the browser tests.
      const pages: {url: string; examples: {flavours: string[]}[]}[] = [];
      const missing: string[] = [];
      const seen = new Set<string>();
      for (const route of flatRoutes(routes)) {
        const source = route.metadata?.sourceFilePath;
        if (!source || seen.has(route.path)) continue;
        seen.add(route.path);
        const record = readPageRecord(cacheDir, path.resolve(siteDir, source));
        if (!record) continue;
        for (const ex of record.examples) {
          for (const r of ex) {
            const src = path.join(cacheDir, 'ex', `${r.h}.json`);
            if (fs.existsSync(src)) fs.copyFileSync(src, path.join(out, 'ex', `${r.h}.json`));
            else missing.push(`${source}: ${r.f} ${r.h}`);
          }
        }
        pages.push({url: route.path, examples: record.examples.map((ex) => ({flavours: ex.map((r) => r.f)}))});
      }
      if (missing.length) {
        throw new Error(
          `[playground] 编译好的示例不在缓存里（请运行 npx docusaurus clear 后重新构建）：\n${missing.join('\n')}`,
        );
      }
      pages.sort((a, b) => a.url.localeCompare(b.url));
      fs.writeFileSync(
        path.join(out, 'manifest.json'),
        JSON.stringify({version: key.slice(0, 10), gzip, pages}, null, 1),
      );
    },
  };
}

/** Options are checked when the config loads (unknown keys and wrong types fail with the option's name). */
playgroundPlugin.validateOptions = (({options}: {options: unknown}) => {
  const o = options as {id?: string} | undefined;
  // A relative cacheDir stays relative here; the plugin resolves it against the site dir.
  validatePlaygroundOptions(options, process.cwd());
  return {...(o ?? {}), id: o?.id ?? 'default'};
}) as PluginModule['validateOptions'];

export default playgroundPlugin as PluginModule;

/** The page-side lazy modules (editor, per-flavour compilers, zip), as ES modules the page imports on demand. */
async function buildBrowserModules(out: string): Promise<void> {
  const dir = path.join(__dirname, 'browser');
  await build({
    entryPoints: [
      {in: path.join(dir, 'editor.ts'), out: 'editor'},
      {in: path.join(dir, 'zip.ts'), out: 'zip'},
      {in: path.join(dir, 'shareCodec.ts'), out: 'share'},
      ...FLAVOURS.map((f) => ({in: path.join(dir, 'compilers', `${f}.ts`), out: `compile-${f}`})),
    ],
    ...BROWSER_ESM,
    outdir: out,
    chunkNames: 'chunks/[name]-[hash]',
    conditions: ['browser', 'production', 'import', 'default'],
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.BABEL_TYPES_8_BREAKING': 'false',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    alias: {'@vue/compiler-sfc': '@vue/compiler-sfc/dist/compiler-sfc.esm-browser.js'},
    logLevel: 'error',
    legalComments: 'none',
  });
}

/** gzip size helper for the bench. */
export function gzipSize(buf: Buffer | string): number {
  return zlib.gzipSync(buf).length;
}
