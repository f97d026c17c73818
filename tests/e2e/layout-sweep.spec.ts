// The layout sweep (issue 34): every page type at every width from a small phone to a wide desktop, in light and
// dark mode. At each width: no horizontal scroll, no navbar entry on two lines, no two interactive elements on top
// of each other, each one is what a tap at its own centre reaches, and tap targets are at least 24×24 px (or
// spaced as WCAG 2.5.8 allows). A page type or width added to the site belongs in PAGES or WIDTHS here (and in
// PAGES of a11y.spec.ts). Screenshots of every step are kept in test-results/ for review (not committed).
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, afterTwoFrames} from './fixtures';
import {auditLayout} from './layoutAudit';
import {DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH} from '../../src/config/layout';

// both sides of the theme's breakpoint
export const WIDTHS = [320, 360, 412, 768, 900, MOBILE_MAX_WIDTH, DESKTOP_MIN_WIDTH, 1024, 1100, 1280, 1600];

/** One page of each type a reader meets. */
export const PAGES: {type: string; url: string; example?: boolean}[] = [
  {type: 'home', url: '/'},
  {type: 'docs index', url: '/docs/index.html'},
  {type: 'tutorial with a live example', url: '/docs/shapes/Rect.html', example: true},
  {type: 'framework index', url: '/docs/react/index.html', example: true},
  {type: 'API class', url: '/api/Konva.Rect.html', example: true},
  {type: 'demo', url: '/docs/sandbox/Canvas_Context_Menu.html', example: true},
  {type: 'demo gallery', url: '/docs/sandbox.html'},
  {type: 'troubleshooting index', url: '/docs/troubleshooting/index.html'},
  {type: 'troubleshooting page', url: '/docs/troubleshooting/Blurry_After_Zoom.html', example: true},
  {type: 'blog list', url: '/blog'},
  {type: 'blog post', url: '/blog/welcome'},
  {type: 'search', url: '/search?q=%E6%8B%96%E5%8A%A8'},
  {type: '演练场', url: '/playground', example: true},
  {type: '404', url: '/no-such-page.html'},
];

/** The problems once the layout has settled: the theme switches between its phone and desktop navbar in an effect
 * after a resize, so a problem must last (up to 5 s) to count; all widths are checked before the test fails. */
async function settledProblems(page: Page, root?: string): Promise<string[]> {
  const until = Date.now() + 5_000;
  // a drawer that slides or a menu that fades is judged where it comes to rest
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  for (;;) {
    await afterTwoFrames(page);
    const problems = await page.evaluate(auditLayout, {minTarget: 24, root});
    if (!problems.length || Date.now() > until) return problems;
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`layout sweep, ${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    for (const {type, url, example} of PAGES) {
      test(`${type}: ${url}`, async ({page, guard}, testInfo) => {
        test.setTimeout(120_000);
        if (type === '404') guard.allowConsoleErrors(/status of 404/);
        await page.setViewportSize({width: WIDTHS[0], height: 800});
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        if (example) {
          // the sweep looks at a running example: one below the first screen starts only once it is near
          const panel = page.locator('[data-pg-panel]').first();
          await panel.scrollIntoViewIfNeeded();
          await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        if (type === 'search')
          await expect(page.locator('main article, main [role=alert], main p').first()).toBeVisible();
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({width, height: 800});
          found.push(...(await settledProblems(page)).map((p) => `${width} px: ${p}`));
          await page.screenshot({path: testInfo.outputPath(`${type.replace(/\W+/g, '-')}-${width}-${scheme}.png`)});
        }
        expect(found, `${url} (${scheme})`).toEqual([]);
      });
    }
  });
}

/** Widths with the phone navbar, where the drawer holds the menus and the community links. */
const DRAWER_WIDTHS = WIDTHS.filter((w) => w <= MOBILE_MAX_WIDTH);

for (const scheme of ['light', 'dark'] as const) {
  test(`the navbar drawer, both of its menus, ${scheme} mode`, async ({page}, testInfo) => {
    await page.emulateMedia({colorScheme: scheme});
    const found: string[] = [];
    await page.setViewportSize({width: DRAWER_WIDTHS[0], height: 800});
    await gotoHydrated(page, '/docs/shapes/Rect.html');
    for (const width of DRAWER_WIDTHS) {
      await page.setViewportSize({width, height: 800});
      await page.getByRole('button', {name: '切换导航栏'}).click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer.getByRole('link', {name: '矩形 Rect'})).toBeVisible();
      found.push(...(await settledProblems(page, '.navbar-sidebar')).map((p) => `${width} px, docs menu: ${p}`));
      await drawer.getByRole('button', {name: /回到主菜单/}).click();
      // the main menu holds the community links, each named in words
      await expect(drawer.getByRole('link', {name: 'Stack Overflow 问答'})).toBeVisible();
      found.push(...(await settledProblems(page, '.navbar-sidebar')).map((p) => `${width} px, main menu: ${p}`));
      await page.screenshot({path: testInfo.outputPath(`drawer-${width}-${scheme}.png`)});
      await page.getByRole('button', {name: '关闭导航栏'}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    }
    expect(found).toEqual([]);
  });
}
