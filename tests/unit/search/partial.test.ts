// Partial matches of readers' questions (issue 40): a Chinese run is cut into the words the pages write, so a bigram
// where two of the reader's words meet is no term; with optional words a page counts the words it has anywhere.
import {describe, expect, it} from 'vitest';
import {parseQuery} from '../../../src/plugins/local-search/client/rank';
import {loadCorpus, pageRecords, pagesFor} from './corpus';

const index = loadCorpus(
  [
    {
      path: '/docs/styling/Gradient.html',
      lvl0: '样式',
      title: '渐变填充',
      sections: [
        {heading: '线性渐变', paragraphs: ['渐变的起点和终点决定方向。', '色标写成偏移和颜色交替的数组。']},
        {heading: '径向渐变', paragraphs: ['径向渐变从圆心向外扩散，颜色逐渐变淡。']},
      ],
    },
    {
      path: '/docs/shapes/Star.html',
      lvl0: '形状',
      title: '星形 Star',
      sections: [{heading: '角数', paragraphs: ['星形的角数由 numPoints 决定。', '内外半径决定星形的尖锐程度。']}],
    },
    {
      path: '/docs/misc/Notes.html',
      lvl0: '其他',
      title: '杂记',
      // 形里 appears once, where 星形 meets 里面: a junction, not a word.
      sections: [
        {heading: '备注', paragraphs: ['画一个星形里面填颜色。', '方向键移动选中的图形。']},
        {
          heading: '随手记',
          paragraphs: [
            '缩放时描边也会变粗。',
            '旋转时阴影也会变。',
            ...['它', '这', '那', '谁', '你'].map((w) => `${w}也会停。`),
          ],
        },
        {heading: '变化', paragraphs: ['色', '暗', '大', '小', '亮'].map((w) => `图形会变${w}。`)},
      ],
    },
    {
      path: '/docs/misc/Palette.html',
      lvl0: '其他',
      title: '调色板',
      // 颜色 is everywhere here, 是颜色 (where 是 meets 颜色) three times: far rarer than the word itself.
      sections: [
        {
          heading: '色卡',
          paragraphs: [
            ...Array.from({length: 200}, (_, i) => `第 ${i} 号色卡的颜色编号。`),
            '描边是颜色字符串。',
            '背景也是颜色值。',
            '填充是颜色或渐变。',
          ],
        },
      ],
    },
  ].flatMap(pageRecords),
);

const slotWords = (query: string): string[] => parseQuery(index, query).slots.map((s) => s.alts[0].terms.join('|'));

describe('segmenting a question into the pages’ words', () => {
  it('keeps a phrase that several docs write as one slot', () => {
    expect(slotWords('星形颜色')).toEqual(['星形', '颜色']);
  });

  it('drops the bigram where two words meet, though some doc happens to hold it', () => {
    expect(slotWords('星形里颜色').some((w) => w.includes('形里'))).toBe(false);
  });

  it('cuts a phrase far rarer than the word inside it (是颜色 of 颜色) into the word and a lone character', () => {
    expect(slotWords('星形是颜色')).toEqual(['星形', '颜色']);
  });

  it('keeps a phrase whole only when its rarest bigram mostly occurs inside it', () => {
    // 也会变 is written twice, but 也会 and 会变 seven times each: it is two words meeting, not one
    expect(slotWords('星形也会变')).not.toContain('也会|会变');
  });

  it('still finds a page holding only part of a long word', () => {
    // 渐变色 is written nowhere; 渐变 and 变色 are its parts, matched at a lower weight
    expect(pagesFor(index, '径向渐变色')[0]).toBe('/docs/styling/Gradient.html');
  });
});

describe('optional words across a page', () => {
  it('finds a page whose paragraphs hold the question’s words between them', () => {
    // 起点, 色标 and 变淡 are in three paragraphs of one page, no doc holds two of them
    expect(pagesFor(index, '起点色标变淡')[0]).toBe('/docs/styling/Gradient.html');
  });

  it('does not let a page count words it lacks', () => {
    expect(pagesFor(index, '起点色标变淡')).not.toContain('/docs/shapes/Star.html');
  });
});

describe('numbers in a question', () => {
  it('does not require a count or size the pages do not write', () => {
    // 37 is on no page: the question still finds the star page by its words
    expect(pagesFor(index, '37 个星形 角数')[0]).toBe('/docs/shapes/Star.html');
  });

  it('splits a number glued to a unit into the number and the unit', () => {
    const words = parseQuery(index, '星形 48px').slots.map((s) => s.alts[0].terms.join('|'));
    expect(words).toEqual(expect.arrayContaining(['48', 'px']));
  });

  it('drops a measure word after a number, and keeps a name ending in digits whole', () => {
    expect(slotWords('星形 12 个角')).not.toContain('个角');
    expect(parseQuery(index, 'vue3 星形').slots.map((s) => s.alts[0].terms[0])).toContain('vue3');
  });
});
