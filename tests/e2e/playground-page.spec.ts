// The 演练场 (/playground) and what ties it to the examples: drafts that survive a reload, 在演练场中打开, 分享 links
// opened in a fresh browser context for each flavour, hostile links, and the page offline after one visit.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {deflateSync, strToU8} from 'fflate';
import {test, expect, gotoHydrated, showFlavour, type Page} from './fixtures';
import {sitePath} from './env';
import {FLAVOURS, FLAVOUR_FILES, FLAVOUR_LABELS, type Flavour} from '../../src/plugins/playground/flavours';
import {STARTERS_DIR} from '../../src/plugins/playground/starters';

const PLAYGROUND = `${sitePath}playground`;
const TUTORIAL = `${sitePath}docs/shapes/Rect.html`;
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const link = (flavour: string, code: string) => `#v1/${flavour}/${b64url(deflateSync(strToU8(code)))}`;

/** The code shown: CodeMirror's, or the 演练场's code box before the reader has opened the editor (the starters and
 * the edits here are short enough for CodeMirror to draw whole). */
const editorText = (page: Page, scope = page.locator('body')) =>
  scope
    .locator('.cm-content, [data-pg-code]')
    .first()
    .evaluate((el) =>
      el.matches('.cm-content')
        ? Array.from(el.querySelectorAll('.cm-line'), (line) => line.textContent).join('\n')
        : (el.textContent ?? ''),
    );

async function playgroundPainted(page: Page): Promise<void> {
  // The address changes before the router has replaced the page it came from (and that page's examples).
  await expect(page.getByRole('heading', {level: 1, name: '演练场'})).toBeVisible();
  await expect(page.locator('[data-pg-panel]')).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
}

/** Puts `line` at the start of the editor's text (a comment in every flavour's syntax), opening the editor first. */
async function prepend(page: Page, scope: ReturnType<Page['locator']>, line: string): Promise<void> {
  await scope.locator('.cm-content, [data-pg-code]').first().click();
  await expect(scope.locator('.cm-content')).toBeFocused();
  await page.keyboard.press('Control+Home');
  await page.keyboard.insertText(`${line}\n`);
}

const comment = (flavour: Flavour, text: string) =>
  flavour === 'vue' || flavour === 'svelte' ? `<!-- ${text} -->` : `// ${text}`;

test.describe('drafts of a tutorial example', () => {
  test('an edit survives a reload and runs; 重置 brings back the original', async ({page}) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, TUTORIAL);
    const {panel} = await showFlavour(page, 'vanilla');
    const original = await panel.locator('pre').first().innerText();
    await panel.getByRole('button', {name: '编辑', exact: true}).click();
    await expect(panel.locator('.cm-content')).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText("\nconsole.log('草稿-标记');");
    await expect(panel.getByRole('log')).toContainText('草稿-标记');

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const again = page.locator('[data-pg-panel][data-flavour="vanilla"]').first();
    await again.scrollIntoViewIfNeeded();
    await expect(again.getByText('已恢复你的修改')).toBeVisible();
    await expect.poll(() => editorText(page, again)).toContain("console.log('草稿-标记');");
    await expect(again.getByRole('log')).toContainText('草稿-标记');

    await again.getByRole('status').getByRole('button', {name: '重置'}).click();
    await expect(again.getByText('已恢复你的修改')).toHaveCount(0);
    await expect.poll(() => editorText(page, again)).not.toContain('草稿-标记');
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const clean = page.locator('[data-pg-panel][data-flavour="vanilla"]').first();
    await clean.scrollIntoViewIfNeeded();
    await expect(clean).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
    await expect(clean.getByText('已恢复你的修改')).toHaveCount(0);
    expect(await clean.locator('pre').first().innerText()).toBe(original);
  });

  test('在演练场中打开 carries the edited code to the 演练场, which runs it', async ({page}) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, TUTORIAL);
    const {panel} = await showFlavour(page, 'vanilla');
    await panel.getByRole('button', {name: '编辑', exact: true}).click();
    await expect(panel.locator('.cm-content')).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText("\nconsole.log('带去演练场');");
    await expect(panel.getByRole('log')).toContainText('带去演练场');
    await panel.getByRole('button', {name: '在演练场中打开'}).click();
    await expect(page).toHaveURL(/\/playground#v1\/vanilla\//);
    await playgroundPainted(page);
    await expect.poll(() => editorText(page)).toContain("console.log('带去演练场');");
    await expect(page.locator('[data-pg-panel]').getByRole('log')).toContainText('带去演练场');
  });
});

/** Tall enough that CodeMirror draws every line of a starter (it draws only the lines near its viewport). */
const TALL = {width: 1280, height: 1500};

test.describe('分享', () => {
  test.use({viewport: TALL});
  for (const flavour of FLAVOURS) {
    test(`分享 (${flavour}): the link opens the same code, painted, in a fresh browser context`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await gotoHydrated(page, PLAYGROUND);
      await playgroundPainted(page);
      await page.getByRole('tab', {name: FLAVOUR_LABELS[flavour], exact: true}).click();
      await expect(page.getByRole('tab', {name: FLAVOUR_LABELS[flavour], exact: true})).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.locator(`[data-pg-panel][data-flavour="${flavour}"]`)).toHaveAttribute(
        'data-status',
        'painted',
        {timeout: 30_000},
      );
      await prepend(page, page.locator('[data-pg-panel]'), comment(flavour, `分享-${flavour}`));
      const code = await editorText(page);
      expect(code).toContain(`分享-${flavour}`);
      await page.getByRole('button', {name: '分享', exact: true}).click();
      await expect(page.locator('[data-pg-note]')).toContainText(/分享链接/);
      await expect(page).toHaveURL(new RegExp(`/playground#v1/${flavour}/[A-Za-z0-9_-]+$`));
      const url = page.url();

      const fresh = await browser.newContext({viewport: TALL});
      try {
        const other = await fresh.newPage();
        const errors: string[] = [];
        other.on('pageerror', (e) => errors.push(e.message));
        await other.goto(url);
        await expect(other.locator(`[data-pg-panel][data-flavour="${flavour}"]`)).toHaveAttribute(
          'data-status',
          'painted',
          {timeout: 30_000},
        );
        await expect.poll(() => editorText(other)).toBe(code);
        await expect(other.getByRole('tab', {name: FLAVOUR_LABELS[flavour], exact: true})).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(errors).toEqual([]);
      } finally {
        await fresh.close();
      }
    });
  }
});

test('the 演练场 keeps its last code across a reload', async ({page}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, PLAYGROUND);
  await playgroundPainted(page);
  await prepend(page, page.locator('[data-pg-panel]'), '// 演练场草稿');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('konva-draft:/playground'))))
    .toBe(true);
  await page.reload();
  await playgroundPainted(page);
  await expect.poll(() => editorText(page)).toContain('// 演练场草稿');
});

test.describe('the editor on the 演练场', () => {
  // Requests the offline worker answers from its cache never reach page.route.
  test.use({serviceWorkers: 'block'});
  test('loads only when the reader goes to the code; keys typed while it loads are kept', async ({page}) => {
    test.setTimeout(60_000);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let asked = false;
    await page.route('**/playground/editor.js*', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await gotoHydrated(page, PLAYGROUND);
    await playgroundPainted(page);
    expect(asked).toBe(false);
    await expect(page.locator('.cm-content')).toHaveCount(0);
    // The starter is coloured from the build's tokens: neither the editor nor the site's tokenizer was loaded.
    await expect(page.locator('[data-pg-code] .token.keyword').first()).toBeVisible();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((u) => /\/(prism|highlight)\.[0-9a-f]+\.js$/.test(u))).toEqual([]);
    // Tab's way in: the code box is a focusable text box with the editor's name.
    const box = page.getByRole('textbox', {name: '原生 JS 代码编辑器'});
    await box.focus();
    await expect.poll(() => asked).toBe(true);
    await page.keyboard.type('// early');
    await page.keyboard.press('Enter');
    release();
    await expect(page.locator('.cm-content')).toBeFocused();
    await expect.poll(() => editorText(page)).toMatch(/^\/\/ early\n\/\/ /);
  });

  test('the starter is in the HTML, coloured, and its first run loads no compiler; an edit loads one and runs', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const html = await (await request.get(`${PLAYGROUND}/`)).text();
    const starter = readFileSync(path.join(STARTERS_DIR, FLAVOUR_FILES.vanilla), 'utf8');
    const firstLine = starter.split('\n').find((l) => l.trim() && !l.startsWith('//'))!;
    // Spans split the line; its words are in the code box before any script ran.
    const box = /data-pg-code="">([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    expect(box).toContain('class="token');
    expect(
      box
        .replace(/<[^>]+>/g, '')
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'"),
    ).toContain(firstLine.trim());
    const compilers: string[] = [];
    page.on('request', (r) => /\/playground\/compile-[a-z]+\.js/.test(r.url()) && compilers.push(r.url()));
    await gotoHydrated(page, PLAYGROUND);
    await playgroundPainted(page);
    expect(compilers).toEqual([]);
    await prepend(page, page.locator('body'), "console.log('编译过了');");
    await expect(page.getByRole('log')).toContainText('编译过了');
    expect(compilers.some((u) => u.includes('compile-vanilla'))).toBe(true);
  });
});

test("the examples' flavour choice and the 演练场's are one: chosen on a tutorial, it opens the 演练场; chosen there, it holds on the tutorial", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, TUTORIAL);
  const example = page.locator('[data-pg-example]').first();
  await example.getByRole('tab', {name: FLAVOUR_LABELS.react, exact: true}).click();
  await expect(example.getByRole('tab', {name: FLAVOUR_LABELS.react, exact: true})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await gotoHydrated(page, PLAYGROUND);
  await playgroundPainted(page);
  await expect(page.getByRole('tab', {name: FLAVOUR_LABELS.react, exact: true})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[data-pg-panel]')).toHaveAttribute('data-flavour', 'react');

  await page.getByRole('tab', {name: FLAVOUR_LABELS.vue, exact: true}).click();
  await expect(page.locator('[data-pg-panel]')).toHaveAttribute('data-flavour', 'vue');
  await gotoHydrated(page, TUTORIAL);
  await expect(
    page.locator('[data-pg-example]').first().getByRole('tab', {name: FLAVOUR_LABELS.vue, exact: true}),
  ).toHaveAttribute('aria-selected', 'true');
});

test('full storage: an edit says it will not be kept, instead of failing silently', async ({page, guard}) => {
  test.setTimeout(60_000);
  // the theme logs its own failed writes (announcement bar state) as errors: the same full storage
  guard.allowConsoleErrors(/^Docusaurus storage error, can't set docusaurus\./);
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
  });
  await gotoHydrated(page, PLAYGROUND);
  await playgroundPainted(page);
  await prepend(page, page.locator('[data-pg-panel]'), '// 存不下');
  await expect(page.getByRole('alert').filter({hasText: '本地存储已满'})).toBeVisible();
});

const starterLine = '演练场：原生 JS';
const hostile: [string, string, RegExp][] = [
  ['bad base64', '#v1/vanilla/ab+c/d==', /base64url/],
  ['bad compression', `#v1/vanilla/${b64url(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))}`, /无法解压/],
  ['a wrong flavour', `#v1/jquery/${b64url(deflateSync(strToU8('x')))}`, /代码类型“jquery”不存在/],
  ['a decompression bomb', `#v1/vanilla/${b64url(deflateSync(new Uint8Array(5_000_000), {level: 9}))}`, /解压后超过/],
  ['not a share link', '#hello', /不是演练场的分享格式/],
];
for (const [name, hash, message] of hostile) {
  test(`a link with ${name} says why in Chinese and shows the starter program`, async ({page}) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, `${PLAYGROUND}${hash}`);
    const alert = page.getByRole('alert').filter({hasText: '无法打开分享链接'});
    await expect(alert).toContainText(message);
    await expect(alert).toContainText('已显示初始程序');
    await playgroundPainted(page);
    await expect.poll(() => editorText(page)).toContain(starterLine);
  });
}

test('code in a link runs only inside the sandbox: it cannot reach the page', async ({page}) => {
  test.setTimeout(60_000);
  const code = "import Konva from 'konva';\nwindow.parent.document.title = '被篡改';\n";
  await gotoHydrated(page, `${PLAYGROUND}${link('vanilla', code)}`);
  const panel = page.locator('[data-pg-panel]');
  await expect(panel.getByRole('alert')).toBeVisible({timeout: 30_000});
  await expect.poll(() => editorText(page)).toContain('被篡改');
  expect(await page.title()).not.toContain('被篡改');
});

test('after one visit the 演练场 opens and runs offline', async ({page, context, guard}) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, PLAYGROUND);
  await playgroundPainted(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {timeout: 30_000});
  // Everything this visit loaded is in the worker's cache (it fetches what came before it took control).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const urls = performance
            .getEntriesByType('resource')
            .map((e) => e.name.split('#')[0]!)
            .filter((u) => u.startsWith(location.origin) && !u.includes('/playground/runner'));
          const hits = await Promise.all(
            [location.pathname, ...urls].map(async (u) => [u, Boolean(await caches.match(u))] as const),
          );
          return hits.filter(([, hit]) => !hit).map(([u]) => u);
        }),
      {timeout: 30_000},
    )
    .toEqual([]);
  await context.setOffline(true);
  guard.allowConsoleErrors(/^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/);
  await gotoHydrated(page, PLAYGROUND);
  await playgroundPainted(page);
  await expect.poll(() => editorText(page)).toContain(starterLine);
  // The editor was never loaded on the first visit: it opens offline too.
  await prepend(page, page.locator('[data-pg-panel]'), '// 离线编辑');
  await expect.poll(() => editorText(page)).toContain('// 离线编辑');
});
