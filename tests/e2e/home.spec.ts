// The home page: the hero's Konva scene loads after the page is usable, answers a drag and the keyboard, and stays
// still under reduced motion; the five flavour tabs switch the code; the newest demos and posts link to pages that
// exist; both colour modes are styled; nothing scrolls sideways at 360 px; konva is not in the page's first scripts.
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {test, expect, gotoHydrated, type Page} from './fixtures';
import {buildDir} from './env';

type ShapeState = {x: number; y: number; rotation: number; scale: number; links: number[][]};

/** Reads one shape of the hero stage straight from Konva (the scene runs in the page itself). */
function shapeState(page: Page, id: string): Promise<ShapeState> {
  return page.evaluate((shapeId) => {
    type KNode = {x(): number; y(): number; rotation(): number; points(): number[]};
    type KStage = {findOne(s: string): KNode; find(s: string): KNode[]; scaleX(): number};
    const stage = (window as unknown as {Konva: {stages: KStage[]}}).Konva.stages[0]!;
    const node = stage.findOne(`#${shapeId}`);
    return {
      x: node.x(),
      y: node.y(),
      rotation: node.rotation(),
      scale: stage.scaleX(),
      links: stage.find('Line').map((l) => l.points()),
    };
  }, id);
}

/** Resolves after `n` animation frames: time for a running Konva.Animation to move things, without a fixed sleep. */
function frames(page: Page, n: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

async function sceneReady(page: Page) {
  const stage = page.locator('[data-scene]');
  await expect(stage).toHaveAttribute('data-scene', 'ready', {timeout: 15_000});
  await expect(stage.locator('canvas')).toHaveCount(1);
  return stage;
}

test.describe('hero scene', () => {
  test.use({reducedMotion: 'no-preference'});

  test('starts as a static picture in the server HTML; konva is fetched only after the load event', async ({page}) => {
    const $ = load(await (await page.request.get('/')).text());
    expect($('[data-scene="placeholder"]')).toHaveLength(1);
    const svg = $('figure svg');
    expect(svg).toHaveLength(1);
    expect(svg.attr('aria-hidden')).toBe('true');
    expect(svg.find('rect, circle, polygon, line')).toHaveLength(6);

    await gotoHydrated(page, '/');
    await sceneReady(page);
    await expect(page.locator('svg[viewBox="0 0 480 300"]')).toBeHidden();
    // Scripts fetched until the load event hold no Konva (its stage writes the class konvajs-content); the chunk
    // that does comes after it.
    const {load: loadEnd, scripts} = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({path: new URL(r.name).pathname, start: r.startTime})),
    }));
    const hasKonva = (p: string) => fs.readFileSync(path.join(buildDir, p), 'utf8').includes('konvajs-content');
    // The page's bundles start after the first paint, which may come before or after the load event.
    const bundles = scripts.filter((s) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(s.path));
    expect(bundles).toHaveLength(2);
    for (const s of [...bundles, ...scripts.filter((x) => x.start < loadEnd)])
      expect(hasKonva(s.path), s.path).toBe(false);
    expect(scripts.filter((s) => s.start >= loadEnd && hasKonva(s.path))).toHaveLength(1);
  });

  test('a dragged shape follows the pointer and its links follow it', async ({page}) => {
    await gotoHydrated(page, '/');
    const stage = await sceneReady(page);
    const before = await shapeState(page, 'circle');
    const box = (await stage.boundingBox())!;
    const from = {x: box.x + before.x * before.scale, y: box.y + before.y * before.scale};
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 60, from.y + 40, {steps: 10});
    await page.mouse.up();
    const after = await shapeState(page, 'circle');
    expect(after.x).toBeCloseTo(before.x - 60 / before.scale, 0);
    expect(after.y).toBeCloseTo(before.y + 40 / before.scale, 0);
    // The rect–circle link ends at the circle's new centre.
    expect(after.links.some((p) => Math.abs(p[2]! - after.x) < 0.01 && Math.abs(p[3]! - after.y) < 0.01)).toBe(true);
  });

  test('is reachable by keyboard, moves a shape with the arrow keys and lets Tab move on', async ({page}) => {
    await gotoHydrated(page, '/');
    const stage = await sceneReady(page);
    await page.locator('.button', {hasText: '浏览演示'}).focus();
    await page.keyboard.press('Tab');
    await expect(stage).toBeFocused();
    const before = await shapeState(page, 'rect');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => shapeState(page, 'rect')).toMatchObject({x: before.x + 12, y: before.y + 12});
    await page.keyboard.press('Tab');
    await expect(stage).not.toBeFocused();
    await expect(page.getByRole('button', {name: '暂停动画'})).toBeFocused();
  });

  test('animates, and 暂停动画 stops it', async ({page}) => {
    await gotoHydrated(page, '/');
    const stage = await sceneReady(page);
    await expect(stage).toHaveAttribute('data-playing', 'true');
    const r0 = (await shapeState(page, 'star')).rotation;
    await frames(page, 10);
    expect((await shapeState(page, 'star')).rotation).not.toBe(r0);
    await page.getByRole('button', {name: '暂停动画'}).click();
    await expect(stage).toHaveAttribute('data-playing', 'false');
    const r1 = (await shapeState(page, 'star')).rotation;
    await frames(page, 10);
    expect((await shapeState(page, 'star')).rotation).toBe(r1);
  });
});

test.describe('hero scene, reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('stays still until the reader presses 播放动画', async ({page}) => {
    await gotoHydrated(page, '/');
    const stage = await sceneReady(page);
    await expect(stage).toHaveAttribute('data-playing', 'false');
    const r0 = (await shapeState(page, 'star')).rotation;
    await frames(page, 15);
    expect((await shapeState(page, 'star')).rotation).toBe(r0);
    await page.getByRole('button', {name: '播放动画'}).click();
    await expect.poll(async () => (await shapeState(page, 'star')).rotation).not.toBe(r0);
  });
});

test('the five flavour tabs switch the example code', async ({page}) => {
  await gotoHydrated(page, '/');
  const section = page.locator('section', {has: page.getByRole('heading', {name: '同一个例子，五种写法'})});
  const expected: [string, string, string][] = [
    ['原生 JS', 'main.js', 'new Konva.Circle'],
    ['React', 'App.jsx', "from 'react-konva'"],
    ['Vue', 'App.vue', '<v-circle'],
    ['Svelte', 'App.svelte', "from 'svelte-konva'"],
    ['Angular', 'app.ts', "from 'ng2-konva'"],
  ];
  for (const [label, file, code] of expected) {
    await section.getByRole('tab', {name: label, exact: true}).click();
    await expect(section.getByRole('tab', {name: label, exact: true})).toHaveAttribute('aria-selected', 'true');
    const panel = section.locator('[role="tabpanel"]:visible');
    await expect(panel).toHaveCount(1);
    await expect(panel.locator('pre')).toContainText(code);
    // The theme's code block: titled with the file name and highlighted.
    await expect(panel.getByText(file, {exact: true})).toBeVisible();
    await expect(panel.locator('pre .token').first()).toBeVisible();
  }
});

test('the newest demos and posts link to pages that exist', async ({page}) => {
  await gotoHydrated(page, '/');
  for (const list of ['demos', 'posts']) {
    const links = page.locator(`[data-newest="${list}"] li a`);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect(hrefs.length, list).toBeGreaterThan(0);
    expect(hrefs.length, list).toBeLessThanOrEqual(3);
    for (const href of hrefs) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
    }
  }
  // A post link opens that post.
  const first = page.locator('[data-newest="posts"] li a').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.locator('h1')).toHaveText(title);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`is styled in ${scheme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const luminance = (css: string) => {
      const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number);
      return (0.299 * r! + 0.587 * g! + 0.114 * b!) / 255;
    };
    const text = await page
      .locator('section[aria-labelledby="home-title"] p')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    const box = await page
      .locator('figure > div')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    if (scheme === 'dark') {
      expect(luminance(text)).toBeGreaterThan(0.6);
      expect(luminance(box)).toBeLessThan(0.3);
    } else {
      expect(luminance(text)).toBeLessThan(0.4);
      expect(luminance(box)).toBeGreaterThan(0.8);
    }
  });
}

test.describe('at 360 px', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('nothing scrolls sideways, whichever flavour is shown, and the scene fits', async ({page}) => {
    await gotoHydrated(page, '/');
    const stage = await sceneReady(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    for (const label of ['Angular', 'Vue']) {
      await page.getByRole('tab', {name: label, exact: true}).click();
      expect(await overflow()).toBe(0);
    }
    const box = (await stage.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});
