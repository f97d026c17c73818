// First results in Chromium for the engines measured in Node: each runtime (the same module as in Node) is bundled
// with esbuild; a fresh browser context opens a blank page, and the clock runs from importing the runtime, through
// fetching its files (local server) and loading them, to the first query's hits.
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';
import type {EngineSpec} from './engines';
import type {Files} from './runtime/types';
import {quantile} from './metrics';
import {BLANK_PAGE, serve} from './server';

/** The runtime of an engine as one minified ES module exporting `load(files)`. */
export async function bundle(spec: EngineSpec): Promise<string> {
  const {module, factory, arg} = spec.runtime;
  const contents = `import {${factory}} from './runtime/${module}';\nexport const load = (files) => ${factory}(${JSON.stringify(arg)}).load(files);`;
  const out = await build({
    stdin: {contents, resolveDir: __dirname, loader: 'ts', sourcefile: `${module}-entry.ts`},
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return out.outputFiles[0].text;
}

const FIRST = (dir: string, names: string[], q: string) => `(async () => {
  const t0 = performance.now();
  const mod = await import('${dir}/runtime.js');
  const names = ${JSON.stringify(names)};
  const files = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await (await fetch('${dir}/' + n)).text()])));
  const search = await mod.load(files);
  const hits = await search(${JSON.stringify(q)});
  if (!hits.length) throw new Error('no hits');
  return performance.now() - t0;
})()`;

export interface BrowserTimes {
  firstMs: Map<string, number>;
  /** gzip bytes of each runtime's code bundle. */
  codeGzip: Map<string, number>;
}

export async function browserFirstResults(
  built: {spec: EngineSpec; files: Files}[],
  query: string,
  runs: number,
): Promise<BrowserTimes> {
  const files = new Map<string, string>([['/index.html', BLANK_PAGE]]);
  const codeGzip = new Map<string, number>();
  const dirs = new Map<string, string>();
  for (const [i, {spec, files: engineFiles}] of built.entries()) {
    const dir = `/e${i}`;
    dirs.set(spec.name, dir);
    const code = await bundle(spec);
    codeGzip.set(spec.name, gzipSync(code).length);
    files.set(`${dir}/runtime.js`, code);
    for (const [name, text] of Object.entries(engineFiles)) files.set(`${dir}/${name}`, text);
  }
  const server = await serve(files);
  const browser = await chromium.launch(chromiumLaunch);
  const firstMs = new Map<string, number>();
  try {
    for (const {spec, files: engineFiles} of built) {
      const samples: number[] = [];
      for (let r = 0; r < runs; r++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.url}/index.html`);
        samples.push((await page.evaluate(FIRST(dirs.get(spec.name)!, Object.keys(engineFiles), query))) as number);
        await context.close();
      }
      firstMs.set(spec.name, quantile(samples, 0.5));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {firstMs, codeGzip};
}
