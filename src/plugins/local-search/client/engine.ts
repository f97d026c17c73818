// Answers Algolia search requests from the loaded local index: same request and response shapes as Algolia.
import MiniSearch from 'minisearch';
import {miniSearchOptions, searchOptions, type IndexedDoc} from '../indexOptions';
import {HIERARCHY_LEVELS, type FacetSet, type IndexShard, type StoredRecord} from '../types';
import {MAX_QUERY_LENGTH} from './limits';
import {highlight, markTerms, snippet, type HighlightResult, type HighlightTags} from './highlight';

export {MAX_QUERY_LENGTH};

/** The highlight tags of the DocSearch index settings (the /search page restyles this class). */
export const DEFAULT_HIGHLIGHT_TAGS = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
} as const;

export interface LoadedShard {
  ms: MiniSearch<IndexedDoc>;
  records: StoredRecord[];
  facets: FacetSet[];
}

export function loadShard(shard: IndexShard): LoadedShard {
  return {
    ms: MiniSearch.loadJS<IndexedDoc>(shard.index as never, miniSearchOptions),
    records: shard.records,
    facets: shard.facets,
  };
}

export type FacetFilters = string | (string | string[])[];

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  distinct?: boolean | number;
  [key: string]: unknown;
}

export interface Hit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: StoredRecord['t'];
  hierarchy: Record<string, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string;
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  facets: Record<string, Record<string, number>>;
  renderingContent: Record<string, never>;
}

// Pages outrank their sections, sections outrank paragraphs when the text scores are close.
const TYPE_BOOST: Record<string, number> = {lvl0: 1, lvl1: 1.4, lvl2: 1.2, lvl3: 1.15, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1};

function facetValue(record: StoredRecord, facets: FacetSet[], attr: string): string | undefined {
  if (attr === 'type') return record.t;
  const set = facets[record.f];
  return set ? (set as unknown as Record<string, string>)[attr] : undefined;
}

/** One `attr:value` (or `attr:-value`) filter against a record. */
function matchesFilter(record: StoredRecord, facets: FacetSet[], filter: string): boolean {
  const at = filter.indexOf(':');
  if (at < 0) return true;
  let attr = filter.slice(0, at).trim();
  let value = filter.slice(at + 1).trim();
  let negate = false;
  if (attr.startsWith('-')) {
    negate = true;
    attr = attr.slice(1);
  } else if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  }
  const ok = facetValue(record, facets, attr) === value;
  return negate ? !ok : ok;
}

/** Algolia's facetFilters: the outer list is AND, an inner list is OR. */
export function matchesFacetFilters(record: StoredRecord, facets: FacetSet[], filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((f) => (Array.isArray(f) ? f.length === 0 || f.some((x) => matchesFilter(record, facets, x)) : matchesFilter(record, facets, f)));
}

function snippetWords(attributes: string[] | undefined, attr: string): number | null {
  for (const spec of attributes ?? []) {
    const [name, n] = spec.split(':');
    if (name === attr || name === '*') return n ? Number(n) : 10;
  }
  return null;
}

interface Candidate {
  shard: LoadedShard;
  id: number;
  score: number;
}

function candidates(shards: LoadedShard[], query: string): Candidate[] {
  const out: Candidate[] = [];
  shards.forEach((shard) => {
    if (!query.trim()) {
      shard.records.forEach((_, id) => out.push({shard, id, score: 0}));
      return;
    }
    const results = shard.ms.search(query, {
      ...searchOptions,
      boostDocument: (id: number) => TYPE_BOOST[shard.records[id].t] ?? 1,
    });
    for (const r of results) out.push({shard, id: r.id as number, score: r.score});
  });
  if (query.trim()) out.sort((a, b) => b.score - a.score);
  return out;
}

function toHit(c: Candidate, origin: string, query: string, params: SearchParams): Hit {
  const r = c.shard.records[c.id];
  const facets = c.shard.facets[r.f];
  const terms = markTerms(query);
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? DEFAULT_HIGHLIGHT_TAGS.pre,
    post: params.highlightPostTag ?? DEFAULT_HIGHLIGHT_TAGS.post,
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hierarchy: Record<string, string | null> = {};
  const hl: Hit['_highlightResult'] = {hierarchy: {}};
  const sn: Hit['_snippetResult'] = {hierarchy: {}};
  HIERARCHY_LEVELS.forEach((lvl, i) => {
    const text = r.h[i] ?? null;
    hierarchy[lvl] = text;
    if (text === null) return;
    hl.hierarchy[lvl] = highlight(text, terms, tags);
    const words = snippetWords(params.attributesToSnippet, `hierarchy.${lvl}`);
    if (words !== null) sn.hierarchy[lvl] = snippet(text, terms, tags, words, ellipsis);
  });
  if (r.c !== null) {
    hl.content = highlight(r.c, terms, tags);
    const words = snippetWords(params.attributesToSnippet, 'content');
    sn.content = snippet(r.c, terms, tags, words ?? 10, ellipsis);
  }
  const hash = r.u.indexOf('#');
  const path = hash < 0 ? r.u : r.u.slice(0, hash);
  return {
    objectID: `${r.u}|${r.t}|${c.id}`,
    url: origin + r.u,
    url_without_anchor: origin + path,
    anchor: hash < 0 ? null : r.u.slice(hash + 1),
    type: r.t,
    hierarchy,
    content: r.c,
    language: facets?.language ?? '',
    docusaurus_tag: facets?.docusaurus_tag ?? '',
    version: facets?.version ?? '',
    _highlightResult: hl,
    _snippetResult: sn,
  };
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

/** Answers one search request. `origin` makes hit URLs absolute, as Algolia's are. */
export function answer(shards: LoadedShard[], indexName: string, params: SearchParams, origin: string): SearchResponse {
  const started = Date.now();
  const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)));
  const page = Math.max(0, Number(params.page ?? 0));
  const filtered = candidates(shards, query).filter((c) => matchesFacetFilters(c.shard.records[c.id], c.shard.facets, params.facetFilters));
  // Like the DocSearch index settings: one hit per URL (the best record of each heading).
  const seen = new Set<string>();
  const distinct =
    params.distinct === false || params.distinct === 0
      ? filtered
      : filtered.filter((c) => {
          const u = c.shard.records[c.id].u;
          if (seen.has(u)) return false;
          seen.add(u);
          return true;
        });
  const facetNames = params.facets === undefined ? [] : Array.isArray(params.facets) ? params.facets : [params.facets];
  const facets: SearchResponse['facets'] = {};
  const wanted = facetNames.includes('*') ? ['language', 'docusaurus_tag', 'version', 'type'] : facetNames;
  for (const name of wanted) {
    const counts: Record<string, number> = {};
    for (const c of distinct) {
      const v = facetValue(c.shard.records[c.id], c.shard.facets, name);
      if (v) counts[v] = (counts[v] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  const slice = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: slice.map((c) => toHit(c, origin, query, params)),
    nbHits: distinct.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(distinct.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    processingTimeMS: Date.now() - started,
    query,
    params: encodeParams(params),
    index: indexName,
    facets,
    renderingContent: {},
  };
}
