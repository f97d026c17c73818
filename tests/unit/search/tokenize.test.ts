import {describe, expect, it} from 'vitest';
import {queryWords, tokenize} from '../../../src/plugins/local-search/tokenize';

describe('tokenize', () => {
  it('indexes Chinese domain words as bigrams even where the segmenter splits them', () => {
    const terms = tokenize('拖动图形并缩放');
    expect(terms).toEqual(expect.arrayContaining(['拖动', '图形', '缩放']));
    expect(terms).not.toContain('拖'); // single characters of longer runs are not indexed
  });

  it('keeps a lone Chinese character', () => {
    expect(tokenize('画一个 圆')).toContain('圆');
  });

  it('splits API names on . and # and also keeps the full dotted name', () => {
    const terms = tokenize('Konva.Node#cache', 'query');
    expect(terms).toEqual(expect.arrayContaining(['konva', 'node', 'cache', 'konva.node.cache']));
  });

  it('lower-cases Latin words and folds full-width letters', () => {
    expect(tokenize('ＫＯＮＶＡ Transformer', 'query')).toEqual(['konva', 'transformer']);
  });

  it('adds camelCase suffixes at index time only', () => {
    expect(tokenize('getClientRect')).toEqual(expect.arrayContaining(['getclientrect', 'clientrect', 'rect']));
    expect(tokenize('getClientRect', 'query')).toEqual(['getclientrect']);
  });

  it('drops question words from Chinese queries but not from the index', () => {
    expect(tokenize('怎么导出图片', 'query')).not.toContain('怎么');
    expect(tokenize('怎么导出图片', 'query')).toEqual(expect.arrayContaining(['导出', '图片']));
    expect(tokenize('怎么导出图片', 'index')).toContain('怎么');
    expect(tokenize('如何', 'query')).toEqual(['如何']); // a query of only question words still searches
  });

  it('separates mixed Chinese and Latin text', () => {
    expect(tokenize('transformer旋转', 'query')).toEqual(expect.arrayContaining(['transformer', '旋转']));
    expect(queryWords('transformer 旋转')).toEqual(['transformer', '旋转']);
  });
});
