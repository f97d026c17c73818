// Engine comparison (issue 40): our engine and search libraries on the same records, on one or more question sets.
// Prints a Markdown table. Run from the repository root after `npm --prefix scripts/search-compare ci`:
//   npx tsx scripts/search-compare/compare.ts [--questions tests/search/questions.json ...] [--records FILE]
//     [--shipped build/search-index] [--text records|ours] [--only REGEX] [--runs 3] [--no-browser] [--misses]
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';
import {dialogFacetFilters, docsFromOurIndex, docsFromRecords, loadRecords, siteUrlOf, type Doc} from './corpus';
import {LIBRARIES, runtimeOf, type EngineSpec} from './engines';
import {buildOurs, readShipped} from './engines/ours';
import {loadQuestions} from './questions';
import {answerable, FIRST_QUERY, NONSENSE, quality, quantile, rankOf, type Quality} from './metrics';
import type {Files, Search} from './runtime/types';

export interface Row {
  name: string;
  config: string;
  quality: Quality[];
  rawBytes: number;
  gzipBytes: number;
  buildMs: number;
  /** Load the index from its files' text and answer the first query, in Node (median of runs). */
  nodeFirstMs: number;
  /** The same in Chromium, files fetched from a local server and the runtime imported (median of fresh contexts). */
  browserFirstMs?: number;
  /** Bytes (gzip) fetched before the first results: runtime code and the index files it loads (Pagefind: its
   * JS, wasm and the chunks the first query needs). */
  firstLoadGzip?: number;
  queryP50: number;
  queryP95: number;
  /** Of NONSENSE, how many got no hit. */
  emptyForNonsense: number;
}

export interface Setup {
  docs: Doc[];
  pages: Set<string>;
  sets: {name: string; items: {q: string; targets: string[]}[]; total: number}[];
}

export const sizes = (files: Files | Record<string, Uint8Array>) => {
  const bufs = Object.values(files).map((x) => (typeof x === 'string' ? Buffer.from(x) : Buffer.from(x)));
  return {raw: bufs.reduce((n, b) => n + b.length, 0), gzip: bufs.reduce((n, b) => n + gzipSync(b).length, 0)};
};

const now = () => performance.now();

async function measureNode(
  spec: EngineSpec,
  docs: Doc[],
  setup: Setup,
  runs: number,
): Promise<{row: Row; files: Files}> {
  const runtime = await runtimeOf(spec.runtime);
  const build = spec.build ?? runtime.build!;
  const t0 = now();
  const files = await build(docs);
  const buildMs = now() - t0;
  const firsts: number[] = [];
  let search: Search | undefined;
  for (let i = 0; i < runs; i++) {
    const t = now();
    const s = (await runtime.load(files)) as Search;
    await s(FIRST_QUERY);
    firsts.push(now() - t);
    search = s;
  }
  const times: number[] = [];
  const qualities = [];
  for (const set of setup.sets) {
    const results = [];
    for (const {q, targets} of set.items) {
      const t = now();
      const hits = await search!(q);
      times.push(now() - t);
      results.push({q, rank: rankOf(hits, targets)});
    }
    qualities.push(quality(results));
  }
  let emptyForNonsense = 0;
  for (const q of NONSENSE) if ((await search!(q)).length === 0) emptyForNonsense++;
  const {raw, gzip} = sizes(files);
  return {
    files,
    row: {
      name: spec.name,
      config: spec.config,
      quality: qualities,
      rawBytes: raw,
      gzipBytes: gzip,
      buildMs,
      nodeFirstMs: quantile(firsts, 0.5),
      queryP50: quantile(times, 0.5),
      queryP95: quantile(times, 0.95),
      emptyForNonsense,
    },
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(0));

export function table(rows: Row[], setup: Setup): string {
  const setHeads = setup.sets.flatMap((s) => [`recall@5 ${s.name}`, `MRR@5 ${s.name}`]);
  const head = [
    'engine',
    ...setHeads,
    'index raw',
    'gzip',
    'first load gzip (code + index)',
    'build ms',
    'first results ms (Chromium / Node)',
    'query p50 / p95 ms',
    `无结果 for nonsense (of ${NONSENSE.length})`,
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`];
  for (const r of rows) {
    const q = r.quality.flatMap((x) => [`${(x.recallAt5 * 100).toFixed(1)} %`, x.mrrAt5.toFixed(3)]);
    const cells = [
      r.name,
      ...q,
      kb(r.rawBytes),
      kb(r.gzipBytes),
      r.firstLoadGzip === undefined ? '–' : kb(r.firstLoadGzip),
      ms(r.buildMs),
      `${ms(r.browserFirstMs)} / ${ms(r.nodeFirstMs)}`,
      `${ms(r.queryP50)} / ${ms(r.queryP95)}`,
      String(r.emptyForNonsense),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      questions: {type: 'string', multiple: true},
      records: {type: 'string', default: 'node_modules/.cache/konva-local-search/records.json'},
      shipped: {type: 'string'},
      only: {type: 'string'},
      runs: {type: 'string', default: '3'},
      'no-browser': {type: 'boolean', default: false},
      misses: {type: 'boolean', default: false},
      text: {type: 'string', default: 'records'},
    },
  });
  const questionFiles = values.questions?.length
    ? values.questions
    : ['tests/search/questions.json', 'tests/search-queries.json'];
  const records = loadRecords(path.resolve(values.records!));
  const siteUrl = siteUrlOf(records);
  const ourFiles = values.shipped ? readShipped(path.resolve(values.shipped)) : buildOurs(records, siteUrl);
  // The libraries index the records' full text (default) or exactly the text our index ships (--text ours).
  const docs = values.text === 'ours' ? docsFromOurIndex(ourFiles) : docsFromRecords(records);
  const pages = new Set(docs.map((d) => d.page));
  const setup: Setup = {
    docs,
    pages,
    sets: questionFiles.map((file) => {
      const qs = loadQuestions(path.resolve(file));
      return {name: path.basename(file, '.json'), items: answerable(qs, pages), total: qs.length};
    }),
  };
  const runs = Number(values.runs);
  const ours: EngineSpec = {
    name: values.shipped ? 'ours (shipped index)' : 'ours',
    config: 'src/plugins/local-search as shipped: head + body files, client/rank.ts',
    runtime: {module: 'ours', factory: 'ours', arg: dialogFacetFilters()},
    build: () => (values.shipped ? readShipped(path.resolve(values.shipped)) : buildOurs(records, siteUrl)),
  };
  const only = values.only ? new RegExp(values.only, 'i') : null;
  const specs = [ours, ...LIBRARIES].filter((s) => !only || only.test(s.name));
  const rows: Row[] = [];
  const built: {spec: EngineSpec; files: Files}[] = [];
  for (const spec of specs) {
    process.stderr.write(`${spec.name}: building and querying in Node…\n`);
    const {row, files} = await measureNode(spec, docs, setup, runs);
    rows.push(row);
    built.push({spec, files});
  }
  if (!only || only.test('pagefind')) {
    const {measurePagefind} = await import('./engines/pagefind');
    process.stderr.write('Pagefind: building and querying in Chromium…\n');
    rows.push(await measurePagefind(docs, setup, runs));
  }
  if (!values['no-browser']) {
    const {browserFirstResults} = await import('./browser');
    process.stderr.write('first results in Chromium…\n');
    const {firstMs, codeGzip} = await browserFirstResults(built, FIRST_QUERY, runs);
    for (const r of rows) {
      if (firstMs.has(r.name)) r.browserFirstMs = firstMs.get(r.name);
      if (codeGzip.has(r.name)) r.firstLoadGzip = r.gzipBytes + codeGzip.get(r.name)!;
    }
  }
  const total = (s: Setup['sets'][number]) =>
    `${s.name}: ${s.items.length} of ${s.total} questions have their pages in the records`;
  console.log(
    `Libraries' text: ${values.text === 'ours' ? 'our index text' : 'the records'}, ${docs.length} docs on ${pages.size} pages; ${setup.sets.map(total).join('; ')}\n`,
  );
  console.log(table(rows, setup));
  console.log('');
  for (const r of rows) console.log(`- ${r.name}: ${r.config}`);
  if (values.misses)
    for (const r of rows)
      r.quality.forEach((q, i) => console.log(`\n${r.name} misses on ${setup.sets[i].name}: ${q.misses.join(' | ')}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
