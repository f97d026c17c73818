import {describe, expect, it, vi} from 'vitest';
import {compile, run} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import postcss from 'postcss';
import React from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkStaticHtml, {
  EAGER_PX,
  SPLIT_PX,
  estimateHeight,
  isStaticTree,
  wrapStaticRuns,
} from '../../src/plugins/speed/static-html/remark';
import recmaStaticHtml from '../../src/plugins/speed/static-html/recma';
import {islandSelector, islandSelectors} from '../../src/plugins/speed/static-html/postcss';

vi.mock('@docusaurus/router', () => ({useHistory: () => ({location: {pathname: '/', search: '', hash: ''}})}));
const {
  default: StaticHtml,
  appRoute,
  deferredLayout,
} = await import('../../src/plugins/speed/static-html/client/StaticHtml');

type Node = {type: string; name?: string; children?: Node[]; value?: string};
const text = (value: string): Node => ({type: 'text', value});
const para = (...children: Node[]): Node => ({type: 'paragraph', children});
const jsx = (name: string, children: Node[] = []): Node => ({type: 'mdxJsxFlowElement', name, children});
const allowed = new Set(['ApiSig', 'admonition']);

describe('static-html remark plugin', () => {
  it('wraps each run of static blocks and leaves code, other components and expressions between them', () => {
    const root: Node = {
      type: 'root',
      children: [
        {type: 'heading', children: [text('标题')]},
        para(text('甲'), {type: 'link', children: [{type: 'inlineCode', value: 'on'}]}),
        jsx('ApiSig'),
        {type: 'code', value: 'x()'},
        para(text('乙')),
        jsx('KonvaPlayground'),
        {type: 'mdxFlowExpression', value: 'x'},
        {type: 'list', children: [{type: 'listItem', children: [para(text('丙'))]}]},
      ],
    };
    expect(wrapStaticRuns(root, allowed)).toBe(3);
    expect(root.children!.map((n) => n.name ?? n.type)).toEqual([
      'StaticHtml',
      'code',
      'StaticHtml',
      'KonvaPlayground',
      'mdxFlowExpression',
      'StaticHtml',
    ]);
    expect(root.children![0]!.children!.map((n) => n.name ?? n.type)).toEqual(['heading', 'paragraph', 'ApiSig']);
  });

  it('splits a long run at a heading that follows a paragraph or a bulleted list, and nowhere else', () => {
    const heading = (value: string): Node => ({type: 'heading', children: [text(value)]});
    const long = (): Node => para(text('字'.repeat(45 * 30))); // 30 lines: well over SPLIT_PX on its own
    const bullets: Node = {type: 'list', children: [{type: 'listItem', children: [para(text('甲'))]}]};
    const numbered: Node = {...bullets, ordered: true} as Node;
    const table: Node = {type: 'table', children: []};
    const root: Node = {
      type: 'root',
      children: [
        heading('一'),
        long(),
        heading('二'),
        para(text('短')),
        heading('三'),
        long(),
        numbered,
        heading('四'),
        long(),
        table,
        heading('五'),
        long(),
        bullets,
        heading('六'),
      ],
    };
    expect(estimateHeight([long()])).toBeGreaterThan(SPLIT_PX);
    expect(wrapStaticRuns(root, allowed)).toBe(3);
    const firsts = root.children!.map((island) => (island.children![0]!.children![0] as Node).value);
    // 二 follows a long paragraph; 三 follows a short run; 四 an ordered list, 五 a table; 六 a bulleted list
    expect(firsts).toEqual(['一', '二', '六']);
  });

  it('keeps a block out when anything inside it needs the browser', () => {
    const listWithCode: Node = {type: 'list', children: [{type: 'listItem', children: [{type: 'code', value: 'x'}]}]};
    expect(isStaticTree(listWithCode, allowed)).toBe(false);
    expect(isStaticTree(para(text('a'), {type: 'mdxJsxTextElement', name: 'Kbd', children: []}), allowed)).toBe(false);
    expect(isStaticTree(para(text('a'), {type: 'mdxTextExpression', value: 'x'}), allowed)).toBe(false);
    expect(isStaticTree(jsx('admonition', [{type: 'code', value: 'x'}]), allowed)).toBe(false);
    expect(isStaticTree(jsx('admonition', [para(text('提示'))]), allowed)).toBe(true);
  });
});

describe('static-html reserved height', () => {
  const item = (value: string): Node => ({type: 'listItem', children: [para(text(value))]});

  it('grows with the lines a block wraps to, CJK text twice as wide as Latin', () => {
    const one = estimateHeight([para(text('短句。'))]);
    // 80 CJK characters at 16 px wrap to two lines of the 720 px column; as many Latin letters fit on one
    expect(estimateHeight([para(text('字'.repeat(80)))])).toBe(one + 28);
    expect(estimateHeight([para(text('a'.repeat(80)))])).toBe(one);
    expect(estimateHeight([{type: 'list', children: [item('甲'), item('乙'), item('丙')]}])).toBe(20 + 3 * (8 + 28));
    expect(estimateHeight([{type: 'heading', children: [text('标题')]}, para(text('段落'))])).toBe(64 + one);
  });

  it('counts what a component shows through its attributes', () => {
    const sig = (lines: string): Node =>
      ({
        ...jsx('ApiSig'),
        attributes: [
          {type: 'mdxJsxAttribute', name: 'lines', value: {type: 'mdxJsxAttributeValueExpression', value: lines}},
        ],
      }) as Node;
    expect(estimateHeight([sig('["' + '参数'.repeat(100) + '"]')])).toBeGreaterThan(estimateHeight([sig('["f()"]')]));
  });

  it('leaves the wrappers on the first screen always laid out, and gives the later ones their estimate', () => {
    const code: Node = {type: 'code', value: Array.from({length: 60}, (_, i) => `line${i}()`).join('\n')};
    const root: Node = {type: 'root', children: [para(text('甲')), code, para(text('乙'))]};
    wrapStaticRuns(root, allowed);
    const [first, , second] = root.children! as (Node & {attributes: {name: string; value: string}[]})[];
    // the second run starts below a 60-line code block: 48 + 40 + 60 × 22 px, past EAGER_PX
    expect(48 + 40 + 60 * 22).toBeGreaterThan(EAGER_PX);
    expect(first!.attributes).toEqual([]);
    expect(second!.attributes).toEqual([expect.objectContaining({name: 'estimatedHeight', value: '48'})]);
  });

  it('marks a wrapper with an estimate for deferred layout, with that much space kept', () => {
    expect(deferredLayout('1234')).toEqual({'data-defer-layout': '', style: {containIntrinsicSize: 'auto 1234px'}});
    expect(deferredLayout(undefined)).toEqual({});
    expect(deferredLayout('0')).toEqual({});
    expect(deferredLayout('abc')).toEqual({});
  });
});

async function renderMdx(source: string, {recma = true} = {}): Promise<{code: string; html: string}> {
  const file = await compile(source, {
    outputFormat: 'function-body',
    remarkPlugins: [remarkGfm, [remarkStaticHtml, {components: ['ApiSig']}]],
    recmaPlugins: recma ? [recmaStaticHtml] : [],
  });
  const code = String(file);
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  const ApiSig = ({lines}: {lines: string[]}) => React.createElement('pre', null, lines.join('\n'));
  const html = renderToStaticMarkup(React.createElement(Content, {components: {StaticHtml, ApiSig}}));
  return {code, html};
}

const RICH = [
  '## 标题',
  '段落 [链接](/docs/a.html "提示")、`code`、**粗**、*斜*、~~删~~ 和 <span id="anchor" /> 换行  \n第二行。',
  '<ApiSig lines={["f(): void", "g(x: number): this"]} />',
  '- 甲\n- 乙 [链接](#x)\n  - 丙',
  '1. 一\n2. 二',
  '> 引用 **粗**',
  '| a | b |\n| :- | -: |\n| 1 | `2` |',
  '![图](/img/a.png)',
  '---',
].join('\n\n');

describe('static-html recma plugin and component', () => {
  it('passes a plain run as data and renders it on the server inside the wrapper', async () => {
    const {code, html} = await renderMdx(
      '## 标题\n\n段落 [链接](/docs/a.html)。\n\n<ApiSig lines={["f(): void"]} />\n\n```js\nx()\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(code).toMatch(/tree: "\[/);
    expect(code).not.toMatch(/render: \(\) =>/);
    expect(code).not.toMatch(/StaticHtml, \{\s*children/);
    // block layout ignores the line breaks MDX puts between blocks (it leaves them out inside a JSX element)
    expect(html.replace(/>\n</g, '><')).toBe(
      '<div data-static-html=""><h2>标题</h2><p>段落 <a href="/docs/a.html">链接</a>。</p><pre>f(): void</pre></div><pre><code class="language-js">x()\n</code></pre><div data-static-html=""><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div>',
    );
  });

  it('renders a run from its data exactly as from the compiled JSX', async () => {
    const data = await renderMdx(RICH);
    const jsx = await renderMdx(RICH, {recma: false});
    expect(data.code).toMatch(/tree: "/);
    expect(data.code).not.toMatch(/render: \(\) =>/);
    expect(jsx.code).not.toMatch(/tree: "/);
    expect(data.html).toBe(jsx.html);
    for (const part of [
      '<span id="anchor"></span>',
      '<blockquote>',
      '<ol>',
      '<del>',
      '<img src="/img/a.png" alt="图"/>',
      'g(x: number): this',
      '<br/>',
    ])
      expect(data.html).toContain(part);
  });

  it('keeps a run that is not plain data as a function', async () => {
    const source = 'export const names = ["f(): void"];\n\n段落。\n\n<ApiSig lines={names} />\n';
    const {code, html} = await renderMdx(source);
    expect(code).toMatch(/render: \(\) =>/);
    expect(code).not.toMatch(/tree: "/);
    expect(html).toBe((await renderMdx(source, {recma: false})).html);
    expect(html).toContain('<pre>f(): void</pre>');
  });
});

describe('static-html links', () => {
  const anchor = (href: string, attrs: Record<string, string> = {}) => {
    const url = new URL(href, 'http://127.0.0.1/api/Konva.Node.html');
    return {
      getAttribute: (name: string) => (name === 'href' ? href : (attrs[name] ?? null)),
      hasAttribute: (name: string) => name in attrs,
      target: attrs.target ?? '',
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
    } as unknown as HTMLAnchorElement;
  };
  const click = {button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false};

  it('opens site routes in the app, as Link does', () => {
    expect(appRoute(anchor('/api/Konva.Shape.html#fill'), click)).toBe('/api/Konva.Shape.html#fill');
    expect(appRoute(anchor('/docs/a.html?x=1'))).toBe('/docs/a.html?x=1');
  });

  it('leaves hashes, external, new-tab, download and modified clicks to the browser', () => {
    expect(appRoute(anchor('#fill'), click)).toBeNull();
    expect(appRoute(anchor('https://konvajs.org/'), click)).toBeNull();
    expect(appRoute(anchor('//cdn.example.org/x.js'), click)).toBeNull();
    expect(appRoute(anchor('/llms.txt', {target: '_blank'}), click)).toBeNull();
    expect(appRoute(anchor('/a.zip', {download: ''}), click)).toBeNull();
    expect(appRoute(anchor('/docs/a.html'), {...click, ctrlKey: true})).toBeNull();
    expect(appRoute(anchor('/docs/a.html'), {...click, button: 1})).toBeNull();
  });
});

describe('static-html CSS', () => {
  it('gives top-level Markdown rules a twin one wrapper deeper', () => {
    expect(islandSelector('.markdown > h2')).toBe('.markdown>[data-static-html]>h2');
    expect(islandSelector('.markdown>:last-child')).toBe('.markdown>[data-static-html]:last-child>:last-child');
    expect(islandSelector('.theme .markdown > p:first-child a')).toBe(
      '.theme .markdown>[data-static-html]:first-child>p:first-child a',
    );
    expect(islandSelector('.docItemContainer header + *')).toBe(
      '.docItemContainer header+[data-static-html]>*:first-child',
    );
    expect(islandSelector('.markdown li > p')).toBeNull();
    expect(islandSelector('.markdown>[data-static-html]>h2')).toBeNull();
  });

  it('adds the twins to the rule once', async () => {
    const css = '.markdown>h2,.markdown>h3{margin:0}.markdown li{color:red}';
    const out = await postcss([islandSelectors()]).process(css, {from: undefined});
    expect(out.css).toBe(
      '.markdown>h2,.markdown>h3,.markdown>[data-static-html]>h2,.markdown>[data-static-html]>h3{margin:0}.markdown li{color:red}',
    );
  });
});
