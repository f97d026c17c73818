import {describe, expect, it} from 'vitest';
import {answer} from '../../../src/plugins/local-search/client/engine';
import {escapeHtml, highlight, markTerms, snippet} from '../../../src/plugins/local-search/client/highlight';
import {loadCorpus, SITE} from './corpus';

const tags = {pre: '<mark>', post: '</mark>'};

describe('highlighting and escaping', () => {
  it('marks matched Chinese words as one span', () => {
    const h = highlight('拖动时触发事件', markTerms('拖动事件'), tags);
    expect(h.value).toBe('<mark>拖动</mark>时触发<mark>事件</mark>');
    expect(h.matchLevel).toBe('full');
  });

  it('marks Latin prefixes only at word starts and camelCase boundaries', () => {
    expect(highlight('getClientRect and direct', markTerms('rect'), tags).value).toBe(
      'getClient<mark>Rect</mark> and direct',
    );
  });

  it('escapes the text around and inside marks', () => {
    const h = highlight('<b>拖动</b> & "x"', markTerms('拖动'), tags);
    expect(h.value).toBe('&lt;b&gt;<mark>拖动</mark>&lt;/b&gt; &amp; &quot;x&quot;');
  });

  it('reports partial and no matches', () => {
    expect(highlight('拖动', markTerms('拖动 缓存'), tags).matchLevel).toBe('partial');
    expect(highlight('旋转', markTerms('拖动'), tags)).toMatchObject({matchLevel: 'none', matchedWords: []});
  });

  it('cuts a snippet around the first match with an ellipsis', () => {
    const text = `${'无关的文字'.repeat(20)}这里讲拖动的细节${'后面的文字'.repeat(20)}`;
    const s = snippet(text, markTerms('拖动'), tags, 10, '…');
    expect(s.value.startsWith('…')).toBe(true);
    expect(s.value.endsWith('…')).toBe(true);
    expect(s.value).toContain('<mark>拖动</mark>');
    expect(s.value.length).toBeLessThan(text.length);
  });

  it('never returns markup from a hostile query', () => {
    const index = loadCorpus();
    const q = '"><img src=x onerror=alert(1)>';
    const res = answer(index, 'test', {query: q, highlightPreTag: '<mark>', highlightPostTag: '</mark>'}, SITE);
    const html = JSON.stringify(res.hits.map((h) => [h._highlightResult, h._snippetResult]));
    expect(html).not.toMatch(/<img/);
    expect(res.query).toBe(q);
    expect(escapeHtml(q)).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('limits the query to 64 characters', () => {
    const res = answer(loadCorpus(), 'test', {query: '拖'.repeat(100)}, SITE);
    expect(res.query).toHaveLength(64);
  });
});
