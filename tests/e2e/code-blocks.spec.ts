// Code blocks: the server renders them highlighted and hydration keeps that markup, so a page needs no
// tokenizer download to show coloured code (src/theme/CodeBlock/Content); colours follow the colour mode; a
// block first rendered after a client-side navigation gets its colours from the tokenizer chunk.
import {codePalettes} from '../../src/css/codeThemes';
import {test, expect, gotoHydrated, type Page} from './fixtures';

const WITH_CODE = '/docs/select_and_transform/Rotation_Snaps.html';
const OTHER_WITH_CODE = '/docs/select_and_transform/Keep_Ratio.html';
const TOKENIZER = '**/assets/js/highlight.*.js';

// The service worker would answer the tokenizer's request from its cache, out of page.route's reach.
test.use({serviceWorkers: 'block'});

function rgb(hex: string): string {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}

function keywordColour(page: Page): Promise<string> {
  return page
    .locator('article pre.prism-code .token.keyword')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
}

test('a hydrated page keeps the server’s highlighted code: same elements, no tokenizer needed', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/Failed to load resource/);
  await page.route(TOKENIZER, (route) => route.abort());
  // Tag the server's code elements and tokens as the HTML is parsed; a block re-rendered after hydration is made of
  // new, untagged ones.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('pre.prism-code code, pre.prism-code .token')))
        (el as unknown as {fromServer: boolean}).fromServer = true;
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, WITH_CODE);
  const block = page.locator('article pre.prism-code').first();
  await expect(block).toContainText("import Konva from 'konva'");
  expect(await block.locator('.token').count()).toBeGreaterThan(50);
  // The whole page has mounted (a remount of the block would have happened by now): the elements are still the
  // server's.
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[data-pg-panel]')?.getAttribute('data-status')))
    .toMatch(/ran|painted/);
  const fromServer = await block.evaluate((pre) =>
    [pre.querySelector('code'), ...Array.from(pre.querySelectorAll('.token'))].every(
      (el) => (el as unknown as {fromServer?: boolean} | null)?.fromServer === true,
    ),
  );
  expect(fromServer, 'code block elements are the server-rendered ones').toBe(true);
  expect(await keywordColour(page)).toBe(rgb(codePalettes.light.keyword));

  // The site follows the reader's colour scheme: switching it recolours the same markup.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await expect.poll(() => keywordColour(page)).toBe(rgb(codePalettes.dark.keyword));
});

test('code first rendered after a client-side navigation is highlighted', async ({page}) => {
  await gotoHydrated(page, OTHER_WITH_CODE);
  await page.locator(`.theme-doc-sidebar-container a[href$="${WITH_CODE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${WITH_CODE.replace(/\./g, '\\.')}$`));
  const block = page.locator('article pre.prism-code').first();
  await expect(block).toContainText("import Konva from 'konva'");
  await expect(block.locator('.token.keyword').first()).toBeVisible();
  expect(await keywordColour(page)).toBe(rgb(codePalettes.light.keyword));
});

test('without the tokenizer a navigated-to code block still shows all its text', async ({page, guard}) => {
  guard.allowConsoleErrors(/Failed to load resource|Loading chunk|ChunkLoadError/);
  await page.route(TOKENIZER, (route) => route.abort());
  await gotoHydrated(page, OTHER_WITH_CODE);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator(`.theme-doc-sidebar-container a[href$="${WITH_CODE}"]`).click();
  const block = page.locator('article pre.prism-code').first();
  await expect(block).toContainText("import Konva from 'konva'");
  await expect(block).toContainText('rotationSnaps');
  expect(await block.locator('.token.keyword').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
    'a client-side navigation',
  ).toBe(true);
});
