import fs from 'node:fs';
import path from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';
import {readingTimeMinutes} from '../../src/lib/readingTime';

const konvaVersion: string = JSON.parse(
  fs.readFileSync(path.resolve('node_modules/konva/package.json'), 'utf8'),
).version;

test.describe('locale and document', () => {
  test('html is zh-Hans, ltr, with our viewport, title and favicon', async ({page}) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'zh-Hans');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('meta[name="viewport"]')).toHaveCount(1);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1.0',
    );
    await expect(page).toHaveTitle(/Konva 中文文档/);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon).toMatch(/favicon\.svg$/);
    expect((await page.request.get(favicon!)).status()).toBe(200);
  });

  test('the wrong-base-URL banner is kept in the HTML', async ({page}) => {
    const res = await page.request.get('/');
    expect(await res.text()).toContain('__docusaurus-base-url-issue-banner');
  });
});

test.describe('navbar', () => {
  test('has the tutorial, demo, API, framework and community entries @desktop', async ({page}) => {
    await page.goto('/docs/index.html');
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', {name: '教程', exact: true})).toHaveAttribute('href', '/docs/index.html');
    await expect(nav.getByRole('link', {name: '演示', exact: true})).toHaveAttribute('href', '/docs/sandbox.html');
    await expect(nav.getByRole('link', {name: 'API 参考', exact: true})).toHaveAttribute('href', '/api/Konva.html');
    await nav
      .getByRole('button', {name: '框架'})
      .or(nav.getByRole('link', {name: '框架'}))
      .hover();
    for (const fw of ['React', 'Vue', 'Svelte', 'Angular']) {
      await expect(nav.getByRole('link', {name: fw, exact: true})).toHaveAttribute(
        'href',
        `/docs/${fw.toLowerCase()}/index.html`,
      );
    }
    for (const name of ['GitHub 代码仓库', 'Discord 社区', 'X（Twitter）', 'Stack Overflow 问答']) {
      const link = nav.getByRole('link', {name});
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await expect(nav.getByRole('button', {name: '简体中文'})).toBeVisible();
    // The docs-version item: a single version renders as a link to that version's docs.
    await expect(nav.getByRole('link', {name: /^Konva \d+\.x$/})).toBeVisible();
  });

  test('skip link comes first and moves focus to the main content', async ({page}) => {
    // The theme moves the focus on Enter once hydrated (before that the browser only follows the anchor).
    await gotoHydrated(page, '/docs/index.html');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('跳到主要内容');
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('hides on scroll down and returns on scroll up', async ({page}) => {
    await page.goto('/blog/welcome');
    await page.setViewportSize({width: page.viewportSize()!.width, height: 400});
    const navbar = page.locator('nav.navbar');
    const top = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(top).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBeGreaterThan(0);
  });

  test('on a phone the closed drawer builds no menu and the server sidebar is kept, until the reader opens it @narrow', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const aside = document.querySelector('aside.theme-doc-sidebar-container');
        if (aside) (aside as HTMLElement & {fromServer?: boolean}).fromServer = true;
      }),
    );
    await gotoHydrated(page, '/docs/shapes/Rect.html');
    const drawer = page.locator('.navbar-sidebar');
    // the drawer's panel is mounted once the theme knows the screen is narrow, so opening it still slides in
    await expect(drawer).toHaveCount(1);
    await expect(drawer.locator('.menu__link')).toHaveCount(0);
    expect(
      await page
        .locator('aside.theme-doc-sidebar-container')
        .evaluate((el) => (el as HTMLElement & {fromServer?: boolean}).fromServer),
    ).toBe(true);
    await page.getByRole('button', {name: '切换导航栏'}).click();
    // the docs sidebar opens first, at the page being read
    const current = drawer.getByRole('link', {name: '矩形 Rect'});
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
  });

  test('below 996 px the items live in a drawer that closes on back and on widening @narrow', async ({page}) => {
    await page.goto('/docs/index.html');
    const toggle = page.getByRole('button', {name: '切换导航栏'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items--right .navbar__item').first()).toBeHidden();
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', {name: /回到主菜单/}).click();
    await drawer.getByRole('link', {name: '演示', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/sandbox\.html$/);
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('docs layout', () => {
  test('breadcrumbs, table of contents at levels 2-3, sidebar not hideable @desktop', async ({page}) => {
    await page.goto('/docs/index.html');
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    const h2 = await page.locator('article h2').allTextContents();
    const tocItems = (await page.locator('.table-of-contents a').allTextContents()).map((t) => t.trim());
    expect(h2.length).toBeGreaterThan(1);
    for (const heading of h2) expect(tocItems).toContain(heading.replace(/\u200b/g, '').trim());
    await expect(page.locator('button[title="折叠侧边栏"], button[aria-label="折叠侧边栏"]')).toHaveCount(0);
  });

  test('categories open their own page, else their first page (shapes: its index), and do not auto-collapse @desktop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/index.html');
    const categories = page.locator('nav.menu li.theme-doc-sidebar-item-category-level-1');
    const count = await categories.count();
    expect(count, 'the tutorials sidebar has categories').toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      const category = categories.nth(i);
      const link = category.locator('> .menu__list-item-collapsible > a');
      const label = (await link.textContent())!.trim();
      const href = await link.getAttribute('href');
      // Expanding shows the children; the category's own link is its first page.
      await category.locator('button.menu__caret').click();
      await expect(category, label).not.toHaveClass(/menu__list-item--collapsed/);
      const children = await category
        .locator('ul a.menu__link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      // a category with a page of its own (react/index.mdx, drag_and_drop/Drag_and_Drop.mdx) opens it: that page
      // is the category's entry, not one of its children; any other opens its first child
      if (label === '形状') expect(href, label).toBe('/category/形状');
      else if (children.includes(href)) expect(href, label).toBe(children[0]);
      else expect(href, label).toMatch(/^\/docs\/(\w+)\/(index|\1)\.html$/i);
    }
    // Every category opened above is still open: none collapsed another.
    await expect(
      page.locator('nav.menu li.theme-doc-sidebar-item-category-level-1.menu__list-item--collapsed'),
    ).toHaveCount(0);
  });

  test('the shapes category has its generated index at /category/形状', async ({page}) => {
    await page.goto('/category/形状');
    await expect(page.locator('h1')).toHaveText('形状');
    await expect(page.locator('article a[href^="/docs/shapes/"]').first()).toBeVisible();
  });
});

test.describe('footer', () => {
  test('columns, logo and a copyright that covers 2025', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByText('文档', {exact: true})).toBeVisible();
    await expect(footer.getByText('社区', {exact: true})).toBeVisible();
    await expect(footer.getByText('更多', {exact: true})).toBeVisible();
    for (const href of ['/docs/index.html', '/docs/sandbox.html', '/api/Konva.html', '/blog']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('img')).toBeVisible();
    const copyright = await footer.locator('.footer__copyright').textContent();
    const years = copyright!.match(/(\d{4})(?:–(\d{4}))?/)!;
    expect(Number(years[1])).toBeLessThanOrEqual(2025);
    expect(Number(years[2] ?? years[1])).toBeGreaterThanOrEqual(2025);
  });
});

test.describe('announcement bar', () => {
  test('names the installed Konva version and stays closed until its id changes', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText(`Konva ${konvaVersion}`);
    await bar.getByRole('button', {name: '关闭'}).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    const id = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
    expect(id).toContain(konvaVersion);
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('colour mode', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`follows a ${scheme} system preference, with no switch`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      for (const url of ['/', '/docs/index.html', '/blog/welcome']) {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        // The effective page background: the first opaque one of body, html, else the canvas white.
        const bg = await page.evaluate(() => {
          for (const el of [document.body, document.documentElement]) {
            const c = getComputedStyle(el).backgroundColor;
            if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) return c;
          }
          return 'rgb(255, 255, 255)';
        });
        const [r, g, b] = bg.match(/\d+/g)!.map(Number);
        const luminance = (0.299 * r! + 0.587 * g! + 0.114 * b!) / 255;
        if (scheme === 'dark') expect(luminance).toBeLessThan(0.3);
        else expect(luminance).toBeGreaterThan(0.8);
        await expect(page.locator('button[class*="toggleButton"]')).toHaveCount(0);
      }
    });
  }
});

test.describe('pages', () => {
  test('home explains Konva and links into the docs', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Konva 中文文档');
    await expect(
      page.locator('#__docusaurus_skipToContent_fallback').getByRole('link', {name: '快速开始'}),
    ).toHaveAttribute('href', '/docs/index.html');
    await expect(page.locator('main pre').first()).toContainText('new Konva.Stage');
  });

  test('markdown page renders', async ({page}) => {
    await page.goto('/markdown-page');
    await expect(page.locator('h1')).toHaveText('关于本站的写作约定');
  });

  test('unknown paths get the Chinese 404 page with status 404', async ({page, guard}) => {
    guard.allowConsoleErrors(/404/);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('找不到页面');
    await expect(page).toHaveTitle(/^找不到页面/);
    await expect(page.locator('main')).toContainText('请联系原始链接来源网站的所有者');
  });

  for (const url of ['/', '/docs/shapes/Rect.html', '/blog']) {
    test(`${url} has one banner landmark (the theme's announcement bar)`, async ({page}) => {
      await gotoHydrated(page, url);
      await expect(page.getByRole('banner')).toHaveCount(1);
    });
  }

  for (const url of ['/docs/sandbox.html', '/docs/sandbox/index.html']) {
    test(`demo index ${url} lists demo pages`, async ({page}) => {
      await page.goto(url);
      await expect(page.locator('h1')).toHaveText('演示');
      const demoDir = path.resolve('content/docs/sandbox');
      const demos = fs.existsSync(demoDir)
        ? fs.readdirSync(demoDir).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('index'))
        : [];
      await expect(page.locator('main a[href^="/docs/sandbox/"]')).toHaveCount(demos.length);
      if (demos.length === 0) await expect(page.locator('main')).toContainText('演示页面正在编写中');
    });
  }
});

test.describe('blog', () => {
  test('post shows a reading time computed for Chinese', async ({page}) => {
    const source = fs.readFileSync(path.resolve('blog/2025-11-20-welcome.mdx'), 'utf8');
    const minutes = readingTimeMinutes(source);
    await page.goto('/blog/welcome');
    await expect(page.locator('article header')).toContainText(`阅读需 ${minutes} 分钟`);
  });

  test('sidebar lists every post grouped by year @desktop', async ({page}) => {
    const posts = fs.readdirSync(path.resolve('blog')).filter((f) => /\.mdx?$/.test(f));
    const years = new Set(posts.map((f) => f.slice(0, 4)));
    await page.goto('/blog');
    const sidebar = page.locator('aside nav');
    await expect(sidebar.locator('a')).toHaveCount(posts.length);
    for (const year of years) await expect(sidebar.getByText(year, {exact: true})).toBeVisible();
  });

  test('archive and author pages', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.locator('main a[href="/blog/welcome"]')).toHaveCount(1);
    await page.goto('/blog/authors');
    await page
      .getByRole('link', {name: /Konva 中文文档编辑组/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/authors\/konva-zh/);
    await expect(page.locator('main a[href="/blog/welcome"]').first()).toBeVisible();
  });

  for (const feed of ['rss.xml', 'atom.xml']) {
    test(`${feed} is styled with XSLT and lists the posts`, async ({page}) => {
      const res = await page.request.get(`/blog/${feed}`);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      expect(xml).toMatch(/<\?xml-stylesheet [^>]*href="[^"]+\.xsl"/);
      expect(xml).toContain('/blog/welcome');
      const xsl = xml.match(/href="([^"]+\.xsl)"/)![1]!;
      expect((await page.request.get(new URL(xsl, 'http://x/blog/').pathname)).status()).toBe(200);
    });
  }
});

test.describe('scripts', () => {
  test('no third-party scripts by default', async ({page}) => {
    await gotoHydrated(page, '/');
    const srcs = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    for (const src of srcs) expect(new URL(src).hostname).toBe('127.0.0.1');
  });
});
