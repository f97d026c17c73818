// The live-example playground on its fixture page: sandbox isolation, runaway code, editing per flavour,
// error lines, site images in export and filter examples, downloads, lazy start and narrow screens.
import fs from 'node:fs';
import path from 'node:path';
import {unzipSync, strFromU8} from 'fflate';
import {test, expect, type Page} from './fixtures';
import type {Locator} from '@playwright/test';

// Some tests fake network trouble with page.route, which requests made by the site's service worker
// (src/plugins/offline) would bypass: these run without it, as on a first visit. offline.spec.ts tests the worker.
test.use({serviceWorkers: 'block'});

const FIXTURE = '/docs/playground-fixtures.html';
const LABELS: Record<string, string> = {
  vanilla: '原生 JS',
  react: 'React',
  vue: 'Vue',
  svelte: 'Svelte',
  angular: 'Angular',
};

/** Open a page and wait for React to hydrate it (before that, clicks do nothing). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

function example(page: Page, n: number): Locator {
  return page.locator('[data-pg-example]').nth(n);
}

async function showFlavour(page: Page, n: number, flavour: string): Promise<Locator> {
  const ex = example(page, n);
  await ex.getByRole('tab', {name: LABELS[flavour], exact: true}).click();
  const panel = ex.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  return panel;
}

/** Replace the example's code through the real editor (loaded on first edit). */
async function setCode(page: Page, panel: Locator, code: string): Promise<void> {
  const edit = panel.getByRole('button', {name: '编辑', exact: true});
  if (await edit.isVisible()) await edit.click();
  const content = panel.locator('.cm-content');
  await expect(content).toBeVisible();
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function pixel(panel: Locator, x: number, y: number): Promise<number[]> {
  const frame = await (
    await panel
      .locator('iframe')
      .elementHandle({timeout: 5000})
      .catch(() => null)
  )?.contentFrame();
  if (!frame) return [-1]; // between runs: the caller polls again
  return frame
    .evaluate(
      ([px, py]) => {
        for (const c of Array.from(document.querySelectorAll('canvas'))) {
          const d = c.getContext('2d')!.getImageData(px!, py!, 1, 1).data;
          if (d[3]) return [...d];
        }
        return [0, 0, 0, 0];
      },
      [x, y],
    )
    .catch(() => [-1]); // the frame was replaced mid-read
}

async function editorCode(panel: Locator): Promise<string> {
  return panel.locator('.cm-content').evaluate((el) => (el as HTMLElement).innerText);
}

test.describe('playground', () => {
  test('example code cannot read or change the docs page, its storage or cookies', async ({page, guard}) => {
    guard.allowConsoleErrors(/.*/); // the attempts below are expected to be refused
    await open(page, FIXTURE);
    await page.evaluate(() => {
      localStorage.setItem('pg-secret', 'parent-secret');
      document.cookie = 'pgsecret=cookie-secret; path=/';
    });
    const title = await page.title();
    const panel = await showFlavour(page, 0, 'vanilla');
    await setCode(
      page,
      panel,
      `import Konva from 'konva';
const r = [];
try { r.push('dom:' + parent.document.title); } catch (e) { r.push('dom:blocked'); }
try { parent.document.body.innerHTML = 'pwned'; r.push('write:ok'); } catch (e) { r.push('write:blocked'); }
try { top.location.href = 'about:blank'; r.push('nav:ok'); } catch (e) { r.push('nav:blocked'); }
try { r.push('ls:' + localStorage.getItem('pg-secret')); } catch (e) { r.push('ls:blocked'); }
try { r.push('cookie:' + document.cookie); } catch (e) { r.push('cookie:blocked'); }
console.log('RESULT ' + r.join(' '));
const stage = new Konva.Stage({container: 'container', width: 100, height: 100});
`,
    );
    const log = panel.getByRole('log');
    await expect(log).toContainText('RESULT', {timeout: 10_000});
    const text = (await log.textContent()) ?? '';
    for (const part of ['dom:blocked', 'write:blocked', 'nav:blocked', 'ls:blocked']) expect(text).toContain(part);
    expect(text).not.toContain('parent-secret');
    expect(text).not.toContain('cookie-secret');
    expect(await page.title()).toBe(title);
    expect(page.url()).toContain(FIXTURE);
    await expect(page.locator('h1')).toHaveText('示例运行器自检');
    expect(await page.evaluate(() => localStorage.getItem('pg-secret'))).toBe('parent-secret');
    expect(await panel.locator('iframe').getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  test('an example reaches no network: fetch and a foreign <img> are blocked and explained in its console', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/Content Security Policy|Failed to fetch|ERR_BLOCKED/); // the browser's own report of the block
    const blocked: string[] = [];
    // Chromium reports an <img> the policy refuses as a request that fails with 'csp' before it leaves the browser.
    page.on('requestfailed', (r) => /csp/i.test(r.failure()?.errorText ?? '') && blocked.push(r.url()));
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    await setCode(
      page,
      panel,
      `import Konva from 'konva';
fetch('https://example.com/data.json').then(() => console.log('FETCHED'), (e) => console.log('fetch refused: ' + e.message));
const img = new Image();
img.onload = () => console.log('IMG LOADED');
img.src = 'https://example.org/photo.png';
new Konva.Stage({container: 'container', width: 100, height: 100});
`,
    );
    const log = panel.getByRole('log');
    await expect(log).toContainText('已阻止示例访问网络：https://example.com/data.json', {timeout: 10_000});
    await expect(log).toContainText('已阻止示例访问网络：https://example.org/photo.png');
    await expect(log).toContainText('fetch refused');
    await expect(log).not.toContainText('FETCHED');
    await expect(log).not.toContainText('IMG LOADED');
    await expect.poll(() => blocked).toContain('https://example.org/photo.png');
    expect(guard.foreignRequests.filter((u) => !blocked.includes(u))).toEqual([]);
    guard.foreignRequests.length = 0;
    // Left uncaught, the failed request explains itself in the error panel too.
    await setCode(page, panel, `await fetch('https://example.com/x.json');\n`);
    await expect(panel.locator('[data-pg-error]')).toContainText('网络请求被阻止', {timeout: 10_000});
    await expect(panel.locator('[data-pg-error]')).toContainText('离线沙箱');
  });

  test('console text and errors from an example are plain text of bounded length', async ({page, guard}) => {
    guard.allowConsoleErrors(/.*/);
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    await setCode(
      page,
      panel,
      `console.log('<img src=x onerror="parent.pwned=1">' + 'x'.repeat(100000));\nthrow new Error('<b>bold</b>' + 'y'.repeat(100000));\n`,
    );
    const log = panel.getByRole('log');
    await expect(log).toContainText('<img src=x', {timeout: 10_000});
    await expect(log.locator('img')).toHaveCount(0);
    expect(((await log.textContent()) ?? '').length).toBeLessThan(10_000);
    const error = panel.locator('[data-pg-error]');
    await expect(error).toContainText('<b>bold</b>');
    await expect(error.locator('b')).toHaveCount(0);
    expect(((await error.textContent()) ?? '').length).toBeLessThan(10_000);
  });

  test('an editor or compiler that fails to load shows the error with 重试, which then works', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/dynamically imported module|net::ERR_FAILED|Failed to load/);
    // Before the page opens: the toolbar prefetches the editor on hover.
    await page.route('**/playground/editor.js*', (r) => r.abort());
    await page.route('**/playground/compile-vanilla.js*', (r) => r.abort());
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    const edit = panel.getByRole('button', {name: '编辑', exact: true});
    await edit.click();
    const failure = panel.locator('[data-pg-error]').filter({hasText: '编辑器加载失败'});
    await expect(failure).toBeVisible();
    await expect(edit).toBeEnabled(); // not stuck on 正在加载编辑器…
    await page.unroute('**/playground/editor.js*');
    await failure.getByRole('button', {name: '重试'}).click();
    await expect(panel.locator('.cm-content')).toBeVisible();
    await expect(failure).toHaveCount(0);
    // The compiler is still unreachable: an edit says so instead of running stale code.
    const code = await editorCode(panel);
    await setCode(page, panel, code.replace('#1e5aa8', '#d62828'));
    const compilerFailure = panel.locator('[data-pg-error]').filter({hasText: '编译器加载失败'});
    await expect(compilerFailure).toBeVisible();
    await page.unroute('**/playground/compile-vanilla.js*');
    await compilerFailure.getByRole('button', {name: '重试'}).click();
    await expect
      .poll(async () => (await pixel(panel, 60, 60)).slice(0, 3), {timeout: 15_000})
      .toEqual([0xd6, 0x28, 0x28]);
    await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
  });

  test('a project download whose packer fails to load shows the error with 重试, which then downloads', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/dynamically imported module|net::ERR_FAILED|Failed to load/);
    await page.route('**/playground/zip.js*', (r) => r.abort());
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    const button = panel.getByRole('button', {name: '下载项目'});
    await button.click();
    const failure = panel.locator('[data-pg-error]').filter({hasText: '项目打包失败'});
    await expect(failure).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(panel.getByRole('toolbar').getByRole('status')).not.toHaveText('正在打包…');
    await page.unroute('**/playground/zip.js*');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      failure.getByRole('button', {name: '重试'}).click(),
    ]);
    expect(download.suggestedFilename()).toBe('konva-example-vanilla.zip');
    await expect(failure).toHaveCount(0);
  });

  test('the runner gets its payload once per start, however many ready beats it sends', async ({page}) => {
    // Count, in the page, the runners' 'ready' beats and, in each runner, the payloads that arrive.
    await page.addInitScript(() => {
      const w = window as unknown as {readyBeats: number; payloads: number};
      w.readyBeats = 0;
      w.payloads = 0;
      addEventListener('message', (e) => {
        const d = e.data as {__pg?: number; type?: string} | null;
        if (window === window.top && d?.__pg === 1 && d.type === 'ready') w.readyBeats++;
        if (window !== window.top && d?.type === 'run') w.payloads++;
      });
    });
    // Hold the library list back until the runner has said 'ready' several times.
    await page.route('**/playground/libs.json*', async (route) => {
      await page.waitForFunction(() => (window as unknown as {readyBeats: number}).readyBeats >= 4, null, {
        timeout: 20_000,
      });
      await route.continue();
    });
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    const frame = (await panel.locator('iframe').elementHandle())!.contentFrame();
    expect(await (await frame)!.evaluate(() => (window as unknown as {payloads: number}).payloads)).toBe(1);
  });

  test('an infinite loop leaves the page responsive, shows a Chinese message, and 重置 restores', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/__PG_LOOP__|RangeError/);
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    const original = await panel.locator('pre').first().textContent();
    await setCode(page, panel, `import Konva from 'konva';\nwhile (true) {}\n`);
    const box = (await panel.locator('[class*="file"]').boundingBox())!;
    await page.evaluate(() => {
      (window as unknown as {clicks: number[]}).clicks = [];
      document.addEventListener('click', () =>
        (window as unknown as {clicks: number[]}).clicks.push(performance.now()),
      );
    });
    // Past the edit pause: a new runner frame has loaded and been given the loop.
    const frames = panel.locator('iframe');
    await expect(frames).toHaveCount(1);
    const oldFrame = await frames.evaluate((f) => (f as HTMLIFrameElement).src);
    await expect.poll(() => frames.evaluate((f) => (f as HTMLIFrameElement).src)).not.toBe(oldFrame);
    await (await (await frames.elementHandle())!.contentFrame())!.waitForLoadState('load');
    await expect(panel).toHaveAttribute('data-status', 'loading');
    const before = await page.evaluate(() => performance.now());
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const handled = await page.evaluate(() => (window as unknown as {clicks: number[]}).clicks[0] ?? Infinity);
    expect(handled - before).toBeLessThan(1000);
    await expect(panel.locator('[data-pg-error]')).toContainText(/死循环/, {timeout: 6000});
    await panel.getByRole('button', {name: '重置'}).click();
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 10_000});
    await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
    expect(await editorCode(panel)).toContain('new Konva.Rect');
    expect(original).toContain('new Konva.Rect');
  });

  test('a hang the loop guard cannot see trips the watchdog, which replaces the runners', async ({page, guard}) => {
    guard.allowConsoleErrors(/.*/);
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    // Catastrophic regex backtracking: no loop statement for the guard to instrument. The watchdog waits the start-up
    // patience (10 s) and more while the page's own timers stall on a loaded machine.
    await setCode(page, panel, `import Konva from 'konva';\n/(a+)+$/.test('a'.repeat(40) + 'b');\n`);
    await expect(panel.locator('[data-pg-error]')).toContainText('没有响应', {timeout: 30_000});
    await expect(panel).toHaveAttribute('data-status', 'stopped');
    await panel.getByRole('button', {name: '重置'}).click();
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  });

  for (const flavour of Object.keys(LABELS)) {
    test(`editing re-runs the ${flavour} example`, async ({page}) => {
      await open(page, FIXTURE);
      const panel = await showFlavour(page, 0, flavour);
      await expect.poll(async () => (await pixel(panel, 60, 60)).slice(0, 3)).toEqual([0x1e, 0x5a, 0xa8]);
      await panel.getByRole('button', {name: '编辑', exact: true}).click();
      const code = await editorCode(panel);
      expect(code).toContain('#1e5aa8');
      await setCode(page, panel, code.replace('#1e5aa8', '#d62828'));
      await expect
        .poll(async () => (await pixel(panel, 60, 60)).slice(0, 3), {timeout: 15_000})
        .toEqual([0xd6, 0x28, 0x28]);
      await expect(panel).toHaveAttribute('data-status', 'painted');
      await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
    });
  }

  const errorCases: [string, string, number, string][] = [
    ['vanilla', `import Konva from 'konva';\n\nconst a = 1;\n\nnotDefined();\n`, 5, 'runtime'],
    [
      'react',
      `import {Stage, Layer} from 'react-konva';\n\nexport default function App() {\n  const n = null;\n  return <Stage width={100} height={n.size}><Layer /></Stage>;\n}\n`,
      5,
      'render',
    ],
    [
      'angular',
      `import {Component} from '@angular/core';\n\n\nthrow new Error('坏了');\n@Component({selector: 'app-root', template: ''})\nexport class App {}\n`,
      4,
      'runtime',
    ],
    ['vanilla', `import Konva from 'konva';\nconst x = {;\n`, 2, 'syntax'],
    [
      'vue',
      `<script setup>\nconst a = 1;\n\n\nnotDefined();\n</script>\n<template>\n  <v-stage :config="{width: 10, height: 10}" />\n</template>\n`,
      5,
      'runtime',
    ],
    [
      'svelte',
      `<script>\n  import {Stage} from 'svelte-konva';\n\n\n  notDefined();\n</script>\n<Stage width={10} height={10} />\n`,
      5,
      'runtime',
    ],
    ['svelte', `<script>\n  let a = 1;\n</script>\n\n{#if a}\n`, 5, 'syntax'],
  ];
  for (const [flavour, code, line, kind] of errorCases) {
    test(`the error panel names line ${line} of a ${kind} error in a ${flavour} example`, async ({page, guard}) => {
      guard.allowConsoleErrors(/.*/);
      await open(page, FIXTURE);
      const panel = await showFlavour(page, 0, flavour);
      await setCode(page, panel, code);
      await expect(panel.locator('[data-pg-error]')).toContainText(`第 ${line} 行`, {timeout: 10_000});
      await expect(panel.locator('[data-pg-error]')).toContainText(/错误/);
    });
  }

  test('export: toDataURL works on a site image', async ({page}) => {
    await open(page, FIXTURE);
    const panel = example(page, 1).locator('[data-pg-panel]');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('log')).toContainText('导出成功', {timeout: 10_000});
    await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
  });

  test('filter: a filter works on a site image', async ({page}) => {
    await open(page, FIXTURE);
    const panel = example(page, 2).locator('[data-pg-panel]');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('log')).toContainText('滤镜已应用', {timeout: 10_000});
    await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
    // The sample image is colourful (see makeSampleImage.ts); after Grayscale r = g = b.
    const [r, g, b] = await pixel(panel, 150, 40);
    expect(Math.abs(r! - g!)).toBeLessThanOrEqual(2);
    expect(Math.abs(g! - b!)).toBeLessThanOrEqual(2);
  });

  test('下载项目 gives a Vite project pinned to the installed versions', async ({page}) => {
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'react');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', {name: '下载项目'}).click(),
    ]);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const pkg = JSON.parse(strFromU8(files['konva-example/package.json']!)) as {dependencies: Record<string, string>};
    const installed = (n: string) =>
      (JSON.parse(fs.readFileSync(path.join('node_modules', n, 'package.json'), 'utf8')) as {version: string}).version;
    expect(pkg.dependencies['react-konva']).toBe(installed('react-konva'));
    expect(pkg.dependencies.konva).toBe(installed('konva'));
    expect(strFromU8(files['konva-example/src/App.jsx']!)).toContain('react-konva');
  });

  test('an example importing an extra library (react-konva-utils) runs it; other examples never fetch it', async ({
    page,
  }) => {
    const libs: string[] = [];
    page.on('request', (r) => r.url().includes('/playground/lib/') && libs.push(r.url()));
    await open(page, FIXTURE);
    const first = await showFlavour(page, 0, 'react');
    await expect(first).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
    const before = new Set(libs);
    const panel = example(page, 3).locator('[data-pg-panel][data-flavour="react"]');
    await panel.scrollIntoViewIfNeeded();
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
    // Html renders a real DOM element over the canvas, inside the example's frame
    await expect(panel.frameLocator('iframe').locator('#fixture-html')).toHaveText('画布上的 DOM 按钮');
    const extra = libs.filter((u) => !before.has(u));
    expect(extra.length).toBeGreaterThan(0);
    // a TypeScript block downloads as App.tsx with the extra library in its dependencies
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', {name: '下载项目'}).click(),
    ]);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(strFromU8(files['konva-example/src/App.tsx']!)).toContain('react-konva-utils');
    const pkg = JSON.parse(strFromU8(files['konva-example/package.json']!)) as {dependencies: Record<string, string>};
    expect(pkg.dependencies['react-konva-utils']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('复制 copies the current code and 全屏 shows the preview full screen', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'react');
    await panel.getByRole('button', {name: '复制', exact: true}).click();
    await expect(panel.getByRole('toolbar').getByRole('status')).toHaveText('已复制');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("from 'react-konva'");
    expect(copied).toContain('export default function App');
    await panel.getByRole('button', {name: '全屏', exact: true}).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.querySelector('iframe') != null))
      .toBe(true);
    // The example runs again at the full-screen size.
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
    // The frame reaches full width when the browser has finished entering full screen, which may lag on a busy machine.
    await expect
      .poll(() => panel.locator('iframe').evaluate((f) => f.getBoundingClientRect().width - window.innerWidth))
      .toBe(0);
    await page.evaluate(() => document.exitFullscreen());
  });

  test('the chosen flavour is in the URL and remembered on the next visit', async ({page}) => {
    await open(page, FIXTURE);
    await showFlavour(page, 0, 'vue');
    expect(new URL(page.url()).searchParams.get('flavour')).toBe('vue');
    await open(page, FIXTURE); // no query string: the stored choice applies
    await expect(example(page, 0).getByRole('tab', {name: 'Vue', exact: true})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(example(page, 0).locator('[data-pg-panel][data-flavour="vue"]')).toHaveAttribute(
      'data-status',
      'painted',
      {timeout: 15_000},
    );
  });

  test('runners start only near the viewport', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await open(page, FIXTURE);
    await expect(example(page, 0).locator('[data-pg-panel][data-flavour="vanilla"]')).toHaveAttribute(
      'data-status',
      'painted',
      {timeout: 15_000},
    );
    const last = example(page, 2).locator('[data-pg-panel]');
    await expect(last).toHaveAttribute('data-status', 'idle');
    await expect(last.locator('iframe')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  });

  test('an example started just below the window paints, though Chromium holds back its animation frames there', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 500});
    await open(page, FIXTURE);
    const panel = example(page, 1).locator('[data-pg-panel]');
    // The panel (its preview first) 150 px below the window: near enough to start (300 px), its frame off screen,
    // where no animation frame runs.
    await panel.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - 150));
    await expect(panel.locator('iframe')).not.toBeInViewport();
    await expect(panel).toHaveAttribute('data-status', /ran|painted/, {timeout: 15_000});
    await expect(panel.locator('iframe')).not.toBeInViewport();
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  });

  test('keyboard: tab into the editor and out again', async ({page}) => {
    await open(page, FIXTURE);
    const panel = await showFlavour(page, 0, 'vanilla');
    await panel.getByRole('button', {name: '编辑', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(panel.locator('.cm-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.cm-editor'))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(panel.locator('.cm-content')).toBeFocused();
  });

  test('at 360 px wide no example makes the page scroll sideways', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await open(page, FIXTURE);
    for (const flavour of Object.keys(LABELS)) await showFlavour(page, 0, flavour);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (alpha ignored). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('in dark mode an example’s own HTML text stays readable on its preview', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await open(page, '/docs/sandbox/Heatmap_Generator.html');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const panel = example(page, 0).locator('[data-pg-panel][data-flavour="vanilla"]');
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  const iframe = panel.locator('iframe');
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  const text = await frame
    .getByText('半径')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  const backdrop = await iframe.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
  expect(contrast(text, backdrop)).toBeGreaterThanOrEqual(4.5);
});
