import {describe, expect, it} from 'vitest';
import {answer} from '../../../src/plugins/local-search/client/engine';
import {normalizeRequests} from '../../../src/plugins/local-search/client/searchClient';
import {loadCorpus, SITE} from './corpus';

const index = loadCorpus();
const CONFIG_FILTERS = ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('facet filtering', () => {
  it('keeps only the configured language (AND) and either tag (OR)', () => {
    const res = answer(index, 'i', {query: 'drag', facetFilters: CONFIG_FILTERS}, SITE);
    expect(res.hits.every((h) => h.language === 'zh-Hans')).toBe(true);
    const unfiltered = answer(index, 'i', {query: 'drag'}, SITE);
    expect(unfiltered.hits.some((h) => h.language === 'en')).toBe(true);
  });

  it('filters on one tag and on a negated tag', () => {
    const blog = answer(index, 'i', {query: '拖放', facetFilters: ['docusaurus_tag:default']}, SITE);
    expect(blog.hits.map((h) => h.url)).toEqual([`${SITE}/blog/welcome#为什么`]);
    const notBlog = answer(index, 'i', {query: '拖放', facetFilters: ['docusaurus_tag:-default']}, SITE);
    expect(notBlog.hits.some((h) => h.docusaurus_tag === 'default')).toBe(false);
    expect(notBlog.nbHits).toBeGreaterThan(0);
  });

  it('counts requested facets over all matching hits', () => {
    const res = answer(index, 'i', {query: '拖放', facets: ['docusaurus_tag']}, SITE);
    const counts = res.facets.docusaurus_tag;
    expect(counts.default).toBe(1);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(res.nbHits);
  });

  it('pages through results', () => {
    const all = answer(index, 'i', {query: 'konva', hitsPerPage: 100}, SITE);
    expect(all.nbHits).toBeGreaterThan(3);
    const p0 = answer(index, 'i', {query: 'konva', hitsPerPage: 2, page: 0}, SITE);
    const p1 = answer(index, 'i', {query: 'konva', hitsPerPage: 2, page: 1}, SITE);
    expect(p0.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect([...p0.hits, ...p1.hits].map((h) => h.objectID)).toEqual(all.hits.slice(0, 4).map((h) => h.objectID));
  });

  it('returns DocSearch hit fields with absolute URLs', () => {
    const hit = answer(index, 'i', {query: 'getClientRect'}, SITE).hits[0];
    expect(hit).toMatchObject({
      url: `${SITE}/api/Konva.Node.html#Konva.Node#getClientRect`,
      url_without_anchor: `${SITE}/api/Konva.Node.html`,
      anchor: 'Konva.Node#getClientRect',
      type: 'lvl2',
      hierarchy: {lvl0: 'API 参考', lvl1: 'Konva.Node', lvl2: 'Konva.Node#getClientRect', lvl3: null},
    });
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    // Without tags in the request, the DocSearch index's tags (the /search page restyles that class).
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe(
      'Konva.Node#<span class="algolia-docsearch-suggestion--highlight">getClientRect</span>',
    );
  });
});

describe('request shapes', () => {
  it('reads the v5 {requests} form used by the modal', () => {
    expect(normalizeRequests({requests: [{indexName: 'i', query: 'x', hitsPerPage: 20}]})).toEqual([
      {indexName: 'i', params: {query: 'x', hitsPerPage: 20}},
    ]);
  });

  it('reads the legacy [{indexName, params}] form used by the search page, object or string params', () => {
    expect(normalizeRequests([{indexName: 'i', params: {query: 'x', page: 2}}])).toEqual([
      {indexName: 'i', params: {query: 'x', page: 2}},
    ]);
    expect(
      normalizeRequests([{indexName: 'i', params: 'query=%E6%8B%96&hitsPerPage=15&facets=%5B%22language%22%5D'}]),
    ).toEqual([{indexName: 'i', params: {query: '拖', hitsPerPage: 15, facets: ['language']}}]);
  });
});
