// usage: npx tsx measure.ts <buildDir> <port> [pages...]
import {chromium} from '@playwright/test';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {chromiumLaunch} from '/work/wt/api/playwright.config';
const [dir, port, ...pages] = process.argv.slice(2);
const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--dir', dir, '--port', port], {cwd: '/work/wt/api', stdio: 'ignore'});
const wait = async () => {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
};
await wait();
const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({viewport: {width: 1280, height: 800}});
for (const p of pages.length ? pages : ['Konva.Node', 'Konva.Rect', 'Konva.Shape']) {
  const size = fs.statSync(`${dir}/api/${p}.html`).size;
  await page.goto(`http://127.0.0.1:${port}/api/${p}.html`, {waitUntil: 'networkidle'});
  const n = await page.evaluate(() => document.getElementsByTagName('*').length);
  const toc = await page.evaluate(() => document.querySelectorAll('.table-of-contents a').length);
  console.log(p, 'html', size, 'bytes; DOM elements', n, '; toc links', toc);
}
await browser.close();
server.kill();
