// Static Markdown keeps its server HTML on the first page load (src/plugins/speed/static-html): React hydrates only the
// wrapper of each run. The page must look and behave as when React renders it: links open in the app, the styles
// written for top-level Markdown apply, and a page reached by client navigation renders its content.
import {test, expect, gotoHydrated, afterTwoFrames} from './fixtures';
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

test('a link in kept HTML opens its page in the app, and the way back renders the content with React', async ({
  page,
}) => {
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
  const found = new Set<string>();
  const mismatches: string[] = [];
  for (const route of [NODE, '/docs/index.html', '/docs/shapes/Rect.html']) {
    await gotoHydrated(page, route);
    const result = await page.evaluate(() => {
      const markdown = document.querySelector('.markdown')!;
      const out = {found: [] as string[], mismatches: [] as string[]};
      for (const tag of ['h2', 'h3', 'p', 'ul']) {
        const inIsland = markdown.querySelector(`[data-static-html] > ${tag}:not(:first-child):not(:last-child)`);
        if (!inIsland) continue;
        out.found.push(tag);
        // the same element directly under .markdown, neither first nor last (those have rules of their own)
        const probe = document.createElement(tag);
        probe.textContent = 'probe';
        markdown.insertBefore(probe, markdown.lastElementChild);
        const a = getComputedStyle(inIsland);
        const b = getComputedStyle(probe);
        for (const prop of ['marginTop', 'marginBottom', 'fontSize'] as const)
          if (a[prop] !== b[prop]) out.mismatches.push(`${location.pathname} ${tag} ${prop}: ${a[prop]} vs ${b[prop]}`);
        probe.remove();
      }
      return out;
    });
    result.found.forEach((tag) => found.add(tag));
    mismatches.push(...result.mismatches);
  }
  expect([...found].sort()).toEqual(['h2', 'h3', 'p', 'ul']);
  expect(mismatches).toEqual([]);
});

test.describe('layout of the kept runs', () => {
  test('a run below the first screen is not laid out while far off screen, and is once the reader gets near it', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, NODE);
    const first = page.locator('.markdown > [data-static-html]').first();
    await expect(first).not.toHaveAttribute('data-defer-layout', '');
    const run = page.locator('[data-static-html]:has(h3#getClientRect)');
    await expect(run).toHaveAttribute('data-defer-layout', '');
    expect(await page.locator('.markdown > [data-defer-layout]').count()).toBeGreaterThan(20);
    expect(await run.evaluate((el) => el.style.containIntrinsicSize)).toMatch(/^auto \d+px$/);
    const rendered = () =>
      page.evaluate(() => document.getElementById('getClientRect')!.checkVisibility({contentVisibilityAuto: true}));
    // nothing lays it out just in case, also once the page is idle
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(done)))),
    );
    expect(await rendered()).toBe(false);
    await page.evaluate(() => document.getElementById('getClientRect')!.scrollIntoView());
    await expect.poll(rendered).toBe(true);
  });

  test('scrolling up past runs laid out for the first time keeps the text on screen in place', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, NODE);
    // End: the runs between the top and the bottom are never laid out on the way
    await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'}));
    await afterTwoFrames(page);
    const step = await page.evaluate(() => Math.round(innerHeight / 2));
    const moves: number[] = [];
    const changed: string[] = [];
    for (let i = 0; i < 16; i++) {
      // a block on the upper half of the screen, and where it is after scrolling up by half a screen
      const before = await page.evaluate((dy) => {
        const blocks = Array.from(document.querySelectorAll<HTMLElement>('.markdown *'));
        const target = blocks.find((el) => {
          const top = el.getBoundingClientRect().top;
          return top > 100 && top < innerHeight - dy - 50;
        });
        target?.setAttribute('data-probe', String(target.getBoundingClientRect().top));
        window.scrollBy({top: -dy, behavior: 'instant'});
        return target ? Number(target.getAttribute('data-probe')) : null;
      }, step);
      await afterTwoFrames(page);
      await afterTwoFrames(page);
      if (before === null) continue;
      const after = await page.evaluate(() => {
        const probe = document.querySelector('[data-probe]')!;
        probe.removeAttribute('data-probe');
        return probe.getBoundingClientRect().top;
      });
      moves.push(Math.round(after - before));
      changed.push(
        ...(await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('.markdown > [data-defer-layout]')).flatMap((run) => {
            const estimate = Number(/(\d+)px/.exec(run.style.containIntrinsicSize)?.[1]);
            return run.checkVisibility({contentVisibilityAuto: true}) && Math.abs(run.offsetHeight - estimate) > 20
              ? [run.id || run.querySelector('[id]')?.id || '?']
              : [];
          }),
        )),
      );
    }
    // runs whose real height differs from their estimate were laid out above the screen on the way up
    expect(new Set(changed).size).toBeGreaterThan(2);
    expect(moves.length).toBeGreaterThan(10);
    expect(
      moves.every((m) => Math.abs(m - step) <= 1),
      JSON.stringify({step, moves}),
    ).toBe(true);
  });

  // The wrappers must not move a single block: every block sits where it would without them.
  for (const route of [
    NODE,
    '/api/Konva.Rect.html',
    '/docs/shapes/Rect.html',
    '/docs/react/index.html',
    '/docs/filters/Blur.html',
    '/docs/index.html',
  ]) {
    test(`on ${route} every block sits where it would without the wrappers`, async ({page}) => {
      await gotoHydrated(page, route);
      const moved = await page.evaluate(() => {
        const markdown = document.querySelector<HTMLElement>('.markdown')!;
        const runs = Array.from(markdown.querySelectorAll<HTMLElement>(':scope > [data-static-html]'));
        // every run laid out, with the containment content-visibility gives a run on screen
        const style = document.createElement('style');
        style.textContent =
          '.markdown > [data-static-html] { content-visibility: visible !important; contain: layout style paint !important; }';
        document.head.append(style);
        const blocks = [
          ...runs.flatMap((run) => Array.from(run.children)),
          ...Array.from(markdown.children).filter((el) => !el.hasAttribute('data-static-html')),
        ];
        const tops = () => blocks.map((el) => el.getBoundingClientRect().top - markdown.getBoundingClientRect().top);
        const wrapped = tops();
        for (const run of runs) run.replaceWith(...Array.from(run.childNodes));
        const bare = tops();
        return {
          runs: runs.length,
          moved: blocks
            .flatMap((el, i) =>
              Math.abs(wrapped[i]! - bare[i]!) > 0.5 ? [`${el.tagName}#${el.id}: ${wrapped[i]} vs ${bare[i]}`] : [],
            )
            .slice(0, 5),
        };
      });
      expect(moved.runs).toBeGreaterThan(1);
      expect(moved.moved).toEqual([]);
    });
  }

  /** The heading's top stays between 0 and the sticky navbar's height. */
  const expectAtTop = async (page: Page, id: string) => {
    const top = () => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect.poll(top).toBeLessThan(150);
  };

  test('a page opened at a member far down shows that member at the top, and it stays there', async ({page}) => {
    await gotoHydrated(page, `${NODE}#toDataURL`);
    await expectAtTop(page, 'toDataURL');
    // the page was laid out whole before the browser scrolled: nothing above the member changes height later
    await expect(page.locator('html[data-layout-all]')).toHaveCount(1);
    await page.waitForLoadState('load');
    await afterTwoFrames(page);
    await expectAtTop(page, 'toDataURL');
  });

  test('a link to a member of another page, followed in the app, lands on that member', async ({page}) => {
    await gotoHydrated(page, '/api/Konva.Rect.html');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '/api/Konva.Node.html#cache',
        textContent: '去 cache',
        id: 'to-cache',
      });
      document.querySelector('.markdown [data-static-html]')!.prepend(link);
      (window as unknown as {samePage: boolean}).samePage = true;
    });
    await page.locator('#to-cache').click();
    await expect(page).toHaveURL(/\/api\/Konva\.Node\.html#cache$/);
    await expectAtTop(page, 'cache');
    expect(await stayedInApp(page), 'no full page load').toBe(true);
  });

  test('a page reloaded further down opens where the reader was', async ({page}) => {
    await gotoHydrated(page, NODE);
    // a reader who scrolls down to the member, so every run above it has been laid out on the way
    await page.evaluate(async () => {
      const target = document.getElementById('toDataURL')!;
      while (target.getBoundingClientRect().top > innerHeight / 2) {
        window.scrollBy({top: innerHeight / 2, behavior: 'instant'});
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
      target.scrollIntoView();
    });
    await expectAtTop(page, 'toDataURL');
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    // the browser restores the scroll offset; with the runs above laid out it shows the same member at the top
    // (not to the pixel: the navbar that hides on scroll may come back and move it by its height)
    await expectAtTop(page, 'toDataURL');
  });

  test('an in-page link to a member far down lands on it, with runs the browser has never laid out', async ({page}) => {
    await gotoHydrated(page, NODE);
    await page.evaluate(() => {
      // fresh copies of the deferred runs: not laid out, no remembered size; then the click, in the same task
      document.querySelectorAll('.markdown > [data-defer-layout]').forEach((run) => {
        run.replaceWith(run.cloneNode(true));
      });
      const link = Object.assign(document.createElement('a'), {href: '#toDataURL', textContent: '去 toDataURL'});
      document.querySelector('.markdown [data-static-html]')!.prepend(link);
      link.click();
    });
    await expect(page).toHaveURL(/#toDataURL$/);
    await expectAtTop(page, 'toDataURL');
  });
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
      return {
        list: has(list),
        entry: has(list?.querySelector('li') ?? null),
        entries: list?.querySelectorAll('a').length ?? 0,
      };
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
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link--active')).toHaveAttribute(
      'href',
      '#getClientRect',
    );
  });
});
