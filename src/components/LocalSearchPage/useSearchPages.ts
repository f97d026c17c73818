// The /search page's results: pages of one query, fetched from the local index; a failure is a state, not a throw.
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createLocalSearchClient} from '@site/src/plugins/local-search/client/searchClient';
import type {Hit} from '@site/src/plugins/local-search/client/engine';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';

const HITS_PER_PAGE = 15;
/** Typing settles before a search starts, as the theme's page did. */
const DEBOUNCE_MS = 200;

export interface ResultItem {
  /** HTML: escaped text with the matched words in `.search-result-match`. */
  title: string;
  breadcrumbs: string[];
  summary: string;
  url: string;
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'; message: string}
  | {status: 'done'; query: string; items: ResultItem[]; total: number; pages: number; page: number};

const MATCH_TAGS = {highlightPreTag: '<span class="search-result-match">', highlightPostTag: '</span>'};

const failed = (error: unknown): SearchState => ({
  status: 'error',
  message: error instanceof Error ? error.message : String(error),
});

/** A hit as a result; `toPath` turns its absolute URL into a link on this site (the theme's, as in the dialog). */
function toItem(hit: Hit, toPath: (url: string) => string): ResultItem {
  const levels = Object.keys(hit._highlightResult.hierarchy).sort();
  const titles = levels.map((lvl) => hit._highlightResult.hierarchy[lvl].value);
  const content = hit._snippetResult.content?.value;
  return {title: titles.pop() ?? '', breadcrumbs: titles, summary: content ? `${content}…` : '', url: toPath(hit.url)};
}

export function useSearchPages(
  manifestUrl: string,
  query: string,
): {state: SearchState; more: () => void; retry: () => void} {
  const [attempt, setAttempt] = useState(0);
  const q = query.trim();
  const key = `${attempt}\n${q}`;
  // The last answer and the query it answers; while it answers another, the page is searching.
  const [answer, setAnswer] = useState<{key: string; state: SearchState} | null>(null);
  const client = useRef<ReturnType<typeof createLocalSearchClient> | null>(null);
  /** The page being fetched by `more`: the observer may ask again before it has arrived. */
  const pending = useRef('');
  const indexName = useAlgoliaThemeConfig().algolia.indexName;
  const toPath = useSearchResultUrlProcessor();

  const fetchPage = useCallback(
    async (text: string, page: number) => {
      client.current ??= createLocalSearchClient(manifestUrl, {complete: true});
      const {results} = await client.current.search([
        {indexName, params: {query: text, page, hitsPerPage: HITS_PER_PAGE, ...MATCH_TAGS}},
      ]);
      return {...results[0], items: results[0].hits.map((h) => toItem(h, toPath))};
    },
    [manifestUrl, indexName, toPath],
  );

  useEffect(() => {
    if (!q) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      fetchPage(q, 0).then(
        (r) =>
          current &&
          setAnswer({
            key,
            state: {status: 'done', query: q, items: r.items, total: r.nbHits, pages: r.nbPages, page: 0},
          }),
        (error: unknown) => current && setAnswer({key, state: failed(error)}),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, key, fetchPage]);

  const state = useMemo<SearchState>(
    () => (!q ? {status: 'idle'} : answer?.key === key ? answer.state : {status: 'loading'}),
    [q, key, answer],
  );

  const more = useCallback(() => {
    if (state.status !== 'done' || state.page + 1 >= state.pages) return;
    const next = state.page + 1;
    if (pending.current === `${key}\n${next}`) return;
    pending.current = `${key}\n${next}`;
    fetchPage(state.query, next).then(
      (r) =>
        setAnswer((a) =>
          a?.key === key && a.state.status === 'done' && a.state.page === next - 1
            ? {key, state: {...a.state, items: [...a.state.items, ...r.items], page: next}}
            : a,
        ),
      (error: unknown) => setAnswer((a) => (a?.key === key ? {key, state: failed(error)} : a)),
    );
  }, [state, key, fetchPage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {state, more, retry};
}
