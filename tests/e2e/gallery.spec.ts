// The demo gallery: a card for every demo page, filters by tag and text that live in the URL, no layout shift.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {buildDir} from './env';

/** Demo pages in the build being tested (a focused build may hold fewer than content/docs/sandbox). */
const builtDemos = fs
  .readdirSync(path.resolve('content/docs/sandbox'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.slice(0, -4))
  .filter((n) => fs.existsSync(path.join(buildDir, 'docs', 'sandbox', `${n}.html`)));

test('every demo page has a card with its link, summary, tags, flavours and a sized picture', async ({page}) => {
  expect(builtDemos.length).toBeGreaterThan(0);
  await gotoHydrated(page, '/docs/sandbox.html');
  const cards = page.locator('[data-demo]');
  await expect(cards).toHaveCount(builtDemos.length);
  for (const name of builtDemos) {
    const card = page.locator(`[data-demo="${name}"]`);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/docs/sandbox/${name}.html`);
    await expect(card.locator('p').first()).not.toBeEmpty();
    await expect(card.getByRole('list', {name: '标签'}).getByRole('listitem').first()).toBeVisible();
    await expect(card).toContainText('原生 JS');
    const img = card.locator('img');
    if (await img.count()) {
      await expect(img).toHaveAttribute('width', '480');
      await expect(img).toHaveAttribute('height', '300');
    }
  }
  // The second route shows the same gallery.
  await gotoHydrated(page, '/docs/sandbox/index.html');
  await expect(page.locator('[data-demo]')).toHaveCount(builtDemos.length);
});

test('a tag and typed text narrow the cards, the URL carries the choice, and 清除筛选 brings all back', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/sandbox.html');
  const cards = page.locator('[data-demo]');
  await expect(cards).toHaveCount(builtDemos.length);
  const tag = page.getByRole('group', {name: '按标签筛选'}).getByRole('button', {name: '性能', exact: true});
  await tag.click();
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]tag=%E6%80%A7%E8%83%BD/);
  const perf = await cards.count();
  expect(perf).toBeGreaterThan(0);
  expect(perf).toBeLessThan(builtDemos.length);
  for (const card of await cards.all()) await expect(card.getByRole('list', {name: '标签'})).toContainText('性能');

  await page.getByRole('searchbox', {name: '搜索演示'}).pressSequentially('拖动 ');
  await expect(page).toHaveURL(/[?&]q=%E6%8B%96%E5%8A%A8/);
  await expect.poll(() => cards.count()).toBeLessThan(perf);
  for (const card of await cards.all()) await expect(card).toContainText('拖动');

  await page.getByRole('searchbox', {name: '搜索演示'}).fill('没有这种演示');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('无匹配的演示')).toBeVisible();
  await page.getByRole('button', {name: '清除筛选'}).click();
  await expect(cards).toHaveCount(builtDemos.length);
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/docs\/sandbox\.html$/);
});

test('a shared link with ?tag= and ?q= opens the gallery filtered', async ({page}) => {
  await gotoHydrated(page, '/docs/sandbox.html?tag=%E5%9B%BE%E7%89%87&q=%E6%B0%B4%E5%8D%B0');
  await expect(page.getByRole('button', {name: '图片', exact: true})).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', {name: '搜索演示'})).toHaveValue('水印');
  await expect(page.locator('[data-demo]')).toHaveCount(1);
  await expect(page.locator('[data-demo="Canvas_Watermark"]')).toBeVisible();
});

test('at 360 px the cards fit without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await gotoHydrated(page, '/docs/sandbox.html');
  await expect(page.locator('[data-demo]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await page.locator('[data-demo]').first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});
