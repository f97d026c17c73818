import {afterEach, describe, expect, it, vi} from 'vitest';
import {buildIndex} from '../../../src/plugins/local-search/buildIndex';
import {createLocalSearchClient} from '../../../src/plugins/local-search/client/searchClient';
import {corpusRecords, SITE} from './corpus';

const ORIGIN = 'http://127.0.0.1:4173';

function serveIndex(fail = false) {
  const built = buildIndex(corpusRecords(), SITE);
  const files: Record<string, string> = {
    [`${ORIGIN}/search-index/manifest.json`]: JSON.stringify({
      version: 2,
      head: 'h.json',
      body: ['b.json'],
      records: 1,
    }),
    [`${ORIGIN}/search-index/h.json`]: built.head.json,
    [`${ORIGIN}/search-index/b.json`]: built.body[0].json,
  };
  const fetchMock = vi.fn(async (url: string) =>
    fail || !(url in files) ? new Response('nope', {status: 404}) : new Response(files[url], {status: 200}),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {location: {href: `${ORIGIN}/docs/index.html`, origin: ORIGIN}});
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('local search client', () => {
  it('loads the index once and answers with absolute URLs on the page origin', async () => {
    const fetchMock = serveIndex();
    const client = createLocalSearchClient('/search-index/manifest.json');
    const a = await client.search({requests: [{indexName: 'i', query: '拖动'}]});
    // the first answer needs only the manifest and the head; the body follows it
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await client.search([{indexName: 'i', params: {query: '缓存'}}]);
    expect(a.results[0].hits[0].url.startsWith(`${ORIGIN}/docs/drag_and_drop/`)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3); // manifest, head and body, then cached
  });

  it('rejects with a RetryError (DocSearch error screen) when the index cannot load, and retries later', async () => {
    serveIndex(true);
    const client = createLocalSearchClient('/search-index/other.json');
    await expect(client.search({requests: [{indexName: 'i', query: 'x'}]})).rejects.toMatchObject({name: 'RetryError'});
    await expect(client.search({requests: [{indexName: 'i', query: 'x'}]})).rejects.toMatchObject({name: 'RetryError'});
  });
});
