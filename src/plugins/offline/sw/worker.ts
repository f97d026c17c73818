// The site's service worker (bundled by esbuild in the offline plugin's postBuild, one file per build version).
// Caches: one per build version (`konva-offline-<version>`), so a page, its runner and its library texts always
// come from the same build. Hashed files are cache-first, pages and other files network-first with the cache as
// fallback. A new version waits until the reader presses 刷新 (the page posts SKIP_WAITING), then drops old caches.
import type {OfflineManifest} from '../files';
import {isImmutable, isRunnerPage, pageKeys, RUNNER_SANDBOX} from './policy';
import type {ExtendableMessageEvent, FetchEvent, ServiceWorkerScope} from './types';

declare const __OFFLINE_VERSION__: string;
declare const __OFFLINE_BASE__: string;

const sw = self as unknown as ServiceWorkerScope;
const VERSION = __OFFLINE_VERSION__;
const BASE = __OFFLINE_BASE__;
const CACHE = `konva-offline-${VERSION}`;
const PREFIX = 'konva-offline-';
const MANIFEST = `${BASE}offline-manifest.json`;
/** Header of the page's 离线保存全站 requests: the page stores those itself after checking their size. */
const DOWNLOAD_HEADER = 'x-konva-offline';
/** A page request slower than this is answered from the cache when it has the page. */
const PAGE_TIMEOUT_MS = 5000;

const sameOrigin = (url: URL) => url.origin === sw.location.origin && url.pathname.startsWith(BASE);

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
}

async function oldCaches(): Promise<Cache[]> {
  const names = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE);
  return Promise.all(names.map((n) => caches.open(n)));
}

/** Precache this version's shell and search; carry over what the reader had from older versions: hashed files
 * are copied, pages they had seen are fetched again at this version (best effort). */
async function install(): Promise<void> {
  const res = await fetch(MANIFEST, {cache: 'no-store'});
  const manifest = (await res.json()) as OfflineManifest;
  // The server already has another build: fail, the browser tries again with that build's worker.
  if (manifest.version !== VERSION) throw new Error(`offline manifest ${manifest.version} is not ${VERSION}`);
  const cache = await caches.open(CACHE);
  await cache.put(MANIFEST, new Response(JSON.stringify(manifest), {headers: {'Content-Type': 'application/json'}}));
  const olds = await oldCaches();
  const fromOld = async (url: string): Promise<Response | undefined> => {
    for (const c of olds) {
      const hit = await c.match(url);
      if (hit) return hit;
    }
    return undefined;
  };
  const precache = manifest.files.filter((f) => f.p).map((f) => f.u);
  await inParallel(precache, 6, async (u) => {
    const url = new URL(u, sw.location.origin);
    const old = isImmutable(url.pathname, url.search, BASE) ? await fromOld(u) : undefined;
    const r = old ?? (await fetch(u, {cache: 'no-cache'}));
    if (!r.ok) throw new Error(`precache ${u}: HTTP ${r.status}`);
    await cache.put(u, r);
  });
  const seen = new Set(precache);
  const listed = new Set(manifest.files.map((f) => f.u));
  for (const old of olds) {
    const requests = (await old.keys()).filter((r) => !seen.has(new URL(r.url).pathname + new URL(r.url).search));
    await inParallel(requests, 4, async (req) => {
      const url = new URL(req.url);
      seen.add(url.pathname + url.search);
      if (url.pathname === MANIFEST || url.pathname.startsWith(`${BASE}__offline/`)) return;
      try {
        // A hashed file this version no longer lists is left behind; a page is fetched again (gone: dropped).
        if (isImmutable(url.pathname, url.search, BASE) && !listed.has(url.pathname + url.search)) return;
        const r = isImmutable(url.pathname, url.search, BASE)
          ? await old.match(req)
          : await fetch(req.url, {cache: 'no-cache'});
        if (r?.ok) await cache.put(req.url, r);
      } catch {
        // Offline or gone in this version: the reader opens it again when online.
      }
    });
  }
}

async function activate(): Promise<void> {
  await Promise.all(
    (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
  );
  await sw.clients.claim();
}

async function put(key: string, response: Response): Promise<void> {
  if (response.ok && response.type === 'basic') await (await caches.open(CACHE)).put(key, response);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const r = await fetch(request);
  await put(request.url, r.clone());
  return r;
}

async function networkFirst(request: Request, keys: string[], timeoutMs = 0): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = async (): Promise<Response | undefined> => {
    for (const k of keys) {
      const hit = await cache.match(k, {ignoreSearch: request.mode === 'navigate'});
      if (hit) return hit;
    }
    return undefined;
  };
  const network = fetch(request).then(async (r) => {
    await put(keys[0]!, r.clone());
    return r;
  });
  const fallback = async (e: unknown): Promise<Response> => {
    const hit = await cached();
    if (hit) return hit;
    if (request.mode === 'navigate') return offlinePage();
    throw e;
  };
  if (!timeoutMs) return network.catch(fallback);
  // A slow network: the cached copy after `timeoutMs` if there is one (the answer still refreshes the cache).
  const slow = new Promise<Response | undefined>((resolve) => setTimeout(() => void cached().then(resolve), timeoutMs));
  return Promise.race([network, slow.then((hit) => hit ?? network)]).catch(fallback);
}

/** A runner page with the frame's sandbox as a response header (the document gets an opaque origin). */
function sandboxed(r: Response): Response {
  const headers = new Headers(r.headers);
  headers.append('Content-Security-Policy', RUNNER_SANDBOX); // beside the host's policy, if any
  return new Response(r.body, {status: r.status, statusText: r.statusText, headers});
}

/** What a page the reader never opened shows offline (the site's 404 page would only say "not found"). */
function offlinePage(): Response {
  const html =
    '<!doctype html><html lang="zh-Hans"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>离线</title><body style="font:16px/1.6 system-ui,sans-serif;max-width:36em;margin:3em auto;padding:0 1em">` +
    `<h1>当前离线</h1><p>这一页还没有保存到本机。联网后打开它，或在页脚用“离线保存全站”保存整个站点。</p>` +
    `<p><a href="${BASE}">返回首页</a></p></body></html>`;
  return new Response(html, {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8'}});
}

function onFetch(event: FetchEvent): void {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url) || url.pathname === `${BASE}sw.js`) return;
  if (request.headers.has(DOWNLOAD_HEADER)) return; // straight to the network; the page stores it
  if (url.pathname === MANIFEST) {
    event.respondWith(caches.open(CACHE).then(async (c) => (await c.match(MANIFEST)) ?? fetch(request)));
    return;
  }
  if (request.mode === 'navigate' && isRunnerPage(url.pathname, BASE)) {
    // The runner frame of a controlled page: from the cache, whatever the host's caching headers, sandboxed here.
    event.respondWith(cacheFirst(request).then(sandboxed));
    return;
  }
  if (isImmutable(url.pathname, url.search, BASE)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, pageKeys(url.pathname), PAGE_TIMEOUT_MS));
    return;
  }
  event.respondWith(networkFirst(request, [request.url]));
}

/** Pages the reader saw through client-side navigation (never fetched as HTML) and files loaded before the
 * worker took control: fetch what the cache lacks. */
async function cacheUrls(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const cache = await caches.open(CACHE);
  await inParallel(
    urls.filter((u): u is string => typeof u === 'string'),
    4,
    async (u) => {
      const url = new URL(u, sw.location.origin);
      if (!sameOrigin(url) || url.pathname === MANIFEST) return;
      if (await cache.match(url.href)) return;
      try {
        await put(url.href, await fetch(url.href));
      } catch {
        // Offline: nothing to add.
      }
    },
  );
}

sw.addEventListener('install', (event) => event.waitUntil(install()));
sw.addEventListener('activate', (event) => event.waitUntil(activate()));
sw.addEventListener('fetch', onFetch);
sw.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as {type?: string; urls?: unknown} | null;
  if (data?.type === 'SKIP_WAITING') event.waitUntil(sw.skipWaiting());
  if (data?.type === 'CACHE_URLS') event.waitUntil(cacheUrls(data.urls));
});
