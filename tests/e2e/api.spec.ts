// The generated API reference as a reader meets it: pages with their table of contents, member anchors,
// and links from tutorials into the reference.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page, centreForPointer} from './fixtures';
import {troubleshootingRoutes} from '../../src/lib/troubleshootingPages';
import {API_EXAMPLE_CHROME, CODE_BLOCK, MOBILE_MAX_WIDTH} from '../../src/config/layout';

const routesFile = path.resolve(__dirname, '../../../shared/routes.txt');

/** Tutorial routes from the shared manifest (the lines under /docs/), plus the 问题排查 pages (beyond it). */
function tutorialRoutes(): string[] {
  if (!fs.existsSync(routesFile)) return ['/docs/index.html', ...troubleshootingRoutes()];
  const listed = fs
    .readFileSync(routesFile, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l.startsWith('/docs/'));
  return [...listed, ...troubleshootingRoutes()];
}

/** The element sits at the top of the viewport, under the navbar, and is still there ten frames later. */
async function expectAtTop(page: Page, selector: string): Promise<void> {
  const top = () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top).toBeGreaterThanOrEqual(0);
  await expect.poll(top).toBeLessThan(150);
  const later = await page.locator(selector).evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let frames = 0;
        const step = () =>
          ++frames === 10 ? resolve(Math.round(el.getBoundingClientRect().top)) : requestAnimationFrame(step);
        requestAnimationFrame(step);
      }),
  );
  expect(later, `${selector} moved after the scroll`).toBeGreaterThanOrEqual(0);
  expect(later, `${selector} moved after the scroll`).toBeLessThan(150);
}

test('an API page renders its members with a table of contents', async ({page}) => {
  await page.goto('/api/Konva.Rect.html');
  await expect(page.locator('h1')).toHaveText('Konva.Rect');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc).toBeVisible();
  await expect(toc.locator('a[href="#cornerRadius"]')).toHaveCount(1);
  await expect(toc.locator('a[href="#inherited-from-Node"]')).toHaveCount(1);
  await expect(page.locator('h3#cornerRadius')).toHaveCount(1);
  // the constructor config table lists inherited params too
  await expect(page.locator('article table').first()).toContainText('cornerRadius');
  await expect(page.getByText('继承自 Konva.Shape 的参数')).toBeVisible();
  await expect(page.locator('article table').filter({hasText: 'strokeWidth'}).first()).toBeVisible();

  await toc.locator('a[href="#cornerRadius"]').click();
  await expect(page).toHaveURL(/#cornerRadius$/);
  await expectAtTop(page, 'h3#cornerRadius');
});

test('config and parameter tables stay inside the content column', async ({page}) => {
  for (const route of ['/api/Konva.Rect.html', '/api/Konva.Transformer.html', '/api/Konva.Node.html']) {
    await page.goto(route);
    const spill = await page.evaluate(() => {
      const right = document.querySelector('article')!.getBoundingClientRect().right;
      return Array.from(document.querySelectorAll('article table')).filter(
        (t) => t.getBoundingClientRect().right > right + 1,
      ).length;
    });
    expect(spill, `tables wider than the article on ${route}`).toBe(0);
  }
});

test('following /api/Konva.Node.html#cache lands on that member', async ({page}) => {
  await page.goto('/api/Konva.Node.html#cache');
  const heading = page.locator('h3#cache');
  await expect(heading).toHaveText(/cache/);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expectAtTop(page, 'h3#cache');
  // the member's signature follows its heading
  await expect(page.locator('h3#cache ~ pre').first()).toContainText('cache(');
});

test('the inheritance chain links to the parent pages', async ({page}) => {
  await page.goto('/api/Konva.Arrow.html');
  await page.getByRole('link', {name: 'Konva.Line', exact: true}).first().click();
  await expect(page).toHaveURL(/\/api\/Konva\.Line\.html$/);
  await expect(page.locator('h1')).toHaveText('Konva.Line');
});

test('the overview lists global settings and every class by role', async ({page}) => {
  await page.goto('/api/Konva.html');
  await expect(page.locator('h3#pixelRatio')).toHaveCount(1);
  await expect(page.locator('h3#dragDistance')).toHaveCount(1);
  for (const role of ['核心', '图形', '动画', '工具']) await expect(page.locator('h3', {hasText: role})).toHaveCount(1);
  await expect(page.locator('a[href="/api/Konva.Transformer.html"]').first()).toBeVisible();
});

test('links from tutorials to API anchors resolve', async ({page, request}) => {
  const targets = new Map<string, Set<string>>();
  let firstLink: {route: string; href: string} | undefined;
  for (const route of tutorialRoutes()) {
    const res = await request.get(route);
    if (res.status() !== 200) continue;
    for (const m of (await res.text()).matchAll(/href="?(\/api\/Konva[^"#\s>]*\.html)#([^"\s>]+)/g)) {
      const anchors = targets.get(m[1]) ?? new Set<string>();
      anchors.add(decodeURIComponent(m[2]));
      firstLink ??= {route, href: `${m[1]}#${m[2]}`};
      targets.set(m[1], anchors);
    }
  }
  const broken: string[] = [];
  for (const [url, anchors] of targets) {
    const html = await (await request.get(url)).text();
    for (const a of anchors)
      if (!new RegExp(`id="?${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["\\s>]`).test(html)) broken.push(`${url}#${a}`);
  }
  expect(broken, 'tutorial links to missing API anchors').toEqual([]);

  // a reader clicking such a link lands on the member; before tutorials link anchors, the start page links the overview
  const link = firstLink ?? {route: '/docs/index.html', href: '/api/Konva.html'};
  await page.goto(link.route);
  await page.locator(`article a[href="${link.href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${link.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const hash = link.href.split('#')[1];
  if (hash) await expect(page.locator(`[id="${decodeURIComponent(hash)}"]`)).toBeInViewport();
  else await expect(page.locator('h1')).toHaveText('Konva');
});

test('an inherited member is a table row that keeps its anchor and links to the declaring class', async ({page}) => {
  await page.goto('/api/Konva.Rect.html#getClientRect');
  const row = page.locator('[id="getClientRect"]');
  await expect(row).toBeInViewport();
  await expect(page.locator('h3#getClientRect')).toHaveCount(0);
  await row.click();
  await expect(page).toHaveURL(/\/api\/Konva\.Node\.html#getClientRect$/);
  await expectAtTop(page, 'h3#getClientRect');
});

test('class pages group their members by topic', async ({page}) => {
  await page.goto('/api/Konva.Node.html');
  const toc = page.locator('.table-of-contents').first();
  for (const id of [
    'topic-position',
    'topic-transform',
    'topic-events',
    'topic-drag',
    'topic-cache',
    'topic-filter-attrs',
    'topic-export',
    'topic-tree',
  ]) {
    await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
  }
  // blurRadius comes under its topic: after that heading, before the next topic's (the runs around them may differ)
  const order = await page.evaluate(() => {
    const [topic, member] = [document.getElementById('topic-filter-attrs')!, document.getElementById('blurRadius')!];
    const next = Array.from(document.querySelectorAll('.markdown h2')).find(
      (h) => topic.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const after = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {afterTopic: after(topic, member), beforeNext: !next || after(member, next), member: member.tagName};
  });
  expect(order).toEqual({afterTopic: true, beforeNext: true, member: 'H3'});
});

test('the Node page stays within half its former weight (327,791 bytes of HTML, 8,061 elements)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/api/Konva.Node.html')).text();
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(163_895);
  await page.goto('/api/Konva.Node.html');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThanOrEqual(4_030);
});

test('a class page opens without layout shifts on a phone', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.addInitScript(() => {
    const w = window as unknown as {shifts: number};
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
        if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/api/Konva.Node.html');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  // the class example is in the page's HTML and runs where it stands
  // (the heading sits in a run of static Markdown, src/plugins/speed/static-html; the example follows that run)
  await expect(page.locator('[data-static-html]:has(h2#example) + div [data-pg-panel]')).toHaveAttribute(
    'data-status',
    /painted/,
    {timeout: 20_000},
  );
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBeLessThan(0.02);
});

test('member examples mount only when the reader scrolls to them', async ({page}) => {
  await page.goto('/api/Konva.Node.html');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const pending = page.locator('[data-api-example-pending]');
  expect(await pending.count()).toBeGreaterThan(5);
  // far from the viewport nothing runs: no preview frame for the member examples yet
  const cacheExample = page.locator('[data-static-html]:has(h3#cache) ~ [data-pg-example]').first();
  await expect(cacheExample).toHaveAttribute('data-api-example-pending', '');
  // The placeholder's heights for both sides of the breakpoint, from src/config/layout.ts
  const planned = await cacheExample.evaluate((e) => ({
    desktop: parseFloat((e as HTMLElement).style.getPropertyValue('--api-example-desktop')),
    mobile: parseFloat((e as HTMLElement).style.getPropertyValue('--api-example-mobile')),
  }));
  await cacheExample.scrollIntoViewIfNeeded();
  const panel = page.locator('[data-static-html]:has(h3#cache) ~ div [data-pg-panel]').first();
  await expect(panel).toHaveAttribute('data-status', /painted/, {timeout: 20_000});

  // The layout constants, measured once on the mounted example: the code block, and the chrome above its preview
  const measure = () =>
    panel.evaluate((p) => {
      const example = p.closest('[data-pg-example]')!.parentElement!;
      const code = getComputedStyle(example.querySelector('pre code')!);
      const height = (selector: string) => example.querySelector(selector)!.getBoundingClientRect().height;
      const total = example.getBoundingClientRect().height;
      return {
        total,
        chrome: total - height('[class*="preview_"]') - height('pre'),
        line: parseFloat(code.lineHeight),
        padding: parseFloat(code.paddingTop) + parseFloat(code.paddingBottom),
      };
    });
  const first = await measure();
  expect(first.line).toBeCloseTo(CODE_BLOCK.linePx, 1);
  expect(first.padding).toBe(CODE_BLOCK.paddingPx);
  const side = (width: number) => (width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop');
  const width = page.viewportSize()!.width;
  for (const w of [width, side(width) === 'mobile' ? 1280 : 412]) {
    await page.setViewportSize({width: w, height: 800});
    const chromePx = API_EXAMPLE_CHROME[`${side(w)}Px`];
    // within 3 px: the placeholder keeps the page still when the example replaces it
    await expect
      .poll(async () => Math.abs((await measure()).chrome - chromePx), {message: `chrome at ${w} px`})
      .toBeLessThanOrEqual(3);
    expect(Math.abs((await measure()).total - planned[side(w)])).toBeLessThanOrEqual(3);
  }
});

test('Transformer.nodes example: a click on a handle keeps the shape selected', async ({page}) => {
  // As a reader arrives from the table of contents: the jump to #nodes lays out the runs above it first.
  await page.goto('/api/Konva.Transformer.html#nodes');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const panel = page.locator('[data-static-html]:has(h3#nodes) + div [data-pg-panel]').first();
  await expect
    .poll(
      async () => {
        if ((await panel.count()) > 0) await panel.scrollIntoViewIfNeeded();
        return panel.getAttribute('data-status', {timeout: 1000}).catch(() => null);
      },
      {timeout: 30_000},
    )
    .toBe('painted');
  const iframe = panel.locator('iframe');
  const frame = await centreForPointer(page, iframe);
  // The runner's CSP forbids eval in the frame: Playwright evaluates expression strings outside it.
  const read = <T>(expr: string) =>
    frame.evaluate(`(() => { const s = window.Konva.stages[0]; return ${expr}; })()`) as Promise<T>;
  const box = (await iframe.boundingBox())!;
  // the rectangle spans x 30–120, y 50–120 of the stage
  await page.mouse.click(box.x + 75, box.y + 85);
  await expect
    .poll(() => read<string[]>("s.findOne('Transformer').nodes().map((n) => n.getClassName())"))
    .toEqual(['Rect']);
  const handle = await read<{x: number; y: number}>(
    "(() => { const r = s.findOne('.bottom-right').getClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()",
  );
  await read("s.on('click.probe', (e) => { window.__clicked = e.target.name(); })");
  await page.mouse.click(box.x + handle.x, box.y + handle.y);
  // the click reached the handle (a child of the transformer), and the selection did not change
  await expect.poll(() => read<string>('window.__clicked')).toMatch(/bottom-right/);
  expect(await read<string[]>("s.findOne('Transformer').nodes().map((n) => n.getClassName())")).toEqual(['Rect']);
  await expect(panel).not.toHaveAttribute('data-status', /error/);
});

test('API pages fit a 360 px screen: no sideways scroll, signatures wrap', async ({page}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({width: 360, height: 740});
  const routes = fs
    .readdirSync(path.resolve(__dirname, '../../build/api'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/api/${f}`);
  expect(routes.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > doc.clientWidth + 1) out.push(`page ${doc.scrollWidth}px wide`);
      const article = document.querySelector('article')!;
      const right = article.getBoundingClientRect().right;
      for (const el of Array.from(article.querySelectorAll<HTMLElement>('pre, table, p, li'))) {
        const scrolls = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
        // example code blocks scroll inside their editor; everything else must fit the column
        if (el.closest('[data-pg-example]')) continue;
        if (scrolls || el.getBoundingClientRect().right > right + 1)
          out.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 60)}`);
      }
      return out.slice(0, 5);
    });
    for (const f of found) problems.push(`${route} ${f}`);
  }
  expect(problems).toEqual([]);
});
