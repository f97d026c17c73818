// The prefetch budget (src/clientModules/prefetchBudget.ts): links in view fetch nothing ahead except the likely
// next page (the pager, links marked data-likely-next); pointing at any link still preloads it.
import {test, expect, gotoHydrated, afterTwoFrames, type Page} from './fixtures';

/** The distinct files the page asked the browser to prefetch, but the code tokenizer's two chunks (fetched
 * once with the first likely-next page: it may render code blocks; src/lib/highlight/prefetch.ts). */
const prefetched = async (page: Page) => {
  const all = new Set(
    await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)),
  );
  const tokenizer = [...all].filter((href) => /\/assets\/js\/(prism|highlight)\.[0-9a-f]+\.js$/.test(href));
  expect(tokenizer.length).toBeLessThanOrEqual(2);
  return new Set([...all].filter((href) => !tokenizer.includes(href)));
};

test('the sidebar links in view fetch nothing ahead, only the pages the pager names', async ({page}) => {
  await gotoHydrated(page, '/api/Konva.Node.html');
  const sidebarLinks = page.locator('.theme-doc-sidebar-container a.menu__link[href$=".html"]');
  await expect(sidebarLinks.nth(15)).toBeInViewport();
  await afterTwoFrames(page);
  // At most the pages the pager names (one of them is also in the sidebar): their own chunks and the shared
  // layout chunks. Without the budget each sidebar link in view adds a chunk of its own.
  const early = await prefetched(page);
  expect(early.size).toBeLessThanOrEqual(10);

  // The pager's pages are fetched ahead (navigation.spec.ts clicks one and needs no new chunk); nothing else is.
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
  await afterTwoFrames(page);
  expect((await prefetched(page)).size).toBeLessThanOrEqual(10);
});

test('pointing at a sidebar link still loads its page ahead', async ({page}) => {
  await gotoHydrated(page, '/api/Konva.Node.html');
  const link = page.locator('.theme-doc-sidebar-container a.menu__link[href$="/api/Konva.Rect.html"]');
  const chunk = page.waitForRequest((req) => /\/assets\/js\/.+\.js$/.test(req.url()));
  await link.hover();
  await chunk;
  await link.click();
  await expect(page).toHaveURL(/\/api\/Konva\.Rect\.html$/);
  await expect(page.locator('h1')).toContainText('Rect');
});

test('only likely-next links are watched for coming into view, by one observer', async ({page}) => {
  // Counts the observers watching links, and which links they watch (src/plugins/speed/link-prefetch).
  await page.addInitScript(() => {
    const record = {observers: new Set<IntersectionObserver>(), hrefs: [] as string[], likely: [] as boolean[]};
    (window as unknown as {linkWatch: typeof record}).linkWatch = record;
    const observe = IntersectionObserver.prototype.observe;
    IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
      if (target instanceof HTMLAnchorElement) {
        record.observers.add(this);
        record.hrefs.push(target.getAttribute('href') ?? '');
        record.likely.push(
          target.matches('.pagination-nav a[href], [data-likely-next] a[href], a[data-likely-next][href]'),
        );
      }
      return observe.call(this, target);
    };
  });
  await gotoHydrated(page, '/api/Konva.Node.html');
  await expect(page.locator('.theme-doc-sidebar-container a.menu__link').first()).toBeAttached();
  const pager = await page
    .locator('.pagination-nav a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(pager.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {linkWatch: {hrefs: string[]}}).linkWatch.hrefs.length))
    .toBeGreaterThanOrEqual(pager.length);
  const watch = await page.evaluate(() => {
    const w = (window as unknown as {linkWatch: {observers: Set<unknown>; hrefs: string[]; likely: boolean[]}})
      .linkWatch;
    return {observers: w.observers.size, hrefs: w.hrefs, likely: w.likely};
  });
  // The page has ~80 internal links (sidebar, navbar, signatures); the theme watched each with its own observer.
  expect(watch.likely.every(Boolean)).toBe(true);
  expect(new Set(watch.hrefs)).toEqual(new Set(pager));
  expect(watch.observers).toBe(1);
});
