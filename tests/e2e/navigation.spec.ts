import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated, afterTwoFrames} from './fixtures';

// Some tests fake network trouble with page.route, which requests made by the site's service worker
// (src/plugins/offline) would bypass: these run without it, as on a first visit. offline.spec.ts tests the worker.
test.use({serviceWorkers: 'block'});

test.describe('routing behaviours', () => {
  test('a .html or /index.html path without its own route is retried without the suffix, with one layout', async ({
    page,
  }) => {
    for (const url of ['/blog/archive.html', '/blog/authors/index.html', '/markdown-page.html']) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.locator('h1').first()).not.toHaveText('找不到页面');
      await expect(page.locator('nav.navbar')).toHaveCount(1);
      await expect(page.locator('footer')).toHaveCount(1);
    }
  });

  test('route chunks load lazily: the first page loads a fraction of them', async ({page}) => {
    // No prefetching here, so only what this page needs is counted.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '2g', saveData: true},
        configurable: true,
      });
    });
    const js = new Set<string>();
    page.on('request', (req) => {
      if (req.url().endsWith('.js')) js.add(new URL(req.url()).pathname);
    });
    // Hydrated first: the page's starter adds the bundles after the first paint, which a busy machine can hold back
    // longer than network idle waits.
    await gotoHydrated(page, '/markdown-page');
    await page.waitForLoadState('networkidle');
    const built = fs.readdirSync(path.resolve('build/assets/js')).filter((f) => f.endsWith('.js'));
    expect(js.size).toBeGreaterThan(0);
    expect(js.size).toBeLessThan(built.length / 2);
  });

  test('scripts carry Chinese as UTF-8, not escapes, and the page reads them back', async ({page, request}) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && req.url().includes('/assets/js/')) scripts.push(req.url());
    });
    await gotoHydrated(page, '/docs/shapes/Rect.html');
    expect(scripts.length).toBeGreaterThan(2);
    let cjk = 0;
    for (const url of scripts) {
      const text = await (await request.get(url)).text();
      expect(text, url).not.toMatch(/\\u[4-9][0-9a-f]{3}/i);
      cjk += (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
    }
    expect(cjk).toBeGreaterThan(1000);
    // labels the scripts hold (the sidebar, the pager) read the same after hydration as in the page's HTML
    await expect(page.locator('.pagination-nav__link--prev .pagination-nav__sublabel')).toHaveText('上一页');
    await expect(page.locator('.menu__link[href="/docs/shapes/Circle.html"]').first()).toHaveText(/圆/);
  });

  test('on a page its sidebar category opens, 下一页 leads on to another page', async ({page}) => {
    await gotoHydrated(page, '/api/Konva.Node.html');
    const next = page.locator('.pagination-nav__link--next');
    await expect(next).toHaveAttribute('href', /\.html$/);
    expect(await next.getAttribute('href')).not.toBe('/api/Konva.Node.html');
    await next.click();
    await expect(page).not.toHaveURL(/\/api\/Konva\.Node\.html$/);
    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', /Konva\.Node\.html$/);
  });

  test('the next page in the pager is prefetched once in view, so the click needs no new chunk', async ({page}) => {
    const js: string[] = [];
    const executed: string[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith('.js')) return;
      js.push(req.url());
      if (req.resourceType() === 'script') executed.push(req.url());
    });
    await page.goto('/docs/shapes/Rect.html', {waitUntil: 'networkidle'});
    const next = page.locator('.pagination-nav__link--next');
    const title = (await next.locator('.pagination-nav__label').innerText()).trim();
    await next.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    // Every prefetch has arrived (a resource timing entry with its end), without waiting for the whole network to idle.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).every((l) =>
            performance.getEntriesByName(l.href).some((e) => (e as PerformanceResourceTiming).responseEnd > 0),
          ),
        ),
      )
      .toBe(true);
    const before = new Set(js);
    const count = executed.length;
    await next.click();
    await expect(page.locator('h1')).toContainText(title);
    // Whatever the new page executes was already fetched as a prefetch before the click.
    const run = executed.slice(count);
    expect(run.length).toBeGreaterThan(0);
    expect(run.filter((url) => !before.has(url))).toEqual([]);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`no prefetch on ${connection.saveData ? 'data-saver' : '2g'} connections`, async ({page}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
      }, connection);
      const js: string[] = [];
      page.on('request', (req) => {
        if (req.url().endsWith('.js')) js.push(req.url());
      });
      await page.goto('/markdown-page', {waitUntil: 'networkidle'});
      await page.locator('footer a[href="/docs/sandbox.html"]').hover();
      // Two rendering steps: the link in view has had its intersection callback (where the theme would prefetch).
      await afterTwoFrames(page);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      const before = js.length;
      // Navigation still works: the chunks are fetched on click instead.
      await page.locator('footer a[href="/docs/sandbox.html"]').click();
      await expect(page.locator('h1')).toHaveText('演示');
      expect(js.length).toBeGreaterThan(before);
    });
  }

  test('navigation scrolls to the hash target, or to the top for a new path @desktop', async ({page}) => {
    await page.goto('/docs/index.html');
    const anchor = await page.locator('article h2[id]').nth(2).getAttribute('id');
    await page.locator(`.table-of-contents a[href="#${anchor}"]`).first().click();
    await expect
      .poll(() => page.locator(`#${anchor}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer a[href="/docs/sandbox.html"]').click();
    await expect(page.locator('h1')).toHaveText('演示');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a slow route change shows the progress bar, never a spinner', async ({page}) => {
    await page.goto('/blog/welcome', {waitUntil: 'networkidle'});
    await page.addInitScript(() => {});
    // Every chunk is held until the bar has shown: a route change slower than the bar's 200 ms delay, however busy
    // the machine (a fixed 1.2 s hold raced the bar's appearance under load).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '2g', saveData: true},
        configurable: true,
      });
    });
    await page.locator('footer a[href="/docs/sandbox.html"]').click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page.locator('#loader')).toHaveCount(0);
    release();
    await expect(page.locator('h1')).toHaveText('演示', {timeout: 15000});
  });

  test('a chunk that fails during navigation is retried by reloading the page', async ({page, guard}) => {
    guard.allowConsoleErrors(/Loading chunk|ChunkLoadError|net::ERR_FAILED|Failed to load resource/);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '2g', saveData: true},
        configurable: true,
      });
    });
    await page.goto('/markdown-page', {waitUntil: 'networkidle'});
    let failed = 0;
    await page.route(
      /\/assets\/js\/.*\.js$/,
      async (route) => {
        // The first attempt at each chunk fails, as after a redeploy or a dropped connection.
        if (failed < 50 && !route.request().url().includes('main.')) {
          failed++;
          await route.abort('failed');
        } else await route.continue();
      },
      {times: 1},
    );
    const reload = page.waitForEvent('load');
    await page.locator('footer a[href="/docs/sandbox.html"]').click();
    await reload;
    expect(failed).toBe(1);
    await expect(page).toHaveURL(/\/docs\/sandbox\.html$/);
    await expect(page.locator('h1')).toHaveText('演示');
  });

  test('a page that throws shows the Chinese crash screen; 重试 clears the error', async ({page, guard}) => {
    guard.allowConsoleErrors(
      /演示用的渲染错误|The above error occurred|React will try to recreate|Docusaurus React Root|An error occurred|Minified React error/,
    );
    await page.goto('/debug/crash?throw');
    await expect(page.getByText('页面已崩溃。')).toBeVisible();
    await expect(page.getByText('演示用的渲染错误')).toBeVisible();
    // the tab says the page failed, not the failed page's own title
    await expect(page).toHaveTitle(/^页面出错/);
    await page.getByRole('button', {name: '重试'}).click();
    await expect(page.getByText('页面正常渲染。')).toBeVisible();
    await expect(page.getByText('页面已崩溃。')).toHaveCount(0);
    await expect(page).toHaveTitle(/^错误页演示/);
  });
});
