// Distance to the limit: Rect's first live canvas against a bare page that loads konva.min.js from the same server
// and draws one shape, in the same run (pairs interleaved), so the ratio holds where absolute times move.
// `npx tsx scripts/bench/limit.ts [--runs N]` measures only this, on the current build/ (no rebuild).
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';
import {pickEncoding, startServer} from '../serve';
import {median} from './median';
import {firstCanvasRun} from '../bench-playground';

const root = path.resolve(__dirname, '../..');
/** Served by the bench's server only, never part of the site build. */
export const BARE_PAGE = '/__bench/bare.html';
const KONVA = '/__bench/konva.min.js';

const BARE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare Konva</title></head><body>
<div id="container"></div>
<script src="${KONVA}"></script>
<script>
  const stage = new Konva.Stage({container: 'container', width: 400, height: 200});
  const layer = new Konva.Layer();
  stage.add(layer);
  layer.add(new Konva.Rect({x: 40, y: 40, width: 120, height: 80, fill: '#1e5aa8'}));
  layer.draw();
  // the same test the runner's 'painted' makes: the canvas holds pixels
  const ctx = layer.getCanvas()._canvas.getContext('2d');
  if (ctx.getImageData(100, 80, 1, 1).data[3] > 0) window.__painted = performance.now();
</script></body></html>`;

/** Adds the bare page and konva.min.js (compressed like the site's scripts) in front of the site's server. */
export function addBarePage(server: http.Server): void {
  const site = server.listeners('request') as http.RequestListener[];
  server.removeAllListeners('request');
  const konva = fs.readFileSync(path.join(root, 'node_modules/konva/konva.min.js'));
  const bodies = {br: zlib.brotliCompressSync(konva), gzip: zlib.gzipSync(konva, {level: 9})};
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === BARE_PAGE) {
      res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'}).end(BARE_HTML);
    } else if (pathname === KONVA) {
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const headers = {'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache'};
      if (encoding) res.writeHead(200, {...headers, 'Content-Encoding': encoding}).end(bodies[encoding]);
      else res.writeHead(200, headers).end(konva);
    } else for (const listener of site) listener(req, res);
  });
}

/** Navigation to the bare page's drawn canvas, in a fresh context, in ms of page time. */
async function bareRun(browser: Browser, baseURL: string): Promise<number> {
  const ctx = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await ctx.newPage();
  const res = await page.goto(baseURL + BARE_PAGE);
  if (res?.status() !== 200) throw new Error(`${BARE_PAGE}: HTTP ${res?.status()} (a server without addBarePage)`);
  const painted = () => (window as unknown as {__painted?: number}).__painted;
  const handle = await page.waitForFunction(painted, undefined, {timeout: 20_000});
  const ms = (await handle.jsonValue()) as number;
  await ctx.close();
  return ms;
}

/** `runs` interleaved pairs (bare page, then the example page); the line `npm run bench` prints. */
export async function distanceToLimit(browser: Browser, base: string, url: string, flavour: string, runs = 3) {
  const bare: number[] = [];
  const site: number[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(await bareRun(browser, base));
    site.push((await firstCanvasRun(browser, base + url, flavour)).painted!);
  }
  const [b, s] = [median(bare), median(site)];
  const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
  const ratio = (s / b).toFixed(1);
  return (
    `distance to the limit: first live canvas ${s.toFixed(0)} ms / bare Konva page ${b.toFixed(0)} ms = ${ratio}x ` +
    `(medians of ${runs} interleaved pair${runs === 1 ? '' : 's'}; ${url} ${list(site)}; bare ${list(bare)})`
  );
}

if (require.main === module) {
  const rect = '/docs/shapes/Rect.html';
  const options = {runs: {type: 'string', default: '3'}, url: {type: 'string', default: rect}} as const;
  const {values} = parseArgs({options});
  void (async () => {
    const port = 4300 + Math.floor(Math.random() * 500);
    const server = await startServer(path.join(root, 'build'), port);
    addBarePage(server);
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const base = `http://127.0.0.1:${port}`;
      console.log(await distanceToLimit(browser, base, values.url, 'vanilla', Number(values.runs)));
    } finally {
      await browser.close();
      server.close();
    }
  })();
}
