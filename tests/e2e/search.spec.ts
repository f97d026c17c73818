// The DocSearch modal and /search page on the local index (issue 4). Headings used as queries are read from
// the built pages themselves, so the tests follow the content as it grows.
import {test, expect, type Page} from './fixtures';
import {issueTrackerUrl} from '../../src/config/links';

// The index failure is faked with page.route, which requests of the site's service worker (it precaches the index)
// would bypass: these run without the worker, as on a first visit. offline.spec.ts tests search with it.
test.use({serviceWorkers: 'block'});

const input = (page: Page) => page.locator('.DocSearch-Input');
const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function ready(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/** A section heading of a real page (text and anchor), taken from the page's DOM, not from search. */
async function headingOf(page: Page, path: string): Promise<{text: string; id: string}> {
  await ready(page, path);
  const h2 = page.locator('article h2[id]').first();
  const id = (await h2.getAttribute('id'))!;
  const text = (await h2.evaluate((el) => (el.firstChild?.textContent ?? el.textContent ?? '').trim()))!;
  return {text, id};
}

test.describe('search modal', () => {
  test('opens with the navbar button, Ctrl+K and /, and Escape closes it', async ({page}) => {
    await ready(page);
    await page.locator('.DocSearch-Button').click();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await openWithShortcut(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('loads no index before the first search and then only once', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/search-index/') && indexRequests.push(r.url()));
    await ready(page, '/docs/index.html');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await openWithShortcut(page);
    await input(page).fill('舞台');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await openWithShortcut(page);
    await input(page).fill('图层');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(indexRequests.filter((u) => u.endsWith('/manifest.json'))).toHaveLength(1);
    expect(indexRequests.filter((u) => /\/head-[0-9a-f]+\.json$/.test(u))).toHaveLength(1);
    expect(indexRequests.filter((u) => /\/body-[0-9a-f]+\.json$/.test(u))).toHaveLength(1);
  });

  test('groups results by section and page, marks the match, and Enter opens the heading anchor', async ({page}) => {
    const heading = await headingOf(page, '/docs/index.html');
    await ready(page, '/');
    await openWithShortcut(page);
    await input(page).fill(heading.text);
    const first = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await expect(first).toContainText(heading.text);
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/\S/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/index\.html#/);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${heading.id}`);
    await expect(page.locator(`[id="${heading.id}"]`)).toBeInViewport();

    // The visit is now a recent search on the start screen.
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: '最近搜索'})).toBeVisible();
    await expect(page.locator('.DocSearch-Hits').first()).toContainText(heading.text);
  });

  test('a click on a result opens it too', async ({page}) => {
    const heading = await headingOf(page, '/docs/index.html');
    await ready(page, '/blog');
    await openWithShortcut(page);
    await input(page).fill(heading.text);
    await page.locator('.DocSearch-Hit', {hasText: heading.text}).first().click();
    await expect(page).toHaveURL(/\/docs\/index\.html#/);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${heading.id}`);
  });

  test('shows the no-results screen with suggestions and a link to our issue tracker', async ({page}) => {
    await ready(page);
    await openWithShortcut(page);
    await input(page).fill('舞台');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('qqzzxxkk');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('没有结果');
    await expect(noResults).toContainText('qqzzxxkk');
    await expect(noResults.locator('.DocSearch-NoResults-Prefill-List button').first()).toBeVisible();
    const report = noResults.getByRole('link', {name: '请告知我们。'});
    await expect(report).toHaveAttribute(
      'href',
      new RegExp(`^${issueTrackerUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/new\\?`),
    );
  });

  test('ranks the page whose title names the subject first, also for a synonym', async ({page}) => {
    await ready(page, '/docs/index.html');
    await openWithShortcut(page);
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await input(page).fill('矩形');
    await expect(firstHit).toHaveAttribute('href', /\/docs\/shapes\/Rect\.html/);
    await input(page).fill('拖放');
    await expect(firstHit).toHaveAttribute('href', /\/docs\/drag_and_drop\/Drag_and_Drop\.html/);
    // 拖拽 is not written on that page; the synonym table finds it, and the hit marks the word that is there.
    await input(page).fill('拖拽');
    await expect(firstHit).toHaveAttribute('href', /\/docs\/drag_and_drop\/Drag_and_Drop\.html/);
    await expect(firstHit.locator('mark', {hasText: '拖放'}).first()).toBeVisible();
  });

  test("answers a reader's symptom, a mistyped API name and the remembered flavour", async ({page}) => {
    const firstHit = page.locator('.DocSearch-Hit a').first();
    // 掉帧 is on no performance page: the readers' vocabulary takes it to 性能.
    await ready(page, '/docs/index.html');
    await openWithShortcut(page);
    await input(page).fill('动画掉帧');
    await expect(firstHit).toHaveAttribute('href', /\/docs\/performance\//);
    await input(page).fill('trasnformer');
    await expect(firstHit).toHaveAttribute('href', /\/api\/Konva\.Transformer\.html/);
    // A generic query: the core tutorial before any framework guide.
    await input(page).fill('缓存');
    await expect(firstHit).toHaveAttribute('href', /^\/docs\/(?!(react|vue|svelte|angular)\/)/);
    // A reader who chose the Vue tab of an example gets the Vue guide's page first.
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.flavour', 'vue'));
    await openWithShortcut(page);
    await input(page).fill('缓存');
    await expect(firstHit).toHaveAttribute('href', /\/docs\/vue\/Cache\.html/);
  });

  test('shows 无结果 when only part of the query matches, not hits for single characters', async ({page}) => {
    await ready(page, '/docs/index.html');
    await openWithShortcut(page);
    await input(page).fill('矩形');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('矩形量子纠缠');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有结果');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  });

  test('shows the error screen when the index cannot be loaded', async ({page, guard}) => {
    guard.allowConsoleErrors(/Failed to load resource|search-index/);
    await page.route('**/search-index/**', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await ready(page, '/docs/index.html');
    await openWithShortcut(page);
    await input(page).fill('舞台');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('无法获取结果');
    await expect(error).toContainText('你可能需要检查网络连接。');

    // Once the index is reachable again, the next keystroke searches normally.
    await page.unroute('**/search-index/**');
    await input(page).fill('舞台图层');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('limits the query to 64 characters', async ({page}) => {
    await ready(page);
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await page.keyboard.type('a'.repeat(80));
    await expect(input(page)).toHaveValue('a'.repeat(64));
  });

  test('shows a hostile query as text', async ({page}) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await ready(page);
    await openWithShortcut(page);
    const q = '"><img src=x onerror=alert(1)>';
    await input(page).fill(q);
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(dialog).toBe(false);
  });

  test('adds no Algolia preconnect and no Algolia credit', async ({page}) => {
    await ready(page);
    await expect(page.locator('link[href*="algolia"]')).toHaveCount(0);
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  });
});

test.describe('search page', () => {
  test('reads q, pages through every result and updates the URL as you type', async ({page}) => {
    test.setTimeout(180_000);
    await ready(page, '/search?q=stroke');
    const title = page.locator('h1');
    await expect(title).toContainText('stroke');
    const count = page.getByText(/找到 \d+ 份文件/);
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).match(/(\d+)/)![1]);
    const items = page.locator('article h2 a');
    await expect(items.first()).toBeVisible();
    expect(total, 'the query must need more than one page of 15').toBeGreaterThan(15);
    await expect(items).toHaveCount(15);
    // Scroll until every page of results has loaded; each scroll to the end must bring more.
    for (let now = await items.count(); now < total; now = await items.count()) {
      await page.mouse.wheel(0, 20000);
      await expect.poll(() => items.count(), {message: `more results after ${now}`}).toBeGreaterThan(now);
    }
    await expect(items).toHaveCount(total);
    const hrefs = await items.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(total);
    await expect(page.locator('article .search-result-match').first()).toBeVisible();
    await expect(page.locator('[class*="searchLogoColumn"]')).toBeHidden();

    await page.locator('input[type="search"]').fill('舞台');
    await expect(page).toHaveURL(/\/search\?q=%E8%88%9E%E5%8F%B0$/);
    await expect(title).toContainText('舞台');
  });

  test("answers a reader's symptom, a mistyped API name and the remembered flavour", async ({page}) => {
    const expectFirst = async (q: string, href: RegExp) => {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', href);
    };
    await expectFirst('动画掉帧', /\/docs\/performance\//);
    await expectFirst('trasnformer', /\/api\/Konva\.Transformer\.html/);
    await expectFirst('缓存', /^\/docs\/(?!(react|vue|svelte|angular)\/)/);
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.flavour', 'vue'));
    await expectFirst('缓存', /\/docs\/vue\/Cache\.html/);
  });

  test('shows a hostile query as text', async ({page}) => {
    await ready(page, `/search?q=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
    await expect(page.locator('h1')).toContainText('<img src=x');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});
