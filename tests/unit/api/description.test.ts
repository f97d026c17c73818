// The meta description of each generated API page: plain text (no Markdown a search result would show as is)
// and at least 20 characters. The 14 with backticks and the 13 shorter ones before this fix fail the last test.
import {describe, expect, it} from 'vitest';
import {extractApi, konvaRoot} from '../../../src/plugins/api-reference/extract';
import {Renderer} from '../../../src/plugins/api-reference/render';
import {metaDescription, MIN_DESCRIPTION, plainText} from '../../../src/plugins/api-reference/markdown';
import {apiZh} from '../../../src/data/api-zh';
import {readMemberExamples} from '../../../src/plugins/api-reference/examples';

describe('plainText', () => {
  it('drops backticks, link syntax and bold markers, keeping the words', () => {
    expect(plainText('在 `Konva.Line` 的基础上，见[教程](/docs/shapes/Line.html)，**注意**。')).toBe(
      '在 Konva.Line 的基础上，见教程，注意。',
    );
  });

  it('writes an element name in a code span without its brackets', () => {
    expect(plainText('对原生 `<canvas>` 元素的封装')).toBe('对原生 canvas 元素的封装');
  });

  it('keeps other code as it is, quotes and all', () => {
    expect(plainText("`import Konva from 'konva'` 得到的就是它")).toBe("import Konva from 'konva' 得到的就是它");
  });
});

describe('metaDescription', () => {
  it('is the first sentence as plain text when it is long enough', () => {
    expect(metaDescription('`Konva.Filters` 中是内置的图像滤镜，每个都要先缓存节点。第二句。', 'Konva.Filters')).toBe(
      'Konva.Filters 中是内置的图像滤镜，每个都要先缓存节点。',
    );
  });

  it('completes a short summary with a sentence naming the page', () => {
    expect(metaDescription('圆形。', 'Konva.Circle')).toBe('圆形。本页是 Konva.Circle 的中文 API 参考。');
    expect(metaDescription('圆形', 'Konva.Circle')).toBe('圆形。本页是 Konva.Circle 的中文 API 参考。');
  });
});

describe('generated API pages', () => {
  const model = extractApi(konvaRoot());
  // the MDX pages; the sidebar's _category_.json files have no description
  const pages = new Renderer({
    model,
    zh: apiZh,
    docRoutes: new Map(),
    tutorialRoutes: {},
    examples: readMemberExamples(),
  })
    .pages()
    .filter((p) => p.file.endsWith('.mdx'));

  it('each have a plain-text description of at least 20 characters', () => {
    const bad = pages
      .map((p) => ({
        file: p.file,
        description: JSON.parse(/^description: (.*)$/m.exec(p.content)?.[1] ?? '""') as string,
      }))
      .filter(({description}) => Array.from(description).length < MIN_DESCRIPTION || /[`*<>]|\]\(/.test(description));
    expect(pages.length).toBeGreaterThan(30);
    expect(bad).toEqual([]);
  });
});
