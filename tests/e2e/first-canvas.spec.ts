// The first example on screen starts from the server HTML: its downloads begin before the page hydrates
// (src/lib/ssrTemplate.ts), and the playground takes them over instead of fetching them again.
import {test, expect} from './fixtures';

test('an example on screen downloads its code and libraries before hydration, once each', async ({page}) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as {__hydratedAt?: number};
      if (w.__hydratedAt === undefined && document.documentElement.dataset.hasHydrated === 'true')
        w.__hydratedAt = performance.now();
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

test('the first example runs in the frame the starter made before hydration; the panel adopts it', async ({page}) => {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const w = window as unknown as {
        __firstFrame?: Element;
        __frameBeforeHydration?: boolean;
        __panelFrames?: Set<Element>;
      };
      const frame = document.querySelector('[data-pg-panel] iframe');
      // every frame the first panel ever held: the starter's only, until the panel is restarted below
      const frames = (w.__panelFrames ??= new Set());
      const first = document.querySelector('[data-pg-panel]');
      for (const r of records)
        for (const node of Array.from(r.addedNodes))
          if (node instanceof HTMLIFrameElement && first?.contains(r.target)) frames.add(node);
      if (frame && !w.__firstFrame) {
        w.__firstFrame = frame;
        w.__frameBeforeHydration = document.documentElement.dataset.hasHydrated !== 'true';
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/docs/shapes/Rect.html');
  const panel = page.locator('[data-pg-panel]').first();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
  const seen = await page.evaluate(() => {
    const w = window as unknown as {
      __firstFrame?: Element;
      __frameBeforeHydration?: boolean;
      __panelFrames: Set<Element>;
    };
    const panelFrames = document.querySelectorAll('[data-pg-panel]')[0]!.querySelectorAll('iframe');
    return {
      before: w.__frameBeforeHydration,
      frames: panelFrames.length,
      adopted: panelFrames[0] === w.__firstFrame,
      ever: w.__panelFrames.size,
    };
  });
  expect(seen).toEqual({before: true, frames: 1, adopted: true, ever: 1});
  expect(await panel.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).src)).toContain('id=warm');
  // The panel still restarts it in a frame of its own (重新运行 after an edit or 重置).
  await panel.getByRole('button', {name: /重置/}).click();
  await expect(panel.locator('iframe')).toHaveCount(1);
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
  expect(await panel.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).src)).not.toContain('id=warm');
});
