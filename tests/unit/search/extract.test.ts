import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../../src/plugins/local-search/extract';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const opts = {siteUrl: 'https://example.org', path: '/docs/drag_and_drop/Drag_and_Drop.html'};

describe('extractRecords', () => {
  const records = extractRecords(fixture('doc-page.html'), opts);

  it('starts with a page record carrying the description and the docsearch meta facets', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: 'https://example.org/docs/drag_and_drop/Drag_and_Drop.html',
      anchor: null,
      content: '让图形可以被鼠标和手指拖动：draggable 属性与拖动事件。',
      language: 'zh-Hans',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      hierarchy: {lvl0: '拖放', lvl1: '拖放入门', lvl2: null},
    });
  });

  it('gives headings their own records with the heading anchor, without the hash-link text', () => {
    const h2 = records.find((r) => r.type === 'lvl2');
    expect(h2).toMatchObject({
      url: 'https://example.org/docs/drag_and_drop/Drag_and_Drop.html#拖动事件',
      anchor: '拖动事件',
      hierarchy: {lvl2: '拖动事件', lvl3: null},
    });
    const h3 = records.find((r) => r.type === 'lvl3');
    expect(h3?.hierarchy).toMatchObject({lvl2: '拖动事件', lvl3: '限制范围'});
  });

  it('attaches paragraphs to the nearest heading above them', () => {
    const p = records.find((r) => r.content?.includes('dragstart'));
    expect(p).toMatchObject({type: 'content', anchor: '拖动事件', hierarchy: {lvl2: '拖动事件'}});
    expect(p?.content).toBe('拖动时会依次触发 dragstart、dragmove 和 dragend。');
  });

  it('skips code blocks, navigation, the TOC button and the footer', () => {
    const all = records.map((r) => r.content ?? '').join('\n');
    expect(all).not.toContain("shape.on('dragmove'");
    expect(all).not.toContain('本页总览');
    expect(all).not.toContain('编辑此页');
    expect(all).not.toContain('下一页');
  });

  it('indexes the Chinese comments of a code block as code, under their section, and none of its code', () => {
    const page = fixture('doc-page.html').replace(
      /(<div class="theme-doc-markdown markdown">)/,
      '$1<h2 id="hit">命中</h2><pre><code><span class="token comment">// 把细线的命中区域加宽到 20 像素</span>\n' +
        'line.hitStrokeWidth(20); <span class="token comment">/* 点中了 */</span> <span class="token comment">// width</span></code></pre>',
    );
    const code = extractRecords(page, opts).filter((r) => r.source === 'code');
    expect(code.map((r) => r.content)).toEqual(['把细线的命中区域加宽到 20 像素']);
    expect(code[0]).toMatchObject({type: 'content', anchor: 'hit'});
    expect(extractRecords(page, opts).some((r) => r.content?.includes('hitStrokeWidth(20)'))).toBe(false);
  });

  it('keeps list item text without its nested list, and the nested item separately', () => {
    const contents = records.map((r) => r.content);
    expect(contents).toContain('用 Konva.Node#dragBoundFunc 限制拖动范围');
    expect(contents).toContain('返回新的位置');
  });

  it('turns a table row into one record and skips header rows', () => {
    const rows = records.filter((r) => r.content?.includes('·'));
    expect(rows.map((r) => r.content)).toEqual(['draggable · 是否可拖动']);
    expect(records.some((r) => r.content === '是否可拖动')).toBe(false);
  });

  it('keeps markup-looking text as plain text', () => {
    expect(records.some((r) => r.content === '<script>alert(1)</script> 只是文字。')).toBe(true);
  });

  it('does not index blog list pages', () => {
    expect(extractRecords(fixture('blog-list.html'), {siteUrl: 'https://example.org', path: '/blog'})).toEqual([]);
  });

  it('does not index pages marked noindex', () => {
    const html = fixture('doc-page.html').replace('<head>', '<head><meta name="robots" content="noindex, nofollow">');
    expect(extractRecords(html, opts)).toEqual([]);
  });

  it('skips the inherited-member sections of API pages, up to the next own section', () => {
    const page = (body: string) =>
      fixture('doc-page.html').replace(/(<div class="theme-doc-markdown markdown">)/, `$1${body}`);
    const html = page(
      '<h2 id="inherited-from-Node">继承自 Konva.Node</h2><h3 id="cache">cache</h3><p>继承来的说明文字</p>' +
        '<h2 id="own-after">本类的成员</h2><p>自己的说明文字</p>',
    );
    const texts = extractRecords(html, opts).map((r) => r.content ?? r.hierarchy.lvl3 ?? r.hierarchy.lvl2);
    expect(texts).not.toContain('继承来的说明文字');
    expect(texts).not.toContain('cache');
    expect(texts).toContain('自己的说明文字');
  });
});
