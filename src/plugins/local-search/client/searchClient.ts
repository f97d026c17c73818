// A stand-in for Algolia's lite client (the parts DocSearch and algoliasearch-helper call). Small on purpose:
// the index and the ranking code load in a separate chunk on the first search.
import type {SearchParams, SearchResponse} from './engine';
import {RetryError} from './errors';

type NewRequest = {indexName: string; query?: string; params?: SearchParams | string} & SearchParams;
type LegacyRequest = {indexName: string; params?: SearchParams | string};
export type SearchInput = {requests: NewRequest[]} | LegacyRequest[];

export interface LocalSearchClient {
  appId: string;
  search: (input: SearchInput) => Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  clearCache: () => Promise<void>;
}

/** Reads `a=1&b=["x"]` (the legacy string form) into an object. */
function parseParamString(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [k, v] of new URLSearchParams(params)) {
    try {
      out[k] = /^[[{]|^(true|false|-?\d+)$/.test(v) ? JSON.parse(v) : v;
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/** Both request shapes (v5 `{requests}` and the legacy array with `params`) as `{indexName, params}`. */
export function normalizeRequests(input: SearchInput): {indexName: string; params: SearchParams}[] {
  const list = Array.isArray(input) ? input : input.requests;
  return list.map((r) => {
    const {indexName, params, ...rest} = r as NewRequest;
    const nested = typeof params === 'string' ? parseParamString(params) : (params ?? {});
    return {indexName, params: {...rest, ...nested}};
  });
}

// One dynamic import site, so the bundler emits one runtime chunk.
let runtime: Promise<typeof import('./runtime')> | null = null;
const loadRuntime = (): Promise<typeof import('./runtime')> => (runtime ??= import('./runtime'));

/** Fetches the client's code (not the index) ahead of the first search, e.g. when the search button is hovered. */
export function preloadSearchRuntime(): void {
  void loadRuntime().catch(() => {
    runtime = null;
  });
}

/** Starts fetching the index when the search dialog opens, so it is usually there by the first keystroke. */
export function preloadSearchIndex(manifestUrl: string): void {
  void loadRuntime()
    .then((r) => r.loadIndex(manifestUrl))
    .catch(() => undefined); // a failure shows on the first search, which retries
}

/** `complete`: answer only from the whole index (the /search page, which pages through one result list). */
export function createLocalSearchClient(
  manifestUrl: string,
  {complete = false}: {complete?: boolean} = {},
): LocalSearchClient {
  return {
    appId: 'local',
    async search(input) {
      const {answerAll} = await loadRuntime().catch((error: unknown) => {
        runtime = null;
        throw new RetryError(`搜索程序加载失败：${String(error)}`);
      });
      return answerAll(manifestUrl, normalizeRequests(input), complete);
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

/** Where the plugin writes the manifest, under the site's base URL. */
export const MANIFEST_PATH = 'search-index/manifest.json';
