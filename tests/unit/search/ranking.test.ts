import {describe, expect, it} from 'vitest';
import {answer} from '../../../src/plugins/local-search/client/engine';
import {loadCorpus, SITE} from './corpus';

const index = loadCorpus();
const search = (query: string, extra = {}) => answer(index, 'test', {query, hitsPerPage: 20, ...extra}, SITE);
const urls = (query: string) => search(query).hits.map((h) => h.url.slice(SITE.length));

describe('ranking', () => {
  it('finds Chinese words the segmenter would split (拖动)', () => {
    expect(urls('拖动')[0]).toMatch(/^\/docs\/drag_and_drop\/Drag_and_Drop\.html/);
  });

  it('ranks a heading match above a body match', () => {
    const hits = search('拖动事件').hits;
    expect(hits[0].type).toBe('lvl2');
    expect(hits[0].hierarchy.lvl2).toBe('拖动事件');
  });

  it('ignores question words in natural queries (怎么导出图片)', () => {
    expect(urls('怎么导出图片')[0]).toBe('/docs/data_and_serialization/Stage_Data_URL.html');
  });

  it('matches Latin prefixes case-insensitively (trans → Transformer)', () => {
    expect(urls('trans')[0]).toMatch(/^\/docs\/select_and_transform\/Basic_demo\.html/);
    expect(urls('TRANSFORMER')[0]).toMatch(/^\/docs\/select_and_transform\/Basic_demo\.html/);
  });

  it('ranks an exact word above a prefix match (rect before rectangle)', () => {
    const list = urls('rect');
    const exact = list.findIndex((u) => u.startsWith('/api/Konva.Rect.html'));
    const prefix = list.findIndex((u) => u.startsWith('/docs/shapes/Rectangle_Tips.html'));
    expect(exact).toBeGreaterThanOrEqual(0);
    expect(prefix).toBeGreaterThan(exact);
  });

  it('finds API members by full and partial name', () => {
    expect(urls('Konva.Node#cache')[0]).toBe('/api/Konva.Node.html#Konva.Node#cache');
    expect(urls('getClientRect')[0]).toBe('/api/Konva.Node.html#Konva.Node#getClientRect');
    expect(urls('clientRect')[0]).toBe('/api/Konva.Node.html#Konva.Node#getClientRect');
    expect(urls('dragBoundFunc')[0]).toMatch(/^\/docs\/drag_and_drop\/Simple_Drag_Bounds\.html/);
  });

  it('combines Chinese and Latin words (transformer 旋转)', () => {
    expect(urls('transformer 旋转')[0]).toMatch(/^\/docs\/select_and_transform\/Basic_demo\.html/);
  });

  it('finds a page from a sentence-like query (缓存提升性能)', () => {
    expect(urls('缓存提升性能')[0]).toMatch(/^\/docs\/performance\/Shape_Caching\.html/);
  });

  it('returns one hit per URL', () => {
    const list = urls('拖动');
    expect(new Set(list).size).toBe(list.length);
  });

  it('returns nothing for a word that is nowhere', () => {
    expect(search('量子纠缠').nbHits).toBe(0);
    expect(search('zzzzqqq').nbHits).toBe(0);
  });
});
