// Pagefind: its Node API indexes one synthetic HTML page per site page, made from the same records (h1 title,
// h2–h6 headings with their anchors, one <p> per content record, code comments at data-pagefind-weight 0.5), so its
// own heading weights (title > headings > content) and Chinese segmentation (extended binary, lang zh-cn) apply.
// It is queried with its own pagefind.js in Chromium: it only runs in a browser (fetch and WebAssembly).
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../../playwright.config';
import type {Doc} from '../corpus';
import type {Row, Setup} from '../compare';
import {FIRST_QUERY, NONSENSE, quality, quantile, rankOf} from '../metrics';
import {BLANK_PAGE, serve} from '../server';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{'&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot'}[c]};`);

export function pageHtml(docs: Doc[]): string {
  const title = docs[0].title;
  const body = [`<h1>${escape(title)}</h1>`];
  for (const d of docs) {
    const hash = d.url.indexOf('#');
    const anchor = hash < 0 ? '' : d.url.slice(hash + 1);
    if (d.type === 'lvl1' || d.type === 'lvl0') continue;
    if (d.type !== 'content')
      body.push(`<h${d.type.slice(3)} id="${escape(anchor)}">${escape(d.headings.at(-1) ?? '')}</h${d.type.slice(3)}>`);
    else if (d.content)
      body.push(d.code ? `<p data-pagefind-weight="0.5">${escape(d.content)}</p>` : `<p>${escape(d.content)}</p>`);
  }
  return `<!doctype html><html lang="zh-cn"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main>${body.join('')}</main></body></html>`;
}

export async function buildPagefind(docs: Doc[]): Promise<{files: Map<string, Uint8Array | string>; buildMs: number}> {
  const byPage = new Map<string, Doc[]>();
  for (const d of docs) byPage.set(d.page, [...(byPage.get(d.page) ?? []), d]);
  // pagefind is ESM-only (an `import` export); a dynamic import loads it from this CommonJS script.
  const pagefind = await import('pagefind');
  const t0 = performance.now();
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'zh-cn'});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const [url, pageDocs] of byPage) {
    const res = await index.addHTMLFile({url, content: pageHtml(pageDocs)});
    if (res.errors.length) throw new Error(`pagefind ${url}: ${res.errors.join('; ')}`);
  }
  const out = await index.getFiles();
  const buildMs = performance.now() - t0;
  await pagefind.close();
  return {
    files: new Map<string, Uint8Array | string>(out.files.map((f) => [`/pagefind/${f.path}`, f.content])),
    buildMs,
  };
}

// In-page scripts as text (tsx would add its __name helper to functions passed to evaluate).
const FIRST = (q: string) => `(async () => {
  const t0 = performance.now();
  const pf = await import('/pagefind/pagefind.js');
  await pf.options({basePath: '/pagefind/'});
  await pf.init();
  const r = await pf.search(${JSON.stringify(q)});
  await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
  return performance.now() - t0;
})()`;
const QUERY = (q: string) => `(async () => {
  const pf = await import('/pagefind/pagefind.js');
  const t0 = performance.now();
  const r = await pf.search(${JSON.stringify(q)});
  const data = await Promise.all(r.results.slice(0, 10).map((x) => x.data()));
  return {ms: performance.now() - t0, urls: data.map((d) => d.url)};
})()`;

export async function measurePagefind(docs: Doc[], setup: Setup, runs: number): Promise<Row> {
  const {files, buildMs} = await buildPagefind(docs);
  files.set('/index.html', BLANK_PAGE);
  const server = await serve(files);
  const browser = await chromium.launch(chromiumLaunch);
  const firsts: number[] = [];
  let firstLoad = new Set<string>();
  const times: number[] = [];
  const qualities = [];
  let emptyForNonsense = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/index.html`);
      const from = server.requested.length;
      firsts.push((await page.evaluate(FIRST(FIRST_QUERY))) as number);
      firstLoad = new Set(server.requested.slice(from));
      if (i === runs - 1) {
        for (const set of setup.sets) {
          const results = [];
          for (const {q, targets} of set.items) {
            const {ms, urls} = (await page.evaluate(QUERY(q))) as {ms: number; urls: string[]};
            times.push(ms);
            results.push({q, rank: rankOf(urls.map(decodeURI), targets)});
          }
          qualities.push(quality(results));
        }
        for (const q of NONSENSE)
          if (((await page.evaluate(QUERY(q))) as {urls: string[]}).urls.length === 0) emptyForNonsense++;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  // What a search needs: its JS, wasm, entry, meta, index chunks and fragments; not the optional UI files.
  const all = [...files].filter(([p]) => p.startsWith('/pagefind/') && !/-ui\.|highlight/.test(p));
  // Pagefind's index and fragment files are gzip already; its JS and wasm are compressed here as a host would.
  const gz = (b: Uint8Array | string) => gzipSync(b).length;
  const firstGzip = all
    .filter(([p]) => firstLoad.has(p))
    .reduce((n, [, b]) => n + Math.min(gz(b), Buffer.byteLength(b)), 0);
  return {
    name: 'Pagefind',
    config:
      'Node API createIndex + addHTMLFile (lang zh-cn, extended binary: Chinese segmentation); its heading weights, code comments data-pagefind-weight 0.5; default ranking; its JS search in Chromium',
    quality: qualities,
    rawBytes: all.reduce((n, [, b]) => n + Buffer.byteLength(b), 0),
    gzipBytes: all.reduce((n, [, b]) => n + Math.min(gz(b), Buffer.byteLength(b)), 0),
    firstLoadGzip: firstGzip,
    buildMs,
    nodeFirstMs: NaN,
    browserFirstMs: quantile(firsts, 0.5),
    queryP50: quantile(times, 0.5),
    queryP95: quantile(times, 0.95),
    emptyForNonsense,
  };
}
