// The generated API reference as a reader meets it: pages with their table of contents, member anchors,
// and links from tutorials into the reference.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

const routesFile = path.resolve(__dirname, '../../../shared/routes.txt');

/** Tutorial routes from the shared manifest (the lines under /docs/). */
function tutorialRoutes(): string[] {
  if (!fs.existsSync(routesFile)) return ['/docs/index.html'];
  return fs
    .readFileSync(routesFile, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter((l) => l.startsWith('/docs/'));
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
  await expect(page.locator('h3#cornerRadius')).toBeInViewport();
});

test('config and parameter tables stay inside the content column', async ({page}) => {
  for (const route of ['/api/Konva.Rect.html', '/api/Konva.Transformer.html', '/api/Konva.Node.html']) {
    await page.goto(route);
    const spill = await page.evaluate(() => {
      const right = document.querySelector('article')!.getBoundingClientRect().right;
      return Array.from(document.querySelectorAll('article table')).filter((t) => t.getBoundingClientRect().right > right + 1).length;
    });
    expect(spill, `tables wider than the article on ${route}`).toBe(0);
  }
});

test('following /api/Konva.Node.html#cache lands on that member', async ({page}) => {
  await page.goto('/api/Konva.Node.html#cache');
  const heading = page.locator('h3#cache');
  await expect(heading).toHaveText(/cache/);
  await expect(heading).toBeInViewport();
  // the member's signature follows its heading
  await expect(page.locator('h3#cache ~ div pre').first()).toContainText('cache(');
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
    for (const a of anchors) if (!new RegExp(`id="?${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["\\s>]`).test(html)) broken.push(`${url}#${a}`);
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
