// Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules, plus label-content-name-mismatch, which axe marks
// experimental) finds nothing on a sample of every page type, in light and in dark mode, live examples running
// (their runner frames are scanned too); the live editor with console output and an error panel passes as well.
// The site follows the reader's colour scheme (colorMode.respectPrefersColorScheme), so dark mode is the
// browser's prefers-color-scheme.
import AxeBuilder from '@axe-core/playwright';
import {test, expect, gotoHydrated, type Page} from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One or two pages of each type. */
const PAGES: {type: string; url: string; examples?: boolean}[] = [
  {type: 'home', url: '/'},
  {type: 'docs index', url: '/docs/index.html'},
  {type: 'tutorial with live examples', url: '/docs/shapes/Rect.html', examples: true},
  {type: 'tutorial with live examples', url: '/docs/shapes/Sprite.html', examples: true},
  {type: 'API class', url: '/api/Konva.Node.html'},
  {type: 'API class', url: '/api/Konva.Rect.html'},
  {type: 'framework index', url: '/docs/react/index.html', examples: true},
  {type: 'framework guide', url: '/docs/react/Transformer.html', examples: true},
  {type: 'demo', url: '/docs/sandbox/Canvas_Context_Menu.html', examples: true},
  {type: 'demo gallery', url: '/docs/sandbox.html'},
  {type: 'troubleshooting index', url: '/docs/troubleshooting/index.html'},
  {type: 'troubleshooting page', url: '/docs/troubleshooting/Blurry_After_Zoom.html', examples: true},
  {type: 'blog post', url: '/blog/welcome'},
  {type: 'blog post with tables', url: '/blog/chinese-text-on-canvas'},
  {type: 'blog post with a live example', url: '/blog/one-interaction-five-ways', examples: true},
  {type: 'blog post with a live example', url: '/blog/smooth-konva-on-phones', examples: true},
  {type: 'blog post with tables', url: '/blog/upgrading-konva-8-9-10'},
  {type: 'blog index', url: '/blog'},
  {type: 'search', url: '/search?q=%E7%9F%A9%E5%BD%A2'},
  {type: '演练场', url: '/playground', examples: true},
  {type: '404', url: '/no-such-page.html'},
];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({page})
    .options({rules: {'label-content-name-mismatch': {enabled: true}}})
    .withTags(WCAG_TAGS)
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    for (const {type, url, examples} of PAGES) {
      test(`${type}: ${url}`, async ({page, guard}) => {
        if (type === '404') guard.allowConsoleErrors(/status of 404/);
        await gotoHydrated(page, url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        if (examples) {
          // Scan the first example running, runner frame included (a frame paints only once it is in view).
          const panel = page.locator('[data-pg-panel]:visible').first();
          await panel.scrollIntoViewIfNeeded();
          await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
        }
        // The home page's Konva scene (and its 暂停动画 button) is scanned once it has replaced the static picture.
        if (type === 'home')
          await expect(page.locator('[data-scene]')).toHaveAttribute('data-scene', 'ready', {timeout: 15_000});
        if (type === 'search')
          await expect(page.locator('.search-result-match, article h2').first()).toBeVisible({timeout: 15_000});
        // Runs below the first screen are laid out only near the screen (src/plugins/speed/static-html): axe reads the
        // colours of laid-out boxes, and a reader only ever sees a run once it is laid out; so all of them are.
        await page.evaluate(() => document.documentElement.setAttribute('data-layout-all', ''));
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the live editor, console output and error panel', async ({page, guard}) => {
      guard.allowConsoleErrors(/.*/); // the example logs an error on purpose
      await gotoHydrated(page, '/docs/playground-fixtures.html');
      const panel = page.locator('[data-pg-panel]:visible').first();
      await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
      await panel.getByRole('button', {name: '编辑', exact: true}).click();
      const content = panel.locator('.cm-content');
      await expect(content).toBeFocused();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.insertText(
        "\n// 注释\nconst n = 42, s = 'text', ok = true;\nconsole.log('日志', n);\nconsole.warn('警告行');\nconsole.error('错误行');\nnull.x;\n",
      );
      await expect(panel.locator('[data-pg-error]')).toBeVisible({timeout: 10_000});
      await expect(panel.getByRole('log')).toContainText('错误行');
      expect(await violations(page)).toEqual([]);
    });
  });
}
