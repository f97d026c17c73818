// One term for one thing (../shared/CONTENT.md, glossary): drag events are 拖动事件, pointer events 指针事件, event
// handlers 处理函数, attaching nodes to a Transformer 挂接. The retired variants fail this test wherever readers see
// text: tutorials, posts, the Chinese API descriptions, component strings and translations.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {filesUnder} from './files';

const ROOTS = ['content/docs', 'blog', 'src/data/api-zh', 'src/components', 'src/theme', 'src/pages', 'i18n'];

/** Retired variant → the glossary's term. */
const RETIRED: [RegExp, string][] = [
  [/拖放事件/, '拖动事件 (拖放 stays the name of the topic)'],
  // The one allowed English form is the first mention in brackets after the Chinese term, as CONTENT.md permits:
  // 指针事件（Pointer Events）.
  [/(?<!指针事件（)Pointer Events|Pointer 事件/i, '指针事件'],
  [/监听器|监听函数|事件处理器|事件回调|拖放回调|指针回调/, '处理函数'],
  [/回调属性/, '事件属性 (Svelte 5 onclick and the like are event handlers)'],
  [/(附加|附着)(的)?节点|被附加|已附加/, '挂接'],
];

/** 回调 next to event-object fields, bubbling or binding is an event handler, which the glossary calls 处理函数.
 * 回调 stays right for callbacks that are not event handlers (the glossary names none for them): a
 * Konva.Animation function, Tween onFinish/onReset/onUpdate, requestAnimationFrame, ResizeObserver, image
 * onload, toDataURL's callback option, React callback refs (回调 ref). */
const HANDLER_CONTEXT =
  /回调[^。\n]{0,24}(e\.target|e\.currentTarget|cancelBubble|冒泡)|(e\.target|e\.currentTarget|冒泡|绑定|注册)[^。\n]{0,12}回调/;

describe('glossary terms', () => {
  const texts = ROOTS.flatMap((root) =>
    [...filesUnder(root, /\.(mdx?|tsx?|json)$/, {optional: true})].map((file) => ({
      file,
      text: fs.readFileSync(file, 'utf8'),
    })),
  );

  it('reads the pages it guards', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some((t) => t.text.includes('拖动事件'))).toBe(true);
  });

  it('no retired variant of 拖动事件, 指针事件, 处理函数 or 挂接', () => {
    const found: string[] = [];
    for (const {file, text} of texts) {
      text.split('\n').forEach((line, i) => {
        for (const [re, use] of RETIRED) if (re.test(line)) found.push(`${file}:${i + 1}: ${re.source} → ${use}`);
        if (HANDLER_CONTEXT.test(line)) found.push(`${file}:${i + 1}: 回调 used for an event handler → 处理函数`);
      });
    }
    expect(found).toEqual([]);
  });
});
