// The lazily loaded half of the client: fetches the index once (manifest, then head and body in parallel) and answers.
// The head (titles and headings) answers the first search; the body (paragraphs) joins the index when it arrives.
import type {BodyFile, HeadFile, IndexManifest} from '../types';
import {addBody, loadHead, type DocIndex} from './docIndex';
import {answer, type SearchParams, type SearchResponse} from './engine';

import {RetryError} from './errors';
import {FLAVOUR_CHOICE_KEY} from '../../playground/flavours';

export {RetryError};

/** Paragraphs tokenised per task: the body goes in as short tasks so typing and rendering hits never wait for it. */
const BODY_CHUNK = 400;
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

interface Loading {
  head: Promise<DocIndex>;
  /** Resolves once the body is in the index (or failed: the head still answers). */
  body: Promise<void>;
  /** Lets the body's fetch begin: after the first answer (or at once for a caller that needs the whole index). */
  startBody: () => void;
}
const loaded = new Map<string, Loading>();

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

function fetchIndex(manifestUrl: string): Loading {
  // The manifest keeps one address across builds, so revalidate it; the other files are content-hashed.
  const base = new URL(manifestUrl, window.location.href);
  const manifest = fetchJson<IndexManifest>(base.href, {cache: 'no-cache'});
  const head = manifest.then((m) => fetchJson<HeadFile>(new URL(m.head, base).href)).then(loadHead);
  // The body (paragraphs, ~95 % of the bytes) is fetched once the first results are out, so it never competes with
  // what they need (opening the dialog fetches the head only).
  let startBody = (): void => undefined;
  const gate = new Promise<void>((resolve) => (startBody = resolve));
  const body = Promise.all([manifest, head, gate])
    .then(async ([m, index]) => {
      const bodies = await Promise.all(m.body.map((b) => fetchJson<BodyFile>(new URL(b, base).href)));
      for (const b of bodies) {
        for (let from = 0; from < b.texts.length; from += BODY_CHUNK) {
          await nextTask();
          addBody(index, b, from, from + BODY_CHUNK);
        }
      }
    })
    .catch(() => undefined); // paragraphs are extra: a failed body leaves titles and headings searchable
  return {head, body, startBody};
}

/** The index, fetched on the first call and kept for the page's lifetime; a failure is retried next time. */
export function loadIndex(manifestUrl: string): Promise<DocIndex> {
  let l = loaded.get(manifestUrl);
  if (!l) {
    l = fetchIndex(manifestUrl);
    const entry = l;
    entry.head = entry.head.catch((error: unknown) => {
      loaded.delete(manifestUrl);
      throw new RetryError(`搜索索引加载失败：${error instanceof Error ? error.message : String(error)}`);
    });
    loaded.set(manifestUrl, entry);
  }
  return l.head;
}

/** The examples' tab the reader chose last. */
function rememberedFlavour(): string | null {
  try {
    return window.localStorage.getItem(FLAVOUR_CHOICE_KEY);
  } catch {
    return null; // storage blocked: rank as for a reader with no choice
  }
}

/**
 * Answers requests. The dialog (`complete` false) is answered from titles and headings at once, paragraphs joining
 * as soon as the body is in; the /search page pages through one result list, so it waits for the whole index.
 */
export async function answerAll(
  manifestUrl: string,
  requests: {indexName: string; params: SearchParams}[],
  complete = false,
): Promise<{results: SearchResponse[]}> {
  const index = await loadIndex(manifestUrl);
  const loading = loaded.get(manifestUrl);
  if (complete && loading) {
    loading.startBody();
    await loading.body;
  }
  const started = performance.now();
  const flavour = rememberedFlavour();
  const results = requests.map((r) => answer(index, r.indexName, r.params, window.location.origin, {flavour}));
  // User Timing entry so benchmarks (scripts/bench-search.ts) can read per-query latency in the browser.
  performance.measure?.('konva-search:query', {start: started, end: performance.now()});
  // The paragraphs start loading once these results have had their turn to render.
  if (loading) setTimeout(loading.startBody, 0);
  return {results};
}
