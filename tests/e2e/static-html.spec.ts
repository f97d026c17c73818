// Static Markdown keeps its server HTML on the first page load (src/plugins/static-html): React hydrates only the
// wrapper of each run. The page must look and behave as when React renders it: links open in the app, the styles
// written for top-level Markdown apply, and a page reached by client navigation renders its content.
import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';

const NODE = '/api/Konva.Node.html';

/** Per wrapper: whether React owns the wrapper and its first block (a hydrated element carries `__reactFiber$…`). */
const ownership = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.markdown [data-static-html]'), (island) => {
      const owned = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      return {wrapper: owned(island), content: owned(island.firstElementChild), blocks: island.childElementCount};
    }),
  );

test('an API page keeps its member sections as server HTML and hydrates only their wrappers', async ({page}) => {
  await gotoHydrated(page, NODE);
  const islands = await ownership(page);
  expect(islands.length).toBeGreaterThan(20);
  expect(
    islands.every((i) => i.wrapper && !i.content && i.blocks > 0),
    JSON.stringify(islands.slice(0, 5)),
  ).toBe(true);
  await expect(page.locator('[data-static-html] h3#getClientRect')).toBeVisible();
  // interactive parts stay hydrated: the class example runs
  await expect(page.locator('[data-pg-example] iframe').first()).toBeAttached();
});

/** Opens the API page, marks its window, clicks the first kept link matching `selector`; returns the link's href. */
async function clickKeptLink(page: Page, selector: string): Promise<string> {
  await gotoHydrated(page, NODE);
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  const link = page.locator(`[data-static-html] ${selector}`).first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  return href;
}

/** The mark is still there: the click did not load a new document. */
const stayedInApp = (page: Page) => page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage === true);

test('a link in kept HTML opens its page in the app, and the way back renders the content with React', async ({page}) => {
  const href = await clickKeptLink(page, 'a[href^="/docs/"]');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.locator('article h1')).not.toHaveText('Konva.Node');
  expect(await stayedInApp(page), 'no full page load').toBe(true);

  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Konva.Node');
  await expect(page.locator('[data-static-html] h3#getClientRect')).toBeVisible();
  const islands = await ownership(page);
  expect(islands.length).toBeGreaterThan(20);
  expect(islands.every((i) => i.content && i.blocks > 0)).toBe(true);
});

test('a link to a member of another class opens at that member', async ({page}) => {
  const href = await clickKeptLink(page, 'a[href*="/api/Konva."][href*="#"]:not([href^="/api/Konva.Node.html"])');
  const id = decodeURIComponent(href.split('#')[1]!);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await stayedInApp(page), 'no full page load').toBe(true);
});

test('blocks inside a wrapper get the spacing written for top-level Markdown', async ({page}) => {
  await gotoHydrated(page, NODE);
  const mismatches = await page.evaluate(() => {
    const markdown = document.querySelector('.markdown')!;
    const out: string[] = [];
    for (const tag of ['h2', 'h3', 'p', 'ul']) {
      const inIsland = markdown.querySelector(`[data-static-html] > ${tag}:not(:first-child):not(:last-child)`);
      if (!inIsland) {
        out.push(`no ${tag} in a wrapper`);
        continue;
      }
      // the same element directly under .markdown, neither first nor last (those have rules of their own)
      const probe = document.createElement(tag);
      probe.textContent = 'probe';
      markdown.insertBefore(probe, markdown.lastElementChild);
      const a = getComputedStyle(inIsland);
      const b = getComputedStyle(probe);
      for (const prop of ['marginTop', 'marginBottom', 'fontSize'] as const) if (a[prop] !== b[prop]) out.push(`${tag} ${prop}: ${a[prop]} vs ${b[prop]}`);
      probe.remove();
    }
    return out;
  });
  expect(mismatches).toEqual([]);
});

test.describe('table of contents', () => {
  test('on a phone the hidden desktop table of contents stays mounted after hydration', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, NODE);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(1);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    await page.locator('h3#getClientRect').scrollIntoViewIfNeeded();
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    await expect(page.locator('.table-of-contents__link--active')).toHaveCount(0);
  });

  test('its entries are kept server HTML and still lead to their headings', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, NODE);
    const owned = await page.evaluate(() => {
      const has = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      const list = document.querySelector('.theme-doc-toc-desktop ul');
      return {list: has(list), entry: has(list?.querySelector('li') ?? null), entries: list?.querySelectorAll('a').length ?? 0};
    });
    expect(owned).toEqual({list: true, entry: false, entries: expect.any(Number)});
    expect(owned.entries).toBeGreaterThan(100);
    await page.locator('.theme-doc-toc-desktop a[href="#getClientRect"]').click();
    await expect(page).toHaveURL(/#getClientRect$/);
    await expect(page.locator('h3#getClientRect')).toBeInViewport();
  });

  test('on a wide screen it follows the scroll position', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, NODE);
    await page.evaluate(() => document.getElementById('getClientRect')!.scrollIntoView());
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link--active')).toHaveAttribute('href', '#getClientRect');
  });
});
