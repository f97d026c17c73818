// Home page measurements on a phone profile (360×640, 4× CPU slowdown, Lighthouse's "Slow 4G": 150 ms RTT,
// 1.6 Mbit/s down): LCP (and which element it is), TBT from long tasks, CLS, and the JS/CSS the page loads
// before its load event versus afterwards (the hero scene's konva chunk comes after). Lighthouse is not installed;
// these are DevTools-throttled figures, not Lighthouse's simulated ones.
// Run: `npx tsx scripts/bench-home.ts [--dir build] [--url /] [--runs 3] [--cpu 4]`.
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../playwright.config';
import {startServer} from './serve';
import {median} from './bench/median';

type Sample = {
  lcp: number;
  lcpElement: string;
  fcp: number;
  tbt: number;
  tbtAfterLoad: number;
  cls: number;
  jsBeforeLoad: number;
  jsAfterLoad: number;
  css: number;
  jsFiles: string[];
};

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    url: {type: 'string', default: '/'},
    runs: {type: 'string', default: '3'},
    cpu: {type: 'string', default: '4'},
  },
});

async function sample(baseURL: string, url: string): Promise<Sample> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      viewport: {width: 360, height: 640},
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: Number(values.cpu)});
    await page.addInitScript(() => {
      const w = window as unknown as {
        __perf: {lcp: number; lcpElement: string; tasks: {start: number; duration: number}[]; cls: number};
      };
      w.__perf = {lcp: 0, lcpElement: '', tasks: [], cls: 0};
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {element?: Element})[]) {
          w.__perf.lcp = e.startTime;
          const el = e.element;
          w.__perf.lcpElement = el
            ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''}: ${(el.textContent ?? '').slice(0, 24)}`
            : '?';
        }
      }).observe({type: 'largest-contentful-paint', buffered: true});
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__perf.tasks.push({start: e.startTime, duration: e.duration});
      }).observe({type: 'longtask', buffered: true});
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
          if (!e.hadRecentInput) w.__perf.cls += e.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      if (/\.(js|css)$/.test(new URL(res.url()).pathname))
        bodies.set(
          res.url(),
          res.body().catch(() => Buffer.alloc(0)),
        );
    });
    await page.goto(baseURL + url, {waitUntil: 'networkidle'});
    // The hero scene loads at the first idle moment after the load event: wait until it has drawn, then collect.
    if (await page.locator('[data-scene]').count())
      await page.locator('[data-scene="ready"]').waitFor({timeout: 30_000});
    await page.waitForTimeout(1000);
    const perf = await page.evaluate(() => {
      const w = window as unknown as {
        __perf: {lcp: number; lcpElement: string; tasks: {start: number; duration: number}[]; cls: number};
      };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const starts = Object.fromEntries(performance.getEntriesByType('resource').map((r) => [r.name, r.startTime]));
      return {...w.__perf, fcp, load: nav.loadEventEnd, starts};
    });
    let jsBeforeLoad = 0;
    let jsAfterLoad = 0;
    let css = 0;
    const jsFiles: string[] = [];
    for (const [u, body] of bodies) {
      const raw = await body;
      if (raw.length === 0) continue;
      const gz = zlib.gzipSync(raw, {level: 9}).length;
      if (u.endsWith('.css')) css += gz;
      else if ((perf.starts[u] ?? 0) <= perf.load) jsBeforeLoad += gz;
      else {
        jsAfterLoad += gz;
        jsFiles.push(`${path.basename(u)} ${(gz / 1024).toFixed(1)} KB`);
      }
    }
    // TBT as Lighthouse counts it: the part of each long task past 50 ms, from first contentful paint on.
    const blocking = (tasks: {start: number; duration: number}[]) =>
      tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0);
    const tbt = blocking(perf.tasks.filter((t) => t.start >= perf.fcp));
    const tbtAfterLoad = blocking(perf.tasks.filter((t) => t.start >= Math.max(perf.fcp, perf.load)));
    if (process.env.BENCH_TASKS)
      console.log(
        perf.load.toFixed(0),
        perf.tasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' '),
      );
    return {
      lcp: perf.lcp,
      lcpElement: perf.lcpElement,
      fcp: perf.fcp,
      tbt,
      tbtAfterLoad,
      cls: perf.cls,
      jsBeforeLoad,
      jsAfterLoad,
      css,
      jsFiles,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const port = 4300 + Math.floor(Math.random() * 500);
  const server = await startServer(path.resolve(values.dir!), port);
  try {
    const runs: Sample[] = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await sample(`http://127.0.0.1:${port}`, values.url!));
    const medianOf = (f: (s: Sample) => number) => median(runs.map(f));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${values.url} (${values.dir}, ${runs.length} runs, medians; phone profile, ${values.cpu}× CPU, Slow 4G)`,
    );
    console.log(
      `  FCP ${medianOf((s) => s.fcp).toFixed(0)} ms, LCP ${medianOf((s) => s.lcp).toFixed(0)} ms (${runs[0]!.lcpElement}), TBT ${medianOf((s) => s.tbt).toFixed(0)} ms (${medianOf((s) => s.tbtAfterLoad).toFixed(0)} ms of it after the load event), CLS ${medianOf((s) => s.cls).toFixed(3)}`,
    );
    console.log(
      `  JS gzip: ${kb(medianOf((s) => s.jsBeforeLoad))} until the load event, ${kb(medianOf((s) => s.jsAfterLoad))} after it${runs[0]!.jsFiles.length ? ` (${runs[0]!.jsFiles.join(', ')})` : ''}; CSS gzip ${kb(medianOf((s) => s.css))}`,
    );
  } finally {
    server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
