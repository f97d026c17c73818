// Live-example playground plugin: at postBuild it writes build/playground/ — the sandboxed runner page,
// the library bundles (module texts the docs page fetches and posts to the runner), every compiled example,
// the lazy editor / compilers / zip modules, and manifest.json listing the pages with live examples.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {BROWSER_ESM, buildLibs, type LibBuild} from './libs';
import {defaultCacheDir} from './remark';
import {FLAVOURS} from './flavours';
import {readTemplates, installedVersions} from './templates';

export type PlaygroundOptions = {
  /** Where the remark plugin leaves compiled examples (default node_modules/.cache/konva-playground). */
  cacheDir?: string;
};

export const PLAYGROUND_PLUGIN = 'konva-playground';
/** Output folder under the build dir, also the URL path under baseUrl. */
export const OUT = 'playground';

async function cachedLibs(siteDir: string, cacheDir: string): Promise<LibBuild> {
  const lock = fs.readFileSync(path.join(siteDir, 'package-lock.json'));
  const self = fs.readFileSync(path.join(__dirname, 'libs.ts'));
  const key = crypto.createHash('sha256').update(lock).update(self).digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `libs-${key}.json`);
  if (fs.existsSync(file)) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {manifest: LibBuild['manifest']; files: [string, string][]};
    return {manifest: data.manifest, files: new Map(data.files)};
  }
  const libs = await buildLibs(siteDir);
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(file, JSON.stringify({manifest: libs.manifest, files: [...libs.files]}));
  return libs;
}

/** The HTML file a route is written to: `/docs/react/index.html` is itself, `/blog` is blog/index.html. */
function htmlFileOf(route: string, baseUrl: string): string {
  const rel = route.slice(baseUrl.length);
  return route.endsWith('.html') ? rel : `${rel}${rel && !rel.endsWith('/') ? '/' : ''}index.html`;
}

// options arrive untyped from the config; src/config/plugins.ts builds them as PlaygroundOptions
export default function playgroundPlugin(context: LoadContext, options: unknown): Plugin {
  const {siteDir, baseUrl} = context;
  const cacheDir = (options as PlaygroundOptions | undefined)?.cacheDir ?? defaultCacheDir(siteDir);
  // Changes with the installed packages and this plugin's sources; cache-busts every playground file.
  const version = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(siteDir, 'package-lock.json')))
    .update(
      fs
        .readdirSync(__dirname)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => fs.readFileSync(path.join(__dirname, f), 'utf8'))
        .join(),
    )
    .digest('hex')
    .slice(0, 10);

  return {
    name: PLAYGROUND_PLUGIN,
    async contentLoaded({actions}) {
      actions.setGlobalData({base: `${baseUrl}${OUT}/`, siteBase: baseUrl, version});
    },
    async postBuild({outDir, routesPaths}) {
      const out = path.join(outDir, OUT);
      fs.mkdirSync(path.join(out, 'lib'), {recursive: true});
      fs.mkdirSync(path.join(out, 'ex'), {recursive: true});

      const [libs] = await Promise.all([cachedLibs(siteDir, cacheDir), buildBrowserModules(out)]);
      for (const [name, text] of libs.files) fs.writeFileSync(path.join(out, 'lib', name), text);
      // What the docs page fetches for a flavour, and the gzip sizes for the bench.
      fs.writeFileSync(path.join(out, 'libs.json'), JSON.stringify({flavours: libs.manifest.flavours, gzip: libs.manifest.gzip}));

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
          path.join(out, file),
          runnerHtml.replaceAll('__PG_EVAL__', evalSource).replace('__PG_RUNNER__', () => runnerJs),
        );
      }

      // Compiled examples the built pages reference, and the page list for the browser tests.
      const pages: {url: string; examples: {flavours: string[]}[]}[] = [];
      const missing: string[] = [];
      for (const route of routesPaths) {
        const file = path.join(outDir, htmlFileOf(route, baseUrl));
        if (!fs.existsSync(file)) continue;
        const html = fs.readFileSync(file, 'utf8');
        if (!html.includes('data-pg-example')) continue;
        const examples: {flavours: string[]}[] = [];
        for (const m of html.matchAll(/data-pg-example="?([^"\s>]+)/g)) {
          const refs = JSON.parse(decodeURIComponent(m[1]!)) as {f: string; h: string}[];
          examples.push({flavours: refs.map((r) => r.f)});
          for (const r of refs) {
            const src = path.join(cacheDir, 'ex', `${r.h}.json`);
            if (fs.existsSync(src)) fs.copyFileSync(src, path.join(out, 'ex', `${r.h}.json`));
            else missing.push(`${path.relative(outDir, file)}: ${r.f} ${r.h}`);
          }
        }
        pages.push({url: route, examples});
      }
      if (missing.length) {
        throw new Error(`[playground] 编译好的示例不在缓存里（请运行 npx docusaurus clear 后重新构建）：\n${missing.join('\n')}`);
      }
      pages.sort((a, b) => a.url.localeCompare(b.url));
      fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify({version, gzip: libs.manifest.gzip, pages}, null, 1));
      fs.writeFileSync(path.join(out, 'templates.json'), JSON.stringify({versions: installedVersions(siteDir), templates: readTemplates()}));
    },
  };
}

/** The page-side lazy modules (editor, per-flavour compilers, zip), as ES modules the page imports on demand. */
async function buildBrowserModules(out: string): Promise<void> {
  const dir = path.join(__dirname, 'browser');
  await build({
    entryPoints: [
      {in: path.join(dir, 'editor.ts'), out: 'editor'},
      {in: path.join(dir, 'zip.ts'), out: 'zip'},
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
