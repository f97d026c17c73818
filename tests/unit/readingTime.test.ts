import {describe, expect, it} from 'vitest';
import {
  countReadingUnits,
  readingTimeMinutes,
  stripMarkup,
  CJK_CHARS_PER_MINUTE,
  LATIN_WORDS_PER_MINUTE,
} from '../../src/lib/readingTime';

describe('reading time for Chinese', () => {
  it('counts CJK characters one by one and Latin words by word', () => {
    expect(countReadingUnits('使用 Konva 绘制 3 个矩形')).toEqual({cjkChars: 7, latinWords: 2});
    expect(countReadingUnits('Konva.Stage 和 react-konva')).toEqual({cjkChars: 1, latinWords: 2});
  });

  it('a page of Chinese is minutes, not seconds', () => {
    const text = '画'.repeat(CJK_CHARS_PER_MINUTE * 3);
    expect(readingTimeMinutes(text)).toBe(3);
    // Docusaurus' default would have counted this as one word.
    expect(text.split(/\s+/).length).toBe(1);
  });

  it('adds Latin words at their own speed', () => {
    const text = `${'字'.repeat(CJK_CHARS_PER_MINUTE)} ${'word '.repeat(LATIN_WORDS_PER_MINUTE)}`;
    expect(readingTimeMinutes(text)).toBe(2);
  });

  it('ignores front matter, imports and tags, never reports 0 for real text', () => {
    const mdx = `---\ntitle: 标题标题标题\n---\nimport X from 'y';\n<Tabs groupId="x">短文</Tabs>`;
    expect(stripMarkup(mdx)).not.toContain('标题');
    expect(stripMarkup(mdx)).not.toContain('import');
    expect(readingTimeMinutes(mdx)).toBe(1);
    expect(readingTimeMinutes('')).toBe(0);
  });
});
