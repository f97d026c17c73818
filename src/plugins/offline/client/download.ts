// 离线保存全站: fetches every file of the worker's build version that its cache lacks and stores it there,
// checking each size against the manifest so a file of a newer deploy never lands in this version's cache.
import type {OfflineManifest} from '../files';

export interface Progress {
  done: number;
  total: number;
  bytes: number;
  totalBytes: number;
}

/** Thrown when the server already has another build than the worker's: the reader should reload first. */
export class NewerBuildError extends Error {}

/** Written when the whole site is in the cache (files, bytes, time). */
export const completeKey = (base: string): string => `${base}__offline/complete`;

export interface Saved {
  files: number;
  bytes: number;
  at: number;
}

/** The manifest of the worker that controls this page (it answers from its own cache), or null. */
export async function workerManifest(base: string): Promise<OfflineManifest | null> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return null;
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    // The first worker has just activated: it claims this page a moment later.
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, {once: true});
      setTimeout(resolve, 5000);
    });
  }
  if (!navigator.serviceWorker.controller) return null;
  const r = await fetch(`${base}offline-manifest.json`);
  return r.ok ? ((await r.json()) as OfflineManifest) : null;
}

export async function savedSite(manifest: OfflineManifest, base: string): Promise<Saved | null> {
  const hit = await (await caches.open(manifest.cache)).match(completeKey(base));
  return hit ? ((await hit.json()) as Saved) : null;
}

export async function saveSite(
  manifest: OfflineManifest,
  base: string,
  onProgress: (p: Progress) => void,
): Promise<Saved> {
  const cache = await caches.open(manifest.cache);
  const total = manifest.files.length;
  const totalBytes = manifest.files.reduce((n, f) => n + f.s, 0);
  const p: Progress = {done: 0, total, bytes: 0, totalBytes};
  let next = 0;
  const lane = async () => {
    while (next < total) {
      const f = manifest.files[next++]!;
      if (!(await cache.match(f.u))) {
        // The header sends this past the worker: the size is checked here before anything is stored.
        const r = await fetch(f.u, {cache: 'no-cache', headers: {'x-konva-offline': '1'}});
        if (r.status === 404) throw new NewerBuildError(f.u);
        if (!r.ok) throw new Error(`${f.u}: HTTP ${r.status}`);
        const body = await r.blob();
        if (body.size !== f.s) throw new NewerBuildError(f.u);
        await cache.put(f.u, new Response(body, {status: 200, headers: r.headers}));
      }
      p.done += 1;
      p.bytes += f.s;
      onProgress({...p});
    }
  };
  await Promise.all(Array.from({length: 6}, lane));
  const saved: Saved = {files: total, bytes: totalBytes, at: Date.now()};
  await primeRunners(manifest);
  await cache.put(
    completeKey(base),
    new Response(JSON.stringify(saved), {headers: {'Content-Type': 'application/json'}}),
  );
  return saved;
}

/**
 * The sandboxed runner frame loads its page outside the service worker (Chromium sends no opaque-origin frame's
 * navigation through it), from the HTTP cache when offline. Loading each runner page of this version once in a
 * hidden frame of the same kind puts it there, so examples run offline on pages whose examples were never shown.
 */
export async function primeRunners(manifest: OfflineManifest): Promise<void> {
  const urls = manifest.files.map((f) => f.u).filter((u) => /\/playground\/runner(-eval)?\.html\?v=/.test(u));
  await Promise.all(
    urls.map(
      (u) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.setAttribute('sandbox', 'allow-scripts allow-downloads');
          frame.setAttribute('aria-hidden', 'true');
          frame.tabIndex = -1;
          frame.title = '离线准备';
          frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
          const done = () => {
            frame.remove();
            resolve();
          };
          frame.addEventListener('load', done, {once: true});
          setTimeout(done, 15_000);
          frame.src = `${u}#f=prime`;
          document.body.appendChild(frame);
        }),
    ),
  );
}
