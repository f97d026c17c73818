// The lazily loaded half of the client: fetches the index once (manifest, then all shards in parallel) and answers.
import type {IndexManifest, IndexShard} from '../types';
import {answer, loadShard, type LoadedShard, type SearchParams, type SearchResponse} from './engine';

import {RetryError} from './errors';

export {RetryError};

const loaded = new Map<string, Promise<LoadedShard[]>>();

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function fetchIndex(manifestUrl: string): Promise<LoadedShard[]> {
  // The manifest keeps one address across builds, so revalidate it; shards are content-hashed.
  const base = new URL(manifestUrl, window.location.href);
  const manifest = await fetchJson<IndexManifest>(base.href, {cache: 'no-cache'});
  const shards = await Promise.all(manifest.shards.map((s) => fetchJson<IndexShard>(new URL(s, base).href)));
  return shards.map(loadShard);
}

/** The index, fetched on the first call and kept for the page's lifetime; a failure is retried next time. */
export function loadIndex(manifestUrl: string): Promise<LoadedShard[]> {
  let p = loaded.get(manifestUrl);
  if (!p) {
    p = fetchIndex(manifestUrl).catch((error: unknown) => {
      loaded.delete(manifestUrl);
      throw new RetryError(`搜索索引加载失败：${error instanceof Error ? error.message : String(error)}`);
    });
    loaded.set(manifestUrl, p);
  }
  return p;
}

export async function answerAll(manifestUrl: string, requests: {indexName: string; params: SearchParams}[]): Promise<{results: SearchResponse[]}> {
  const shards = await loadIndex(manifestUrl);
  const started = performance.now();
  const results = requests.map((r) => answer(shards, r.indexName, r.params, window.location.origin));
  // User Timing entry so benchmarks (scripts/bench-search.ts) can read per-query latency in the browser.
  performance.measure?.('konva-search:query', {start: started, end: performance.now()});
  return {results};
}
