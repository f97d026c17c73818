// `npm start` loop: the dev server shows a live example, an edit of its code block in the .mdx repaints it
// without a reload, and a syntax error shows in the error overlay with the .mdx file and line.
// Lean on purpose: the server runs with DOCS_FOCUS set to a throwaway section this test creates (one page,
// plus docs/index and the API pages), on its own port, and is stopped by its PID; the section is deleted after.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from './fixtures';

const port = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
const origin = `http://127.0.0.1:${port}`;
const section = 'e2e-dev-fixture';
const dir = path.join(process.cwd(), 'content', 'docs', section);
const mdx = path.join(dir, 'LiveEdit.mdx');
const route = `/docs/${section}/LiveEdit.html`;

/** The page: one vanilla example that fills the stage with `color`; the fence opens on line 8. */
const page = (color: string, body = `const layer = new Konva.Layer();\nstage.add(layer);`) =>
  `---
title: 开发服务器测试页
slug: ${route}
---

本页由 tests/e2e/dev.spec.ts 创建，测试结束时删除。

\`\`\`js live vanilla height=120
import Konva from 'konva';
const stage = new Konva.Stage({container: 'container', width: window.innerWidth, height: window.innerHeight});
${body}
layer.add(new Konva.Rect({width: stage.width(), height: stage.height(), fill: '${color}'}));
\`\`\`
`;

/** Colour of the runner's canvas at (5, 5), as `r,g,b`. */
async function paintedColour(p: Page): Promise<string> {
  const frame = p.frames().find((f) => f.url().includes('/playground/runner.html'));
  if (!frame) return 'no runner';
  return frame
    .evaluate(() => {
      const c = document.querySelector('canvas');
      if (!c) return 'no canvas';
      const d = c.getContext('2d')!.getImageData(5, 5, 1, 1).data;
      return `${d[0]},${d[1]},${d[2]}`;
    })
    .catch(() => 'frame gone');
}

let server: ChildProcess | undefined;
let log = '';

test.describe('npm start', () => {
  // Only the desktop project runs this file (playwright.config.ts: narrow matches other specs).
  test.describe.configure({mode: 'serial', timeout: 15 * 60_000});

  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000);
    expect(fs.existsSync(dir), `${dir} is left from an earlier run: delete it`).toBe(false);
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(mdx, page('#ff0000'));
    const started = Date.now();
    server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
      env: {...process.env, DOCS_FOCUS: section, BROWSER: 'none'},
      detached: true, // its own process group, so the stop below ends npx and the server it started
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (b: Buffer) => (log += b.toString()));
    server.stderr!.on('data', (b: Buffer) => (log += b.toString()));
    // The dev server holds requests until the first compile is done.
    await expect
      .poll(
        async () =>
          fetch(`${origin}${route}`).then(
            (r) => r.status,
            () => 0,
          ),
        {timeout: 14 * 60_000, intervals: [2000]},
      )
      .toBe(200);
    console.log(`[dev] dev server start → first page served: ${Date.now() - started} ms`);
  });

  test.afterAll(async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => (server!.exitCode !== null ? r(null) : server!.once('exit', r)));
    }
    fs.rmSync(dir, {recursive: true, force: true});
  });

  test('a live example paints, follows edits of its .mdx, and a compile error names the file and line', async ({
    page: p,
    guard,
  }) => {
    // The dev client reports the deliberate compile error on the console. After an edit the bundler sometimes reads a
    // data file Docusaurus is still rewriting (a transient "JSON parse error" that the next compile replaces); the
    // repaints checked below prove the page recovers.
    guard.allowConsoleErrors(
      /LiveEdit\.mdx|Errors while compiling|示例编译失败|webpack-dev-server|\[HMR\]|Module parse failed[\s\S]*JSON parse error/,
    );
    await p.goto(`${origin}${route}`);
    const panel = p.locator('[data-pg-panel]').first();
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 60_000});
    await expect.poll(() => paintedColour(p), {timeout: 30_000}).toBe('255,0,0');
    await p.evaluate(() => ((window as {stillThisPage?: boolean}).stillThisPage = true));

    // Edit the code on disk: the example repaints, the page is not reloaded.
    const saved = Date.now();
    fs.writeFileSync(mdx, page('#0000ff'));
    await expect.poll(() => paintedColour(p), {timeout: 120_000}).toBe('0,0,255');
    console.log(`[dev] saved .mdx → repainted example: ${Date.now() - saved} ms`);
    expect(await p.evaluate(() => (window as {stillThisPage?: boolean}).stillThisPage)).toBe(true);

    // A syntax error on the fence's third code line (file line 11) shows in the overlay with file and line.
    fs.writeFileSync(mdx, page('#0000ff', `const = 1;\nstage.add(layer);`));
    const overlay = p.frameLocator('#webpack-dev-server-client-overlay');
    await expect(overlay.locator('body')).toContainText(`content/docs/${section}/LiveEdit.mdx:11`, {timeout: 120_000});
    await expect(overlay.locator('body')).toContainText('示例编译失败');

    // Fixed: the overlay goes and the example paints again.
    fs.writeFileSync(mdx, page('#00ff00'));
    await expect(p.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, {timeout: 120_000});
    await expect.poll(() => paintedColour(p), {timeout: 120_000}).toBe('0,255,0');
  });

  test('API pages and their member examples are there; search says it needs a build', async ({page: p, guard}) => {
    guard.allowConsoleErrors(/search-index|搜索索引/);
    await p.goto(`${origin}/api/Konva.Rect.html`);
    await expect(p.getByRole('heading', {level: 1})).toContainText('Rect');
    await expect(p.locator('[data-pg-panel]').first()).toHaveAttribute('data-status', 'painted', {timeout: 60_000});

    await p.getByRole('button', {name: /搜索/}).first().click();
    const input = p.locator('.DocSearch-Input');
    await expect(input).toHaveAttribute('placeholder', /npm run build/);
    await input.fill('矩形');
    await expect(p.locator('.DocSearch-Modal')).toContainText('开发服务器（npm start）里没有搜索索引');
  });
});
