// The first example on screen starts from the server HTML: its downloads begin before the page hydrates
// (src/lib/ssrTemplate.ts), and the playground takes them over instead of fetching them again.
import {test, expect} from './fixtures';

test('an example on screen downloads its code and libraries before hydration, once each', async ({page}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as {__hydratedAt?: number};
      if (w.__hydratedAt === undefined && document.documentElement.dataset.hasHydrated === 'true') w.__hydratedAt = performance.now();
    }).observe(document, {attributes: true, subtree: true});
  });
  await page.goto('/docs/shapes/Rect.html');
  const panel = page.locator('[data-pg-panel]').first();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
  const {hydratedAt, fetched} = await page.evaluate(() => ({
    hydratedAt: (window as unknown as {__hydratedAt: number}).__hydratedAt,
    fetched: performance
      .getEntriesByType('resource')
      .filter((e) => /\/playground\/(libs\.json|ex\/|lib\/)/.test(e.name))
      .map((e) => ({url: new URL(e.name).pathname, start: e.startTime})),
  }));
  const libs = fetched.filter((f) => f.url.endsWith('/libs.json'));
  const code = fetched.filter((f) => f.url.includes('/ex/'));
  const files = fetched.filter((f) => f.url.includes('/lib/'));
  expect(libs).toHaveLength(1);
  expect(code).toHaveLength(1);
  expect(files.length).toBeGreaterThan(0);
  expect(new Set(files.map((f) => f.url)).size).toBe(files.length);
  expect(hydratedAt).toBeGreaterThan(0);
  expect(libs[0]!.start).toBeLessThan(hydratedAt);
  expect(code[0]!.start).toBeLessThan(hydratedAt);
});
