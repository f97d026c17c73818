import {describe, expect, it, vi} from 'vitest';
import {compile, run} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import postcss from 'postcss';
import React from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkStaticHtml, {isStaticTree, wrapStaticRuns} from '../../src/plugins/static-html/remark';
import recmaStaticHtml from '../../src/plugins/static-html/recma';
import {islandSelector, islandSelectors} from '../../src/plugins/static-html/postcss';

vi.mock('@docusaurus/router', () => ({useHistory: () => ({location: {pathname: '/', search: '', hash: ''}})}));
const {default: StaticHtml, appRoute} = await import('../../src/plugins/static-html/client/StaticHtml');

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
    expect(root.children!.map((n) => n.name ?? n.type)).toEqual(['StaticHtml', 'code', 'StaticHtml', 'KonvaPlayground', 'mdxFlowExpression', 'StaticHtml']);
    expect(root.children![0]!.children!.map((n) => n.name ?? n.type)).toEqual(['heading', 'paragraph', 'ApiSig']);
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

async function renderMdx(source: string): Promise<{code: string; html: string}> {
  const file = await compile(source, {
    outputFormat: 'function-body',
    remarkPlugins: [remarkGfm, [remarkStaticHtml, {components: ['ApiSig']}]],
    recmaPlugins: [recmaStaticHtml],
  });
  const code = String(file);
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  const ApiSig = ({lines}: {lines: string[]}) => React.createElement('pre', null, lines.join('\n'));
  const html = renderToStaticMarkup(React.createElement(Content, {components: {StaticHtml, ApiSig}}));
  return {code, html};
}

describe('static-html recma plugin and component', () => {
  it('passes the content as a function and renders it on the server inside the wrapper', async () => {
    const {code, html} = await renderMdx(
      '## 标题\n\n段落 [链接](/docs/a.html)。\n\n<ApiSig lines={["f(): void"]} />\n\n```js\nx()\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(code).toMatch(/render: \(\) =>/);
    expect(code).not.toMatch(/StaticHtml, \{\s*children/);
    // block layout ignores the line breaks MDX puts between blocks (it leaves them out inside a JSX element)
    expect(html.replace(/>\n</g, '><')).toBe(
      '<div data-static-html=""><h2>标题</h2><p>段落 <a href="/docs/a.html">链接</a>。</p><pre>f(): void</pre></div><pre><code class="language-js">x()\n</code></pre><div data-static-html=""><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div>',
    );
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
    expect(islandSelector('.theme .markdown > p:first-child a')).toBe('.theme .markdown>[data-static-html]:first-child>p:first-child a');
    expect(islandSelector('.docItemContainer header + *')).toBe('.docItemContainer header+[data-static-html]>*:first-child');
    expect(islandSelector('.markdown li > p')).toBeNull();
    expect(islandSelector('.markdown>[data-static-html]>h2')).toBeNull();
  });

  it('adds the twins to the rule once', async () => {
    const css = '.markdown>h2,.markdown>h3{margin:0}.markdown li{color:red}';
    const out = await postcss([islandSelectors()]).process(css, {from: undefined});
    expect(out.css).toBe('.markdown>h2,.markdown>h3,.markdown>[data-static-html]>h2,.markdown>[data-static-html]>h3{margin:0}.markdown li{color:red}');
  });
});
