// Ranking quality on a small fixture index: title-first ranking, query-time synonyms, 无结果 for queries that
// match nothing well, and API names in any case.
import {describe, expect, it} from 'vitest';
import {answer} from '../../../src/plugins/local-search/client/engine';
import {parseQuery} from '../../../src/plugins/local-search/client/rank';
import {splitOnSynonyms, synonymsOf} from '../../../src/plugins/local-search/synonyms';
import {loadCorpus, pageRecords, pagesFor, SITE} from './corpus';

const index = loadCorpus(
  [
    {
      path: '/docs/shapes/Rect.html',
      lvl0: '形状',
      title: '矩形 Rect：绘制矩形与圆角矩形',
      sections: [{heading: '圆角', paragraphs: ['cornerRadius 让矩形的四个角变圆。']}],
    },
    {
      path: '/docs/shapes/Label.html',
      lvl0: '形状',
      title: '标签 Label：带背景的文字',
      sections: [
        {heading: '背景', paragraphs: ['标签的背景是一个矩形，矩形的大小跟着文字变。', '矩形的颜色用 fill 设置。']},
      ],
    },
    {
      path: '/docs/shapes/Circle.html',
      lvl0: '形状',
      title: '圆形 Circle：绘制圆',
      sections: [{heading: '半径', paragraphs: ['radius 决定圆的大小。']}],
    },
    {
      path: '/docs/drag_and_drop/Drag_and_Drop.html',
      lvl0: '拖放',
      title: '拖放入门：用 draggable 让图形可以拖动',
      sections: [{heading: '开始拖放', paragraphs: ['把 draggable 设为 true。']}],
    },
    {
      path: '/docs/sandbox/Game.html',
      lvl0: '示例',
      title: '沙滩上的小动物：拖放配对小游戏',
      sections: [{heading: '玩法', paragraphs: ['把小动物拖放到它的影子上。']}],
    },
    {
      path: '/docs/donate.html',
      lvl0: '教程',
      title: '支持 Konva 的作者',
      sections: [{heading: '资助渠道', paragraphs: ['可以通过 GitHub Sponsors 赞助作者。']}],
    },
    {
      path: '/docs/events/Binding_Events.html',
      lvl0: '事件',
      title: '绑定事件：用 on 监听点击',
      sections: [{heading: '监听点击', paragraphs: ['shape.on("click", …) 监听点击。']}],
    },
    {
      path: '/docs/animations/Rotation.html',
      lvl0: '动画',
      title: '旋转动画：让图形绕中心旋转',
      sections: [{heading: '旋转中心', paragraphs: ['offset 决定绕哪一点转。']}],
    },
    {
      path: '/api/Konva.Node.html',
      lvl0: 'API 参考',
      title: 'Konva.Node',
      sections: [
        {heading: 'getClientRect', paragraphs: ['返回节点在舞台上的包围盒。这一句之后的细节不进索引也能找到。']},
        {heading: 'dragBoundFunc', paragraphs: ['限制拖动位置的函数。']},
      ],
    },
  ].flatMap(pageRecords),
);

const pages = (query: string) => pagesFor(index, query);

describe('title-first ranking', () => {
  it('puts the page whose title names the subject above pages that mention it more often', () => {
    expect(pages('矩形')[0]).toBe('/docs/shapes/Rect.html');
    expect(pages('矩形')).toContain('/docs/shapes/Label.html');
  });

  it('prefers a title that starts with the subject over one that mentions it in the subtitle', () => {
    expect(pages('拖放').slice(0, 2)).toEqual(['/docs/drag_and_drop/Drag_and_Drop.html', '/docs/sandbox/Game.html']);
  });
});

describe('synonyms', () => {
  it('finds the same pages for 拖动 / 拖拽 / 拖放', () => {
    const top = pages('拖放')[0];
    expect(pages('拖拽')[0]).toBe(top);
    expect(pages('拖动')[0]).toBe(top);
  });

  it('maps 捐赠 to 赞助 / 资助, 转动 to 旋转, 监听 to 事件, 画 to 绘制', () => {
    expect(pages('捐赠')).toEqual(['/docs/donate.html']);
    expect(pages('转动')[0]).toBe('/docs/animations/Rotation.html');
    expect(pages('事件')[0]).toBe('/docs/events/Binding_Events.html');
    expect(pages('画圆')[0]).toBe('/docs/shapes/Circle.html');
  });

  it('keeps 画 inside 画布 and 动画 as it is', () => {
    expect(splitOnSynonyms('画布').every((s) => !s.synonym)).toBe(true);
    expect(splitOnSynonyms('动画').every((s) => !s.synonym)).toBe(true);
    expect(splitOnSynonyms('画圆')[0]).toEqual({text: '画', synonym: true});
    expect(synonymsOf('拖拽')[0]).toBe('拖拽');
  });

  it('marks the variant found in a hit', () => {
    const hit = answer(index, 'test', {query: '拖拽', highlightPreTag: '<m>', highlightPostTag: '</m>'}, SITE).hits[0];
    expect(hit._highlightResult.hierarchy.lvl1.value).toContain('<m>拖放</m>');
  });
});

describe('无结果', () => {
  it('returns nothing when no word matches', () => {
    expect(answer(index, 'test', {query: '量子纠缠'}, SITE).nbHits).toBe(0);
    expect(answer(index, 'test', {query: 'zzzzqqq'}, SITE).nbHits).toBe(0);
  });

  it('returns nothing when a long word of the query matches nothing, rather than single-character matches', () => {
    expect(answer(index, 'test', {query: '矩形量子纠缠'}, SITE).nbHits).toBe(0);
    expect(answer(index, 'test', {query: '圆周率计算'}, SITE).nbHits).toBe(0);
  });

  it('drops bigrams where two words meet instead of counting them as misses', () => {
    const slots = parseQuery(index, '绑定监听').slots.flatMap((s) => s.alts.map((a) => a.terms.join('+')));
    expect(slots).not.toContain('定监');
  });
});

describe('API names', () => {
  it('finds members by name in any case', () => {
    for (const q of ['getClientRect', 'getclientrect', 'GETCLIENTRECT', 'Konva.Node#getClientRect']) {
      expect(answer(index, 'test', {query: q}, SITE).hits[0].url).toBe(`${SITE}/api/Konva.Node.html#getClientRect`);
    }
    expect(answer(index, 'test', {query: 'dragboundfunc'}, SITE).hits[0].url).toBe(
      `${SITE}/api/Konva.Node.html#dragBoundFunc`,
    );
  });

  it('indexes the whole API member description, not only its first sentence', () => {
    expect(answer(index, 'test', {query: '细节不进索引'}, SITE).hits[0]?.url).toBe(
      `${SITE}/api/Konva.Node.html#getClientRect`,
    );
  });
});
