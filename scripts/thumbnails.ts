// Regenerates the demo gallery's thumbnails from the running demos: serves a build, opens every demo page in
// Chromium, pictures its first live example and writes static/img/demos/<Name>.webp (480×300, ≤ 20,000 bytes).
// Usage: npm run build && npm run thumbnails [-- --only Canvas_Editor,Free_Drawing] [-- --build build]
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {chromiumLaunch} from '../playwright.config';
import {startServer} from './serve';

const WIDTH = 480;
const HEIGHT = 300;
const MAX_BYTES = 20_000;
const root = path.resolve(__dirname, '..');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** Scales a PNG (taken at a phone-like 640 px width, so the picture is close to 480×300) to cover 480×300 and encodes
 * WebP, lowering the quality until it fits the byte budget. */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({src, w, h, max}) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const scale = Math.max(w / img.width, h / img.height);
      ctx.imageSmoothingQuality = 'high';
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      // Anchored top-left: examples put their controls and content from the top-left corner.
      ctx.drawImage(img, 0, 0, img.width * scale, img.height * scale);
      let out = '';
      for (let q = 0.82; q > 0; q -= 0.04) {
        out = canvas.toDataURL('image/webp', q);
        if ((out.length - 'data:image/webp;base64,'.length) * 0.75 <= max) break;
      }
      return out;
    },
    {src: `data:image/png;base64,${png.toString('base64')}`, w: WIDTH, h: HEIGHT, max: MAX_BYTES},
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function main(): Promise<void> {
  const buildDir = path.resolve(root, arg('build') ?? 'build');
  const only = arg('only')?.split(',').filter(Boolean);
  const outDir = path.join(root, 'static', 'img', 'demos');
  const names = fs
    .readdirSync(path.join(root, 'content', 'docs', 'sandbox'))
    .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
    .map((f) => f.slice(0, -4))
    .filter((n) => !only || only.includes(n))
    .filter((n) => fs.existsSync(path.join(buildDir, 'docs', 'sandbox', `${n}.html`)));
  if (names.length === 0) throw new Error(`No built demo pages in ${buildDir} (run npm run build first).`);
  fs.mkdirSync(outDir, {recursive: true});

  const port = Number(arg('port') ?? 4390);
  const server = await startServer(buildDir, port);
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      viewport: {width: 640, height: 900},
      colorScheme: 'light',
      deviceScaleFactor: 1,
    });
    const encoder = await context.newPage();
    for (const name of names) {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/docs/sandbox/${name}.html`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // An example starts when it scrolls into view, and the page may still shift while it loads: keep it in view.
      const painted = page.locator('[data-pg-example] [data-pg-panel][data-status="painted"]');
      for (let i = 0; i < 60 && !(await painted.count()); i++) {
        await page.locator('[data-pg-example]').first().scrollIntoViewIfNeeded();
        await page.waitForTimeout(1000);
      }
      if (!(await painted.count())) throw new Error(`${name}: the first example did not paint within a minute`);
      // Give images, fonts and the first animation frames a moment to arrive: a picture, not a test.
      await page.waitForTimeout(2000);
      const shot = await page
        .locator('[data-pg-example] [data-pg-panel][data-status="painted"] iframe')
        .first()
        .screenshot();
      const webp = await toWebp(encoder, shot);
      fs.writeFileSync(path.join(outDir, `${name}.webp`), webp);
      console.log(`${name}.webp ${webp.length} B`);
      if (webp.length > MAX_BYTES) throw new Error(`${name}.webp is ${webp.length} bytes, over ${MAX_BYTES}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
