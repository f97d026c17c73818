import zlib from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

export type Weight = {
  url: string;
  jsRaw: number;
  jsGzip: number;
  /** Fetched ahead for pages the reader may open next (`<link rel=prefetch>`). */
  prefetchedGzip: number;
  /** Fetched as text for a live example's runner (its libraries), not run by the page. */
  exampleGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: number;
};

/** JS and CSS a page loads until the network is idle, raw and gzip-compressed; JS fetched only ahead (prefetch)
 * apart. */
export async function pageWeight(browser: Browser, baseURL: string, url: string): Promise<Weight> {
  const page = await browser.newPage();
  const bodies: Promise<{type: string; url: string; body: Buffer}>[] = [];
  page.on('response', (res) => {
    // The runner frame's own scripts are the example's libraries again (as blob: modules): counted once, as fetched.
    if (res.frame() !== page.mainFrame()) return;
    const type = res.request().resourceType();
    const isJs = type === 'script' || res.url().endsWith('.js');
    const isCss = type === 'stylesheet' || res.url().endsWith('.css');
    const kind = isCss ? 'css' : type === 'script' ? 'js' : type === 'fetch' ? 'example' : 'prefetched';
    if (isJs || isCss)
      bodies.push(
        res
          .body()
          .then((body) => ({type: kind, url: res.url(), body}))
          .catch(() => ({type: 'none', url: res.url(), body: Buffer.alloc(0)})),
      );
  });
  await page.goto(baseURL + url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(500);
  const all = await Promise.all(bodies);
  await page.close();
  // A file prefetched for the next page that this page runs as well (a shared layout chunk) counts as run.
  const run = new Set(all.filter((b) => b.type === 'js').map((b) => b.url));
  const loaded = all.filter((b) => !(b.type === 'prefetched' && run.has(b.url)));
  const sum = (type: string, gzip: boolean) =>
    loaded
      .filter((b) => b.type === type)
      .reduce((n, b) => n + (gzip ? zlib.gzipSync(b.body, {level: 9}).length : b.body.length), 0);
  return {
    url,
    jsRaw: sum('js', false),
    jsGzip: sum('js', true),
    prefetchedGzip: sum('prefetched', true),
    exampleGzip: sum('example', true),
    cssRaw: sum('css', false),
    cssGzip: sum('css', true),
    files: loaded.length,
  };
}

export async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}
