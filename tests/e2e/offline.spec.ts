// Offline reading (src/plugins/offline): the service worker keeps every page the reader opened, with its search
// and live examples; 离线保存全站 saves the rest; a new deploy shows 有新版本 and 刷新 moves to it.
// Playwright's offline mode (context.setOffline) cuts the network for pages and the worker alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net, {type AddressInfo} from 'node:net';
import {spawn, type ChildProcess} from 'node:child_process';
import {test, expect, afterTwoFrames, gotoHydrated, showFlavour, type Page} from './fixtures';
import {buildDir, sitePath} from './env';
import type {OfflineManifest} from '../../src/plugins/offline/files';

/** Waits until the worker controls the page and its cache holds `keys` and every file the page has loaded
 * from the site so far (the worker saves those fetched before it took control a moment later). */
async function cachedByWorker(page: Page, keys: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {timeout: 30_000});
  await expect
    .poll(
      () =>
        page.evaluate(async (ks) => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => e.name.split('#')[0]!)
            .filter((u) => u.startsWith(location.origin) && !u.includes('/playground/runner'));
          const results = await Promise.all(
            [...ks, ...loaded].map(async (k) => [k, Boolean(await caches.match(k))] as const),
          );
          return results.filter(([, hit]) => !hit).map(([k]) => k);
        }, keys),
      {timeout: 30_000},
    )
    .toEqual([]);
}

async function searchInDialog(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

/** scripts/serve.ts on a free port for `root` (a child process: the script is an ES module Playwright cannot import);
 * `plain`: no caching headers at all, as the simplest static hosts. */
async function serve(root: string, plain = false): Promise<{origin: string; server: ChildProcess}> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port: p} = probe.address() as AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--dir',
      root,
      '--port',
      String(port),
      '--base',
      sitePath,
      ...(plain ? ['--plain'] : []),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => d.toString().includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  return {origin: `http://127.0.0.1:${port}`, server};
}

const manifest = (): OfflineManifest =>
  JSON.parse(fs.readFileSync(path.join(buildDir, 'offline-manifest.json'), 'utf8')) as OfflineManifest;

/** Offline, links and search hits to pages not saved still prefetch their route chunks, which fail (logged as
 * console errors): allowed, but only for such chunks, and the page itself must show everything. */
function allowUnsavedPrefetches(page: Page, guard: {allowConsoleErrors: (re: RegExp) => void}): string[] {
  guard.allowConsoleErrors(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    // Requests cut short by the next navigation are not failures.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(new URL(r.url()).pathname);
  });
  return failed;
}
const routeChunk = /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]+\.js$/;

test('a page the reader opened reopens offline, with search and its live example', async ({page, context, guard}) => {
  test.setTimeout(120_000);
  const route = `${sitePath}docs/shapes/Rect.html`;
  await gotoHydrated(page, route);
  await showFlavour(page, 'vanilla');
  await cachedByWorker(page, [route]);
  // No prompt for the first install: only a new version waiting asks for 刷新.
  await expect(page.getByText('有新版本')).toHaveCount(0);

  // A page reached by an in-site link: its HTML was never fetched, the worker saves it all the same.
  const linked = `${sitePath}docs/shapes/Ellipse.html`;
  await page.locator(`nav a[href="${linked}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${linked}$`));
  await showFlavour(page, 'vanilla');
  await cachedByWorker(page, [route, linked]);

  await context.setOffline(true);
  const failed = allowUnsavedPrefetches(page, guard);
  await gotoHydrated(page, linked);
  await showFlavour(page, 'vanilla');
  await gotoHydrated(page, route);
  await expect(page.locator('article h1')).toBeVisible();
  await showFlavour(page, 'vanilla');
  await searchInDialog(page, '矩形');
  await expect(page.locator('.DocSearch-Hit a[href*="Rect"]').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The search page was never opened: it is in the precache with its chunks and the index.
  await gotoHydrated(page, `${sitePath}search?q=${encodeURIComponent('矩形')}`);
  await expect(page.locator('article .search-result-match').first()).toBeVisible();
  expect(failed.filter((p) => !routeChunk.test(p))).toEqual([]);
});

test('on a host that sends no caching headers, a visited page’s example still runs offline, sandboxed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const {origin, server} = await serve(buildDir, true);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const route = `${origin}${sitePath}docs/shapes/Rect.html`;
    const response = await page.goto(route);
    expect(response?.headers()['cache-control']).toBeUndefined();
    await showFlavour(page, 'vanilla');
    await cachedByWorker(page, [route]);
    // Whatever the browser's HTTP cache kept (a host's max-age runs out), offline it has nothing.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await gotoHydrated(page, route);
    const {iframe, frame} = await showFlavour(page, 'vanilla');
    // The worker sandboxed it (a frame with the attribute never reaches the worker): an opaque origin all the same.
    expect(await iframe.getAttribute('sandbox')).toBeNull();
    expect(await frame.evaluate(() => self.origin)).toBe('null');
    expect(
      await frame.evaluate(() => {
        try {
          return parent.document.title;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    server.kill();
  }
});

test('a runner page in the site’s own origin runs nothing and asks to be sandboxed', async ({page, guard}) => {
  guard.allowConsoleErrors(/runner frame is not sandboxed/);
  // Opened as a page of its own: not sandboxed, as a frame would be if the worker did not answer for it.
  await page.addInitScript(() => {
    const w = window as unknown as {__msgs: unknown[]};
    w.__msgs = [];
    addEventListener('message', (e) => w.__msgs.push(e.data));
  });
  await page.goto(`${sitePath}playground/runner.html#f=vanilla&id=t`);
  const messages = () =>
    page.evaluate(() => (window as unknown as {__msgs: {type?: string}[]}).__msgs.map((m) => m.type));
  await expect.poll(messages).toContain('unsandboxed');
  // Nothing else: no 'ready' (a runner that went on would have posted its first beat right after), so no page
  // would post an example to it.
  await afterTwoFrames(page);
  expect(await messages()).toEqual(['unsandboxed']);
});

test('a while after the first load, the runner pages are primed for offline examples, in hidden frames', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // the home page shows no live example: only the priming loads a runner page
  await gotoHydrated(page, sitePath);
  const version = await page.evaluate(
    async (base) => ((await (await fetch(`${base}offline-manifest.json`)).json()) as {version: string}).version,
    sitePath,
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('konva-offline-runners')), {timeout: 60_000})
    .toBe(version);
  const runners = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /\/playground\/runner(-eval)?\.html$/.test(p)),
  );
  expect(runners.length).toBeGreaterThan(0);
  // the frames are gone once their pages have loaded
  await expect(page.locator('iframe[title="离线准备"]')).toHaveCount(0);
});

test('离线保存全站 saves the rest of the site with progress; an unopened page then works offline', async ({
  page,
  context,
  guard,
}) => {
  // The whole site: 1,761 files / 83 MB on a full build.
  test.setTimeout(300_000);
  // The home page has no live example: the examples below run offline only because the download primed the runner.
  await gotoHydrated(page, sitePath);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {timeout: 30_000});
  const save = page.getByRole('button', {name: '离线保存全站'});
  await save.scrollIntoViewIfNeeded();
  const files = manifest().files.length;
  const progress = page.locator('[data-offline-save]').getByRole('status');
  await save.click();
  await expect(progress).toContainText(/已保存 \d+ \/ \d+ 个文件|全站已保存到本机/);
  await expect(page.locator('[data-offline-save="saved"]')).toContainText(`全站已保存到本机（${files} 个文件`, {
    timeout: 180_000,
  });

  await context.setOffline(true);
  // Everything is saved: not even a prefetch may fail.
  const failed = allowUnsavedPrefetches(page, guard);
  const unvisited = `${sitePath}docs/shapes/Circle.html`;
  await gotoHydrated(page, unvisited);
  await expect(page.locator('article h1')).toBeVisible();
  await showFlavour(page, 'vanilla');
  // The finished state is kept: every page's footer says so, offline too.
  await expect(page.locator('[data-offline-save="saved"]')).toContainText('全站已保存到本机');
  expect(failed).toEqual([]);
});

test('a new deploy shows 有新版本; 刷新 moves the page to it and drops the old cache', async ({browser}) => {
  test.setTimeout(180_000);
  // A copy of the build on its own server; the "deploy" rewrites its worker and manifest to a new version,
  // as a rebuild with any changed file does.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-deploy-'));
  fs.cpSync(buildDir, root, {recursive: true});
  const {origin, server} = await serve(root);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const route = `${origin}${sitePath}docs/shapes/Rect.html`;
    await page.goto(route);
    const old = manifest();
    await cachedByWorker(page, [route]);
    await expect(page.getByText('有新版本')).toHaveCount(0);

    const next = `${old.version.slice(0, 8)}beef`;
    for (const file of ['sw.js', 'offline-manifest.json']) {
      const p = path.join(root, file);
      fs.writeFileSync(p, fs.readFileSync(p, 'utf8').replaceAll(old.version, next));
    }
    const page2 = path.join(root, 'docs/shapes/Rect.html');
    fs.writeFileSync(page2, fs.readFileSync(page2, 'utf8').replace('</body>', '<!-- deploy 2 --></body>'));

    await page.goto(route);
    const prompt = page.getByRole('status').filter({hasText: '有新版本'});
    await expect(prompt).toBeVisible({timeout: 30_000});
    // Until the reader agrees, the old version still serves the page.
    expect(await page.evaluate(() => caches.keys())).toContain(old.cache);
    await prompt.getByRole('button', {name: '刷新'}).click();
    await page.waitForEvent('load');
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`konva-offline-${next}`]);
    await expect(page.getByText('有新版本')).toHaveCount(0);
    expect(await page.content()).toContain('deploy 2');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    server.kill();
    fs.rmSync(root, {recursive: true, force: true});
  }
});
