// Answers Algolia search requests from the loaded local index: same request and response shapes as Algolia.
import {HIERARCHY_LEVELS, type RecordType} from '../types';
import {anchorOf, isBodyKind, PAGE, type DocIndex} from './docIndex';
import {rank, type RankOptions} from './rank';
import {MAX_QUERY_LENGTH} from './limits';
import {highlight, markTerms, snippet, type HighlightResult, type HighlightTags} from './highlight';

export {MAX_QUERY_LENGTH};

/** The highlight tags of the DocSearch index settings (the /search page restyles this class). */
export const DEFAULT_HIGHLIGHT_TAGS = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
} as const;

export type {DocIndex};

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
  type: RecordType;
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

const typeOf = (index: DocIndex, doc: number): RecordType =>
  index.kind[doc] === PAGE ? 'lvl1' : isBodyKind(index.kind[doc]) ? 'content' : (`lvl${index.kind[doc]}` as RecordType);

function facetValue(index: DocIndex, doc: number, attr: string): string | undefined {
  if (attr === 'type') return typeOf(index, doc);
  const set = index.facets[index.pageFacet[index.page[doc]]];
  return set ? (set as unknown as Record<string, string>)[attr] : undefined;
}

/** One `attr:value` (or `attr:-value`) filter against a doc. */
function matchesFilter(index: DocIndex, doc: number, filter: string): boolean {
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
  const ok = facetValue(index, doc, attr) === value;
  return negate ? !ok : ok;
}

/** Algolia's facetFilters: the outer list is AND, an inner list is OR. */
export function matchesFacetFilters(index: DocIndex, doc: number, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((f) =>
    Array.isArray(f) ? f.length === 0 || f.some((x) => matchesFilter(index, doc, x)) : matchesFilter(index, doc, f),
  );
}

/** A doc's URL path with anchor, e.g. `/docs/shapes/Rect.html#圆角`. */
function urlOf(index: DocIndex, doc: number): string {
  const anchor = anchorOf(index, doc);
  const path = index.pagePath[index.page[doc]];
  return anchor ? `${path}#${anchor}` : path;
}

function snippetWords(attributes: string[] | undefined, attr: string): number | null {
  for (const spec of attributes ?? []) {
    const [name, n] = spec.split(':');
    if (name === attr || name === '*') return n ? Number(n) : 10;
  }
  return null;
}

function toHit(index: DocIndex, doc: number, origin: string, query: string, params: SearchParams): Hit {
  const page = index.page[doc];
  const facets = index.facets[index.pageFacet[page]];
  const terms = markTerms(query);
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? DEFAULT_HIGHLIGHT_TAGS.pre,
    post: params.highlightPostTag ?? DEFAULT_HIGHLIGHT_TAGS.post,
  };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hierarchy: Record<string, string | null> = {};
  for (const lvl of HIERARCHY_LEVELS) hierarchy[lvl] = null;
  hierarchy.lvl0 = index.lvl0[index.pageLvl0[page]] ?? null;
  for (let d = isBodyKind(index.kind[doc]) ? index.parent[doc] : doc; d >= 0; d = index.parent[d]) {
    hierarchy[`lvl${index.kind[d]}`] = index.text[d];
  }
  const content = isBodyKind(index.kind[doc]) ? index.text[doc] : null;
  const hl: Hit['_highlightResult'] = {hierarchy: {}};
  const sn: Hit['_snippetResult'] = {hierarchy: {}};
  for (const lvl of HIERARCHY_LEVELS) {
    const text = hierarchy[lvl];
    if (text === null) continue;
    hl.hierarchy[lvl] = highlight(text, terms, tags);
    const words = snippetWords(params.attributesToSnippet, `hierarchy.${lvl}`);
    if (words !== null) sn.hierarchy[lvl] = snippet(text, terms, tags, words, ellipsis);
  }
  if (content !== null) {
    hl.content = highlight(content, terms, tags);
    const words = snippetWords(params.attributesToSnippet, 'content');
    sn.content = snippet(content, terms, tags, words ?? 10, ellipsis);
  }
  const u = urlOf(index, doc);
  const hash = u.indexOf('#');
  const type = typeOf(index, doc);
  return {
    objectID: `${u}|${type}|${doc}`,
    url: origin + u,
    url_without_anchor: origin + (hash < 0 ? u : u.slice(0, hash)),
    anchor: hash < 0 ? null : u.slice(hash + 1),
    type,
    hierarchy,
    content,
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

/** Hits of one page allowed among the first PAGE_CAP_WINDOW: a reader scanning the top wants several pages. */
export const PAGE_CAP = 2;
export const PAGE_CAP_WINDOW = 5;

/** Moves a page's third and later hits out of the first window, keeping the order otherwise. */
export function capHitsPerPage<T>(list: T[], pageOf: (item: T) => number): T[] {
  const out: T[] = [];
  const deferred: T[] = [];
  const count = new Map<number, number>();
  for (const item of list) {
    if (out.length >= PAGE_CAP_WINDOW) {
      out.push(...deferred.splice(0), item);
      continue;
    }
    const p = pageOf(item);
    const c = count.get(p) ?? 0;
    if (c >= PAGE_CAP) deferred.push(item);
    else {
      count.set(p, c + 1);
      out.push(item);
    }
  }
  return [...out, ...deferred];
}

/** Answers one search request. `origin` makes hit URLs absolute, as Algolia's are. */
export function answer(
  index: DocIndex,
  indexName: string,
  params: SearchParams,
  origin: string,
  options: RankOptions = {},
): SearchResponse {
  const started = Date.now();
  const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20)));
  const page = Math.max(0, Number(params.page ?? 0));
  const filtered = rank(index, query, options).filter((c) => matchesFacetFilters(index, c.doc, params.facetFilters));
  // Like the DocSearch index settings: one hit per URL (the best doc of each heading).
  const seen = new Set<string>();
  const distinct = capHitsPerPage(
    params.distinct === false || params.distinct === 0
      ? filtered
      : filtered.filter((c) => {
          const u = urlOf(index, c.doc);
          if (seen.has(u)) return false;
          seen.add(u);
          return true;
        }),
    (c) => index.page[c.doc],
  );
  const facetNames = params.facets === undefined ? [] : Array.isArray(params.facets) ? params.facets : [params.facets];
  const facets: SearchResponse['facets'] = {};
  const wanted = facetNames.includes('*') ? ['language', 'docusaurus_tag', 'version', 'type'] : facetNames;
  for (const name of wanted) {
    const counts: Record<string, number> = {};
    for (const c of distinct) {
      const v = facetValue(index, c.doc, name);
      if (v) counts[v] = (counts[v] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  const slice = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: slice.map((c) => toHit(index, c.doc, origin, query, params)),
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
