// Makes the web app manifest's PNG icons (static/img/icons/icon-192.png, icon-512.png) from static/img/logo.svg
// with the test browser (Chromium draws the SVG; no image library needed). Run after changing the logo:
//   npx tsx scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../playwright.config';

const root = path.resolve(__dirname, '..');
const svg = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const outDir = path.join(root, 'static/img/icons');

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const size of [192, 512]) {
      const page = await browser.newPage({viewport: {width: size, height: size}});
      const data = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}</style><img src="${data}" width="${size}" height="${size}">`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const file = path.join(outDir, `icon-${size}.png`);
      await page.screenshot({path: file, omitBackground: true});
      console.log(`${path.relative(root, file)} ${fs.statSync(file).size} bytes`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
