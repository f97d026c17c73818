// Key paths of a site built for a sub-path (`BASE_URL=/konva/`, run by `npm test` as its own stage): a tutorial
// with a live example, search, an API page and the project download. Every request the pages make must stay
// under the base path. URLs here are relative, resolved against the base URL playwright.config.ts sets.
import {unzipSync} from 'fflate';
import fs from 'node:fs';
import {test, expect, type Page} from './fixtures';
import {sitePath} from './env';

/** Requests to our own server outside the base path (a URL written without BASE_URL). */
function watchOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (
      /^https?:$/.test(u.protocol) &&
      ['127.0.0.1', 'localhost'].includes(u.hostname) &&
      !u.pathname.startsWith(sitePath)
    )
      outside.push(r.url());
  });
  return outside;
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

test.beforeAll(() => expect(sitePath, 'run with BASE_URL=/konva/ (a sub-path build)').not.toBe('/'));

test('a tutorial runs its live example with a site image, under the base path', async ({page}) => {
  const outside = watchOutside(page);
  await open(page, 'docs/shapes/Image.html');
  const panel = page.locator('[data-pg-panel][data-flavour="vanilla"]').first();
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
  await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  // The page's Markdown copy sits under the base path too, and its links carry it.
  const md = await page.request.get(`${sitePath}docs/shapes/Image.md`);
  expect(md.status()).toBe(200);
  expect(await md.text()).toMatch(new RegExp(`\\]\\(https?://[^)]+${sitePath}docs/`));
  await expect(page.getByRole('navigation').first().getByRole('link', {name: 'API 参考', exact: true})).toHaveAttribute(
    'href',
    `${sitePath}api/Konva.html`,
  );
  expect(outside).toEqual([]);
});

test('search finds a page and its result links stay under the base path', async ({page}) => {
  const outside = watchOutside(page);
  await open(page, 'docs/index.html');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('cornerRadius');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible({timeout: 15_000});
  expect(new URL((await hit.getAttribute('href'))!, page.url()).pathname.startsWith(sitePath)).toBe(true);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`^http://[^/]+${sitePath}`));
  await expect(page.locator('h1')).toBeVisible();

  await open(page, 'search?q=cornerRadius');
  const results = page.locator('article h2 a');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  for (const href of await results.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname)))
    expect(href.startsWith(sitePath)).toBe(true);
  expect(outside).toEqual([]);
});

test('an API page renders, and its links stay under the base path', async ({page}) => {
  const outside = watchOutside(page);
  await open(page, 'api/Konva.Rect.html');
  await expect(page.locator('h1')).toHaveText('Konva.Rect');
  const hrefs = await page.locator('article a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href.startsWith(sitePath), href).toBe(true);
  expect(outside).toEqual([]);
});

test('下载项目 packs the example with its image from under the base path', async ({page}) => {
  const outside = watchOutside(page);
  await open(page, 'docs/shapes/Image.html');
  const example = page.locator('[data-pg-example]').first();
  await example.getByRole('tab', {name: 'React', exact: true}).click();
  const panel = example.locator('[data-pg-panel][data-flavour="react"]');
  await panel.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', {name: '下载项目'}).click(),
  ]);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const image = files['konva-example/public/examples/assets/shapes-landscape.png'];
  expect(image?.length ?? 0).toBeGreaterThan(1000);
  expect(outside).toEqual([]);
});
