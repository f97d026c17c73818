import zlib from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

export type Weight = {url: string; jsRaw: number; jsGzip: number; prefetchedGzip: number; cssRaw: number; cssGzip: number; files: number};

/** JS and CSS a page loads until the network is idle, raw and gzip-compressed; JS fetched only ahead (prefetch) apart. */
export async function pageWeight(browser: Browser, baseURL: string, url: string): Promise<Weight> {
  const page = await browser.newPage();
  const bodies: Promise<{type: string; body: Buffer}>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const isJs = type === 'script' || res.url().endsWith('.js');
    const isCss = type === 'stylesheet' || res.url().endsWith('.css');
    const kind = isCss ? 'css' : type === 'script' ? 'js' : 'prefetched';
    if (isJs || isCss)
      bodies.push(
        res
          .body()
          .then((body) => ({type: kind, body}))
          .catch(() => ({type: 'none', body: Buffer.alloc(0)})),
      );
  });
  await page.goto(baseURL + url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(500);
  const loaded = await Promise.all(bodies);
  await page.close();
  const sum = (type: string, gzip: boolean) =>
    loaded.filter((b) => b.type === type).reduce((n, b) => n + (gzip ? zlib.gzipSync(b.body, {level: 9}).length : b.body.length), 0);
  return {
    url,
    jsRaw: sum('js', false),
    jsGzip: sum('js', true),
    prefetchedGzip: sum('prefetched', true),
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
