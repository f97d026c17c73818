// The docs version metadata every docs page downloads keeps only the docs a generated-index page shows as cards
// (src/plugins/speed/lean-docs). The cards must still read their descriptions; other pages must not download them.
import {test, expect, gotoHydrated} from './fixtures';
import type {APIRequestContext, Locator} from '@playwright/test';

const CATEGORY = '/category/形状';

/** A page's description as its server HTML states it (the doc's front matter). */
async function metaDescription(request: APIRequestContext, href: string): Promise<string> {
  const html = await (await request.get(href)).text();
  const match = /<meta[^>]+\sname="?description"?\s[^>]*content="([^"]*)"/.exec(html);
  expect(match, `meta description of ${href}`).not.toBeNull();
  return match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

async function expectCardsDescribed(cards: Locator, request: APIRequestContext): Promise<void> {
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const href = (await card.getAttribute('href'))!;
    await expect(card.locator('p').last(), href).toHaveText(await metaDescription(request, href));
  }
}

test('a generated-index page describes each card after hydration and after client navigation', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, CATEGORY);
  const cards = page.locator('article a.card[href^="/docs/shapes/"]');
  await expectCardsDescribed(cards, request);

  // From another docs page, in the app: the cards render in the browser from the version metadata alone.
  await gotoHydrated(page, '/docs/shapes/Rect.html');
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await page.locator('.breadcrumbs a[href="/category/形状"]').first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expectCardsDescribed(cards, request);
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
});

test('an API page downloads no tutorial descriptions', async ({page, request}) => {
  const description = await metaDescription(request, '/docs/events/Binding_Events.html');
  expect(description.length).toBeGreaterThan(10);
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.js') && res.frame() === page.mainFrame()) scripts.push(res.text().catch(() => ''));
  });
  await gotoHydrated(page, '/api/Konva.Node.html');
  const bodies = await Promise.all(scripts);
  // the sidebar's version metadata is among them: it names every tutorial
  expect(bodies.some((body) => body.includes('/docs/events/Binding_Events.html'))).toBe(true);
  expect(bodies.filter((body) => body.includes(description))).toHaveLength(0);
});
