// What a reader sees when something fails on the way (issue 34): a URL without its `.html`, a search index that does
// not load on /search, scripts that do not load on the first page. Each ends in the page or in a message with a
// working 重试, and never in an uncaught error (the fixture fails a test on any). The crash screen and a chunk that
// fails during client navigation are tested in navigation.spec.ts; the search dialog's error in search.spec.ts.
import {test, expect, gotoHydrated} from './fixtures';

// requests the service worker makes would pass by page.route
test.use({serviceWorkers: 'block'});

test('a tutorial URL without .html opens that tutorial and hydrates it', async ({page}) => {
  const expected = await (await page.request.get('/docs/shapes/Rect.html')).text();
  const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(expected)![1];
  await gotoHydrated(page, '/docs/shapes/Rect');
  await expect(page).toHaveURL(/\/docs\/shapes\/Rect\.html$/);
  await expect(page.locator('h1')).toHaveText(h1);
  await expect(page.getByText('找不到页面')).toHaveCount(0);
  // hydrated as the tutorial: its sidebar entry is the current page
  await expect(page.locator('.menu__link--active[aria-current="page"]')).toHaveAttribute(
    'href',
    /\/docs\/shapes\/Rect\.html$/,
  );
});

test('/search says when the index cannot load, and 重试 brings the results', async ({page, guard}) => {
  guard.allowConsoleErrors(/Failed to load resource/);
  await page.route('**/search-index/**', (route) => route.fulfill({status: 503, body: 'unavailable'}));
  await gotoHydrated(page, `/search?q=${encodeURIComponent('舞台')}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('无法获取搜索结果');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/search-index/**');
  await alert.getByRole('button', {name: '重试'}).click();
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const [what, pattern] of [
  ['main.js', /\/assets\/js\/main\.[^/]+\.js$/],
  ["the page's own chunk", /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/],
] as const) {
  test(`a first page load whose ${what} fails says so, and 重试 loads the page`, async ({page, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource|ERR_FAILED|Loading chunk|ChunkLoadError/);
    let failed = 0;
    await page.route(pattern, (route) => {
      failed++;
      return route.abort();
    });
    await page.goto('/docs/shapes/Rect.html');
    const alert = page.getByRole('alert').filter({hasText: '页面脚本没有加载成功'});
    await expect(alert).toBeVisible();
    expect(failed).toBeGreaterThan(0);
    await page.unroute(pattern);
    await alert.getByRole('button', {name: '重试'}).click();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('alert').filter({hasText: '页面脚本没有加载成功'})).toHaveCount(0);
  });
}
