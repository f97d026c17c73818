// AI-ready pages: /llms.txt lists every page with a working Markdown copy, the copy keeps the live examples in
// every flavour, and the page menu copies the Markdown and hands its URL to the assistants.
import {test, expect, gotoHydrated} from './fixtures';
import {ASSISTANTS, assistantPrompt} from '../../src/config/assistants';

test('llms.txt lists tutorials, API pages and posts, each with a Markdown copy that answers', async ({page}) => {
  const res = await page.request.get('/llms.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const txt = await res.text();
  expect(txt).toMatch(/^# Konva 中文文档\n\n> /);
  const entries = [...txt.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)]+\.md)\)/gm)].map((m) => new URL(m[2]!).pathname);
  for (const want of ['/docs/shapes/Rect.md', '/api/Konva.Node.md', '/blog/welcome.md'])
    expect(entries).toContain(want);
  expect(txt).toMatch(/^## API 参考$/m);
  expect(txt).toMatch(/^## 博客$/m);
  for (const p of ['/docs/shapes/Rect.md', '/api/Konva.Node.md', '/blog/welcome.md']) {
    const md = await page.request.get(p);
    expect(md.status(), p).toBe(200);
    expect(md.headers()['content-type']).toContain('text/markdown');
    expect(await md.text()).toMatch(/^# \S/);
  }
  const full = await page.request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect((await full.text()).length).toBeGreaterThan(txt.length);
});

test("a tutorial's Markdown copy holds its live examples in every flavour, with absolute links", async ({page}) => {
  const md = await (await page.request.get('/docs/shapes/Rect.md')).text();
  for (const label of ['原生 JS', 'React', 'Vue', 'Svelte', 'Angular']) expect(md).toContain(`**示例（${label}）**`);
  expect(md).toContain('```js\nimport Konva from');
  expect(md).not.toMatch(/```\w+ live/);
  expect(md).not.toMatch(/\]\(\/(?!\/)/); // no site-relative link left
  expect(md).toMatch(/\]\(https?:\/\/[^)]+\/api\/Konva\.Rect\.html/);
});

test('the page menu copies the Markdown, opens it, and asks the assistants with its URL', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const external: string[] = [];
  page.on('request', (r) => {
    if (/^https?:/.test(r.url()) && !r.url().startsWith('http://127.0.0.1')) external.push(r.url());
  });
  await gotoHydrated(page, '/docs/shapes/Rect.html');
  const button = page.getByRole('button', {name: '页面操作'});
  await button.click();
  const menu = page.getByRole('menu', {name: '页面操作'});
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem', {name: '查看 Markdown'})).toHaveAttribute('href', '/docs/shapes/Rect.md');
  const mdUrl = new URL('/docs/shapes/Rect.md', page.url()).href;
  for (const a of ASSISTANTS) {
    const href = await menu.getByRole('menuitem', {name: `在 ${a.name} 中提问`}).getAttribute('href');
    expect(decodeURIComponent(href!)).toContain(assistantPrompt(mdUrl));
    expect(new URL(href!).hostname).not.toBe('127.0.0.1');
  }
  // Keyboard: arrows move, Escape closes and gives the focus back.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', {name: '查看 Markdown'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole('menuitem', {name: '复制为 Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: '已复制 Markdown'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await page.request.get('/docs/shapes/Rect.md')).text());
  expect(external).toEqual([]);
});

test('a blog post has the menu; the blog list does not', async ({page}) => {
  await gotoHydrated(page, '/blog/welcome');
  await expect(page.getByRole('button', {name: '页面操作'})).toHaveCount(1);
  await gotoHydrated(page, '/blog');
  await expect(page.getByRole('button', {name: '页面操作'})).toHaveCount(0);
});
