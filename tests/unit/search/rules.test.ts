// The query rules of issue 40, each on a small corpus with words of its own: optional words when the strict match
// finds too little (a hit's page still holds the API name typed), one typo in a long API name, the framework
// preference and at most two hits of a page up top.
import {describe, expect, it} from 'vitest';
import {answer, capHitsPerPage} from '../../../src/plugins/local-search/client/engine';
import {frameworkOfQuery, oneEditApart, parseQuery} from '../../../src/plugins/local-search/client/rank';
import {loadCorpus, pageRecords, pagesFor, SITE} from './corpus';

const index = loadCorpus(
  [
    {
      path: '/docs/styling/Shadow.html',
      lvl0: '样式',
      title: '阴影：给图形加投影',
      sections: [
        {
          heading: '模糊半径',
          paragraphs: [
            'shadowBlur 越大，投影的边缘越柔和。',
            '投影会让每一帧的绘制更慢。',
            '投影颜色的量子化误差很小。',
          ],
        },
      ],
    },
    {
      path: '/docs/shapes/Wedge.html',
      lvl0: '形状',
      title: '扇形 Wedge：画饼图的一块',
      sections: [
        {
          heading: '角度',
          paragraphs: ['angle 是扇形张开的角度，单位是度，和半径无关。', 'clockwise 决定扇形朝哪个方向张开。'],
        },
        {heading: '半径', paragraphs: ['radius 是扇形的半径。']},
        {heading: '半径的单位', paragraphs: ['半径以像素计。']},
        {heading: '描边', paragraphs: ['扇形的描边沿着两条半径和弧线。']},
      ],
    },
    {
      path: '/docs/animations/Tween_Easing.html',
      lvl0: '动画',
      title: '缓动函数：让补间先快后慢',
      sections: [{heading: '内置缓动', paragraphs: ['Konva.Easings.EaseInOut 让补间开头和结尾都慢。']}],
    },
    {
      path: '/docs/react/Tween_Easing.html',
      lvl0: 'React',
      title: '缓动函数：在 React 中让补间先快后慢',
      sections: [{heading: '在组件里用', paragraphs: ['在 useEffect 里创建补间，组件卸载时销毁。']}],
    },
    {
      path: '/docs/vue/Tween_Easing.html',
      lvl0: 'Vue',
      title: '缓动函数：在 Vue 中让补间先快后慢',
      sections: [{heading: '在组件里用', paragraphs: ['在 onMounted 里创建补间。']}],
    },
    {
      path: '/docs/shapes/Ring.html',
      lvl0: '形状',
      title: '圆环 Ring',
      sections: [{heading: '尺寸', paragraphs: ['圆环由内外两个半径决定。']}],
    },
    {
      path: '/docs/shapes/Arc.html',
      lvl0: '形状',
      title: '弧形 Arc',
      sections: [{heading: '尺寸', paragraphs: ['弧形也有内外半径。']}],
    },
    {
      path: '/api/Konva.Sprite.html',
      lvl0: 'API 参考',
      title: 'Konva.Sprite',
      sections: [{heading: 'frameRate', paragraphs: ['每秒播放的帧数。']}],
    },
  ].flatMap(pageRecords),
);

const pages = (query: string, flavour?: string) => pagesFor(index, query, {flavour});

describe('optional words', () => {
  it('finds the page for a question with a word no page uses, instead of 无结果', () => {
    // 晃眼 appears nowhere; 投影 and 边缘 do, on one page
    expect(pages('投影边缘晃眼')[0]).toBe('/docs/styling/Shadow.html');
  });

  it('ranks the pages that match every word before those that match only the rarer ones', () => {
    const hits = pages('扇形角度单位');
    expect(hits[0]).toBe('/docs/shapes/Wedge.html');
  });

  it('does not count a found word that is only part of an unknown one (量子 of 量子纠缠)', () => {
    expect(pages('投影量子')[0]).toBe('/docs/styling/Shadow.html');
    expect(pages('投影量子纠缠态')).toEqual([]);
  });

  it('still answers 无结果 when the informative words match nothing', () => {
    expect(pages('扇形量子隧穿效应')).toEqual([]);
    expect(pages('qwertyu')).toEqual([]);
    expect(pages('阴影 zxcvbnm')).toEqual([]);
  });
});

describe('API names with optional words', () => {
  it('keeps only pages that use the API name typed, when the other words are optional', () => {
    // 投影、模糊、半径 fill the shadow page, but the reader named clockwise
    expect(pages('clockwise 投影模糊半径')).toEqual(['/docs/shapes/Wedge.html']);
  });

  it('does not count a framework name as the API name (the vue page matches only vue)', () => {
    expect(pages('vue 里 clockwise 填什么')).toEqual(['/docs/shapes/Wedge.html']);
  });

  it('answers with the pages of a known name when the rest of the question matches nothing', () => {
    expect(pages('shadowBlur 弄完以后黑乎乎一片')[0]).toBe('/docs/styling/Shadow.html');
    expect(pages('zxcvbnm 弄完以后黑乎乎一片')).toEqual([]);
  });
});

describe('padding words', () => {
  it('drops a lone 吗 beside other words, and 又/就 inside a complaint', () => {
    expect(pages('扇形 吗')).toEqual(pages('扇形'));
    const grams = parseQuery(index, '投影一多就变慢又卡').slots.flatMap((s) => s.alts.map((a) => a.terms.join('')));
    expect(grams.some((g) => /[就又]/.test(g))).toBe(false);
  });

  it('still searches a query of question words only', () => {
    expect(parseQuery(index, '怎么').slots.length).toBeGreaterThan(0);
  });
});

describe('typos in API names', () => {
  it('knows one edit: a letter missing, added, changed or two swapped', () => {
    expect(oneEditApart('framerate', 'framreate')).toBe(true);
    expect(oneEditApart('framerate', 'frameate')).toBe(true);
    expect(oneEditApart('framerate', 'frameratee')).toBe(true);
    expect(oneEditApart('framerate', 'framerote')).toBe(true);
    expect(oneEditApart('framerate', 'fremeroto')).toBe(false);
    expect(oneEditApart('framerate', 'framerate')).toBe(false);
  });

  it('finds a 6+ letter name typed with one typo, in any case', () => {
    for (const q of ['framreate', 'FrameRtae', 'shadowBlru', 'clockwsie'])
      expect(pages(q).length, q).toBeGreaterThan(0);
    expect(pages('framreate')[0]).toBe('/api/Konva.Sprite.html');
    expect(pages('clockwsie')[0]).toBe('/docs/shapes/Wedge.html');
  });

  it('does not guess for short names, or for names two edits away', () => {
    expect(pages('anlge')).toEqual([]); // 5 letters
    expect(pages('fremeroto')).toEqual([]);
  });
});

describe('framework pages', () => {
  it('puts the core tutorial first for a generic query', () => {
    expect(pages('缓动函数')[0]).toBe('/docs/animations/Tween_Easing.html');
  });

  it("puts the remembered flavour's page first", () => {
    expect(pages('缓动函数', 'vue')[0]).toBe('/docs/vue/Tween_Easing.html');
    expect(pages('缓动函数', 'react')[0]).toBe('/docs/react/Tween_Easing.html');
    expect(pages('缓动函数', 'vanilla')[0]).toBe('/docs/animations/Tween_Easing.html');
  });

  it('puts the page of a framework the query names first, whatever the remembered flavour', () => {
    expect(frameworkOfQuery('vue3 缓动')).toBe('vue');
    expect(frameworkOfQuery('缓动')).toBeNull();
    expect(pages('react 缓动函数', 'vue')[0]).toBe('/docs/react/Tween_Easing.html');
  });
});

describe('at most two hits of one page in the first five', () => {
  it('moves a page’s third hit below other pages, keeping the order otherwise', () => {
    const list = [1, 1, 1, 2, 3, 1, 4, 5];
    expect(capHitsPerPage(list, (p) => p)).toEqual([1, 1, 2, 3, 4, 1, 1, 5]);
  });

  it('applies to the hits a reader sees', () => {
    const onWedge = (hits: {url_without_anchor: string}[]) =>
      hits.filter((h) => h.url_without_anchor.endsWith('/Wedge.html')).length;
    expect(onWedge(answer(index, 'test', {query: '半径', hitsPerPage: 50}, SITE).hits)).toBeGreaterThanOrEqual(3);
    const top = answer(index, 'test', {query: '半径', hitsPerPage: 5}, SITE).hits.map((h) =>
      h.url_without_anchor.slice(SITE.length),
    );
    expect(top).toHaveLength(5);
    expect(top.filter((p) => p === '/docs/shapes/Wedge.html')).toHaveLength(2);
  });

  it('keeps all hits of a page that is the only one matching', () => {
    expect(answer(index, 'test', {query: '扇形', hitsPerPage: 5}, SITE).hits.length).toBeGreaterThan(2);
  });
});
