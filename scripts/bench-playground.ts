// Playground figures for `npm run bench` (called by scripts/bench.ts with the served build's base URL):
// Site JS fetched before the first example painted, first painted canvas, first switch and first edit per flavour,
// runtime sizes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {build} from 'esbuild';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumLaunch} from '../playwright.config';
import {median} from './bench/median';
import {distanceToLimit} from './bench/limit';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'build', 'playground');
const FLAVOURS = ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const;
const LABELS: Record<string, string> = {
  vanilla: '原生 JS',
  react: 'React',
  vue: 'Vue',
  svelte: 'Svelte',
  angular: 'Angular',
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (b: Buffer | string) => zlib.gzipSync(b, {level: 9}).length;

interface Manifest {
  gzip: Record<string, number>;
  pages: {url: string; examples: {flavours: string[]}[]}[];
}

/** Records, in page time, when each panel first reaches a status (navigation start = 0). */
const OBSERVER = `
  window.__pgTimes = [];
  new MutationObserver((ms) => {
    for (const m of ms) {
      const el = m.target;
      if (m.attributeName === 'data-status' && el.dataset) window.__pgTimes.push([el.dataset.flavour, el.dataset.status, performance.now()]);
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-status']});
`;

/** Page-time marks of the first example's start, for the first-canvas timeline. */
const TIMELINE = `
  window.__marks = {};
  const mark = (k) => { if (!(k in window.__marks)) window.__marks[k] = performance.now(); };
  document.addEventListener('DOMContentLoaded', () => mark('domContentLoaded'));
  new MutationObserver(() => {
    if (document.documentElement.dataset.hasHydrated === 'true') mark('hydrated');
    if (document.querySelector('[data-pg-panel] iframe')) mark('iframe');
  }).observe(document, {attributes: true, childList: true, subtree: true});
  // The runner's own word that the canvas has pixels (the panel may show it later, once the page has hydrated).
  addEventListener('message', (e) => { if (e.data && e.data.__pg === 1 && e.data.type === 'painted') mark('runnerPainted'); });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name.includes('/playground/lib/')) window.__marks.libBytes = (window.__marks.libBytes ?? 0) + e.encodedBodySize, mark('libsFetched');
  }).observe({type: 'resource', buffered: true});
`;

/** One navigation to the first painted canvas in a fresh context: the timeline's marks, in ms of page time. */
export async function firstCanvasRun(browser: Browser, url: string, flavour: string): Promise<Record<string, number>> {
  const ctx = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await ctx.newPage();
  await page.addInitScript(OBSERVER);
  await page.addInitScript(TIMELINE);
  await page.goto(url);
  const panel = await paintedAt(page, flavour);
  // the canvas can paint before the page says it has hydrated (the post-hydration updates render at idle priority)
  await page.waitForFunction(() => 'hydrated' in (window as unknown as {__marks: object}).__marks);
  const marks = (await page.evaluate('window.__marks')) as Record<string, number>;
  await ctx.close();
  return {...marks, panel, painted: Math.min(panel, marks.runnerPainted ?? Infinity)};
}

/** Navigation to first painted canvas in a fresh context, with the steps between; medians of `runs`. */
export async function firstCanvasTimeline(browser: Browser, url: string, flavour: string, runs = 3): Promise<string> {
  const all: Record<string, number>[] = [];
  for (let i = 0; i < runs; i++) all.push(await firstCanvasRun(browser, url, flavour));
  const med = (k: string) => median(all.map((m) => m[k] ?? NaN));
  const s = (k: string) => `${k} ${(med(k) / 1000).toFixed(2)} s`;
  return (
    `first painted canvas ${(med('painted') / 1000).toFixed(2)} s after navigation (median of ${runs}, runs ${all.map((m) => (m.painted! / 1000).toFixed(2)).join(', ')}); ` +
    `${s('domContentLoaded')}, ${s('iframe')}, ${s('libsFetched')} (${kb(med('libBytes'))} over the wire), ${s('hydrated')}, panel says painted ${(med('panel') / 1000).toFixed(2)} s`
  );
}

async function paintedAt(page: Page, flavour: string, after = 0): Promise<number> {
  const handle = await page.waitForFunction(
    ([f, t]) =>
      (window as unknown as {__pgTimes: [string, string, number][]}).__pgTimes.find(
        (x) => x[0] === f && x[1] === 'painted' && x[2] >= (t as number),
      )?.[2],
    [flavour, after] as const,
    {timeout: 20_000},
  );
  return (await handle.jsonValue()) as number;
}

/** The playground component's own code as the site bundles it (externals excluded), gzip. */
async function componentShare(): Promise<number> {
  const r = await build({
    entryPoints: [path.join(root, 'src/components/Playground/index.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    external: ['react', 'react/*', '@theme/*', '@docusaurus/*'],
    loader: {'.css': 'local-css'},
    outdir: path.join(root, 'build', '.bench-playground'),
    jsx: 'automatic',
  });
  // JS and its CSS module together.
  return r.outputFiles.reduce((n, f) => n + gz(Buffer.from(f.contents)), 0);
}

/** The page's own JS (gzip) downloaded before its first example painted: the runner frame starts before any
 * bundle, so what counts is what the page had fetched by the runner's `painted` message. */
export async function jsBeforeFirstPaint(browser: Browser, baseURL: string, url: string): Promise<number> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    addEventListener('message', (e) => {
      const w = window as unknown as {__paintedAt?: number};
      if (w.__paintedAt === undefined && e.data?.__pg === 1 && e.data.type === 'painted')
        w.__paintedAt = performance.now();
    });
  });
  await page.goto(baseURL + url);
  await page.waitForFunction(() => (window as unknown as {__paintedAt?: number}).__paintedAt !== undefined, undefined, {
    timeout: 20_000,
  });
  const paths = await page.evaluate(() => {
    const paintedAt = (window as unknown as {__paintedAt: number}).__paintedAt;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (e) =>
          e.initiatorType === 'script' &&
          e.responseEnd <= paintedAt &&
          new URL(e.name).pathname.startsWith('/assets/js/'),
      )
      .map((e) => new URL(e.name).pathname);
  });
  await page.close();
  return paths.reduce((sum, p) => sum + gz(fs.readFileSync(path.join(root, 'build', p))), 0);
}

export default async function benchPlayground(baseURL: string): Promise<void> {
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
  const rect = manifest.pages.find((p) => p.url === '/docs/shapes/Rect.html');
  const target =
    rect ?? manifest.pages.find((p) => p.examples.some((e) => e.flavours.length === 5)) ?? manifest.pages[0]!;
  console.log(`playground: measured on ${target.url}`);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const before = await jsBeforeFirstPaint(browser, baseURL, target.url);
    console.log(
      `playground: site JS fetched before the first example painted ${kb(before)} gzip; playground component share ${kb(await componentShare())} gzip`,
    );

    console.log(
      `playground: ${await firstCanvasTimeline(browser, baseURL + target.url, target.examples[0]!.flavours[0]!)}`,
    );
    console.log(`playground: ${await distanceToLimit(browser, baseURL, target.url, target.examples[0]!.flavours[0]!)}`);

    // The first switch to each flavour (fresh context: nothing cached).
    const ctx = await browser.newContext({viewport: {width: 1280, height: 900}});
    const page = await ctx.newPage();
    await page.addInitScript(OBSERVER);
    await page.goto(baseURL + target.url);
    await paintedAt(page, target.examples[0]!.flavours[0]!);
    const example = page.locator('[data-pg-example]').first();
    for (const f of target.examples[0]!.flavours.slice(1)) {
      const t = await page.evaluate(() => performance.now());
      await example.getByRole('tab', {name: LABELS[f], exact: true}).click();
      console.log(`playground: first switch to ${f} ${((await paintedAt(page, f, t)) - t).toFixed(0)} ms`);
    }
    await ctx.close();

    // First edit to re-run, per flavour, in a fresh context (editor and compiler not cached).
    for (const f of target.examples[0]!.flavours) {
      const c = await browser.newContext({viewport: {width: 1280, height: 900}});
      const p = await c.newPage();
      await p.addInitScript(OBSERVER);
      await p.goto(`${baseURL}${target.url}?flavour=${f}`);
      const ex = p.locator('[data-pg-example]').first();
      await ex.getByRole('tab', {name: LABELS[f], exact: true}).click();
      await paintedAt(p, f);
      const panel = ex.locator(`[data-pg-panel][data-flavour="${f}"]`);
      const t0 = await p.evaluate(() => performance.now());
      await panel.getByRole('button', {name: '编辑', exact: true}).click();
      await panel.locator('.cm-content').click();
      await p.keyboard.press('Control+End');
      const t1 = await p.evaluate(() => performance.now());
      await p.keyboard.insertText(f === 'vue' || f === 'svelte' ? '\n<!-- 改动 -->' : '\n// 改动');
      const done = await paintedAt(p, f, t1);
      console.log(
        `playground: first edit to re-run ${f} ${(done - t0).toFixed(0)} ms from 编辑 (${(done - t1).toFixed(0)} ms from the keystroke, incl. the 300 ms pause)`,
      );
      await c.close();
    }
  } finally {
    await browser.close();
  }

  const file = (f: string) => gz(fs.readFileSync(path.join(out, f)));
  const chunksOf = (entry: string): number => {
    // The lazy page-side modules import shared chunks; count each module with everything it imports.
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const text = fs.readFileSync(path.join(out, f), 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"(\.\.?\/[\w./-]+\.js)"/g))
        visit(path.posix.join(path.posix.dirname(f), m[1]!));
    };
    visit(entry);
    return [...seen].reduce((n, f) => n + file(f), 0);
  };
  console.log(`playground: runner page ${kb(file('runner.html'))} gzip; editor ${kb(chunksOf('editor.js'))} gzip`);
  for (const f of FLAVOURS) {
    console.log(
      `playground: ${f} runtime ${kb(manifest.gzip[f]!)} gzip, edit compiler ${kb(chunksOf(`compile-${f}.js`))} gzip`,
    );
  }
}

if (require.main === module) {
  void benchPlayground(process.env.E2E_SERVER_URL ?? 'http://127.0.0.1:4311');
}
