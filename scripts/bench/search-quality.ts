// Search quality without a browser: runs the client's engine on build/search-index for a question set and reports
// recall@5, MRR@5 and every miss (query → expected pages, the first five pages it got). Sets:
// tests/search-queries.json (topic-shaped, `{queries: [{q, expect}]}`) and tests/search/questions.json (readers'
// questions, `[query, routes, source]`). Run alone: `npx tsx scripts/bench/search-quality.ts [--dir build]
// [--no-misses]`;
// `--records FILE` builds the index from a records cache instead (node_modules/.cache/konva-local-search/records.json).
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {answer} from '../../src/plugins/local-search/client/engine';
import {loadFiles} from '../../src/plugins/local-search/client/docIndex';
import type {DocIndex} from '../../src/plugins/local-search/client/engine';
import type {BodyFile, DocSearchRecord, HeadFile, IndexManifest} from '../../src/plugins/local-search/types';
import {searchThemeConfig} from '../../src/config/search';
import {buildIndex} from '../../src/plugins/local-search/buildIndex';

export interface QuerySpec {
  q: string;
  expect: string[];
}

/** One entry of tests/search/questions.json: the query as a reader types it, the answering routes, where it was
 * asked. */
export type Question = [query: string, routes: string[], source: string];

export interface Miss {
  q: string;
  expect: string[];
  /** The first five distinct pages the engine returned, in order. */
  got: string[];
}

export interface QualityResult {
  queries: number;
  answerable: number;
  recallAt5: number;
  mrrAt5: number;
  /** Reciprocal rank over all returned pages (up to 20 hits), as the older bench printed it. */
  mrr: number;
  misses: Miss[];
  /** Queries none of whose expected pages exist in this build (e.g. a focused build). */
  noPage: string[];
}

export const TOP = 5;
const ROOT = path.resolve(__dirname, '..', '..');
export const TOPIC_SET = path.join(ROOT, 'tests/search-queries.json');
export const QUESTION_SET = path.join(ROOT, 'tests/search/questions.json');

export function loadTopicSet(file = TOPIC_SET): QuerySpec[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: QuerySpec[]}).queries;
}

/** Questions with at least one answering route (the unanswered file holds the others). */
export function loadQuestionSet(file = QUESTION_SET): QuerySpec[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Question[])
    .filter(([, routes]) => routes.length > 0)
    .map(([q, routes]) => ({q, expect: routes}));
}

export function loadIndex(buildDir: string): DocIndex {
  const dir = path.join(buildDir, 'search-index');
  const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;
  const manifest = read<IndexManifest>('manifest.json');
  return loadFiles(
    read<HeadFile>(manifest.head),
    manifest.body.map((b) => read<BodyFile>(b)),
  );
}

/** The index as the build would ship it, from the extractor's records cache (no build needed). */
export function loadIndexFromRecords(file: string): DocIndex {
  const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, DocSearchRecord[]>;
  const records = Object.values(cache).flat();
  const built = buildIndex(records, new URL(records[0].url).origin);
  return loadFiles(
    JSON.parse(built.head.json) as HeadFile,
    built.body.map((b) => JSON.parse(b.json) as BodyFile),
  );
}

const pageOf = (url: string): string => url.split('#')[0];

/** Distinct pages in the order a reader scans the hits (several sections of one page count once). */
export function rankedPages(index: DocIndex, query: string): string[] {
  const facetFilters = (searchThemeConfig({}).algolia as {searchParameters: {facetFilters: never}}).searchParameters
    .facetFilters;
  const pages: string[] = [];
  for (const hit of answer(index, 'bench', {query, hitsPerPage: 20, facetFilters}, '').hits) {
    const page = pageOf(hit.url);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** A route may carry an anchor; the page is what counts (the engine's hits on that page may point to any section). */
export function measureQuality(index: DocIndex, queries: QuerySpec[]): QualityResult {
  const existing = new Set(index.pagePath);
  const misses: Miss[] = [];
  const noPage: string[] = [];
  let found = 0;
  let rrAt5 = 0;
  let rr = 0;
  for (const {q, expect} of queries) {
    const targets = expect.map(pageOf).filter((p) => existing.has(p));
    if (targets.length === 0) {
      noPage.push(q);
      continue;
    }
    const pages = rankedPages(index, q);
    const rank = pages.findIndex((p) => targets.includes(p));
    if (rank >= 0) rr += 1 / (rank + 1);
    if (rank >= 0 && rank < TOP) {
      found++;
      rrAt5 += 1 / (rank + 1);
    } else misses.push({q, expect, got: pages.slice(0, TOP)});
  }
  const answerable = queries.length - noPage.length;
  return {
    queries: queries.length,
    answerable,
    recallAt5: answerable ? found / answerable : NaN,
    mrrAt5: answerable ? rrAt5 / answerable : NaN,
    mrr: answerable ? rr / answerable : NaN,
    misses,
    noPage,
  };
}

export function formatQuality(name: string, r: QualityResult, listMisses = true): string {
  const lines = [
    `search ${name}: recall@${TOP} ${(r.recallAt5 * 100).toFixed(1)} %, MRR@${TOP} ${r.mrrAt5.toFixed(3)} (MRR ${r.mrr.toFixed(3)}) ` +
      `over ${r.answerable}/${r.queries} queries whose pages exist, ${r.misses.length} misses`,
  ];
  if (listMisses)
    for (const m of r.misses)
      lines.push(`  miss: ${m.q} → ${m.expect.join(', ')} | got: ${m.got.join(', ') || '无结果'}`);
  if (r.noPage.length) lines.push(`  no page in this build for: ${r.noPage.join(' | ')}`);
  return lines.join('\n');
}

/** Milliseconds per query as typed one keystroke at a time (every prefix of each query), as the dialog asks. */
export function queryTimes(index: DocIndex, queries: string[]): number[] {
  const times: number[] = [];
  for (const q of queries) {
    const chars = Array.from(q);
    for (let i = 1; i <= chars.length; i++) {
      const t = performance.now();
      rankedPages(index, chars.slice(0, i).join(''));
      times.push(performance.now() - t);
    }
  }
  return times;
}

function formatTimings(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  return `per keystroke (${sorted.length} prefixes of both sets): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}

function main(): void {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      records: {type: 'string'},
      'no-misses': {type: 'boolean', default: false},
    },
  });
  const index = values.records
    ? loadIndexFromRecords(path.resolve(values.records))
    : loadIndex(path.resolve(values.dir!));
  const list = !values['no-misses'];
  const questions = loadQuestionSet();
  const topics = loadTopicSet();
  console.log(formatQuality('questions (tests/search/questions.json)', measureQuality(index, questions), list));
  console.log(formatQuality('topics (tests/search-queries.json)', measureQuality(index, topics), list));
  console.log(
    formatTimings(
      queryTimes(
        index,
        [...questions, ...topics].map((x) => x.q),
      ),
    ),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
