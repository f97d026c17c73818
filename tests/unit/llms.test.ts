import {describe, expect, it} from 'vitest';
import path from 'node:path';
import {markdownPath} from '../../src/lib/markdownUrl';
import {mdxToMarkdown, type LinkContext} from '../../src/plugins/llms/markdown';
import {llmsIndex} from '../../src/plugins/llms/index-file';

const ROOT = 'https://konva-zh.example.org/';
const source = path.resolve('/site/content/docs/shapes/Rect.mdx');
const links: LinkContext = {
  siteRoot: ROOT,
  pageOfSource: new Map([[path.resolve('/site/content/docs/shapes/Circle.mdx'), 'docs/shapes/Circle.html']]),
};
const page = {title: '矩形', description: '画一个矩形。', url: `${ROOT}docs/shapes/Rect.html`, sourceFile: source};

const MDX = `---
title: 矩形
---
import Tabs from '@theme/Tabs';

{/* 注释 */}

看 [圆形](./Circle.mdx#属性)、[API](/api/Konva.Rect.html#width) 和 [本节](#例子)。

<Tabs>
  <TabItem value="a" label="甲">

包在组件里的段落。

  </TabItem>
</Tabs>

:::tip 提示

留意描边。

:::

\`\`\`js live vanilla height=200
const a = 1;
\`\`\`
\`\`\`jsx live react
export default function App() {}
\`\`\`
\`\`\`vue live
<template><v-stage /></template>
\`\`\`

\`\`\`js
// 普通代码块
\`\`\`
`;

describe('mdxToMarkdown', () => {
  const md = mdxToMarkdown(MDX, page, links);
  it('heads the file with the title, the description and the page URL', () => {
    expect(md.startsWith(`# 矩形\n\n> 画一个矩形。\n\n原文：${ROOT}docs/shapes/Rect.html\n\n`)).toBe(true);
  });
  it('drops imports, comments and JSX tags but keeps what they wrap', () => {
    expect(md).not.toMatch(/import Tabs|注释|<Tabs|<TabItem|\{\/\*/);
    expect(md).toContain('包在组件里的段落。');
  });
  it('makes links absolute: site paths, other pages by their source file, and anchors of this page', () => {
    expect(md).toContain(`[圆形](${ROOT}docs/shapes/Circle.html#属性)`);
    expect(md).toContain(`[API](${ROOT}api/Konva.Rect.html#width)`);
    expect(md).toContain(`[本节](${ROOT}docs/shapes/Rect.html#例子)`);
  });
  it('keeps each live example as fenced code named by its flavour, without the live meta', () => {
    expect(md).toContain('**示例（原生 JS）**\n\n```js\nconst a = 1;\n```');
    expect(md).toContain('**示例（React）**\n\n```jsx\nexport default function App() {}\n```');
    expect(md).toContain('**示例（Vue）**\n\n```vue\n<template><v-stage /></template>\n```');
    expect(md).not.toContain('live');
    expect(md).toContain('```js\n// 普通代码块\n```');
  });
  it('keeps admonitions as directives', () => {
    expect(md).toMatch(/:::tip\[?提示\]?[\s\S]*留意描边。[\s\S]*:::/);
  });
  it('keeps a title the body already has', () => {
    expect(mdxToMarkdown('# 自己的标题\n\n正文', page, links)).toBe(
      `# 自己的标题\n\n> 画一个矩形。\n\n原文：${page.url}\n\n正文\n`,
    );
  });
});

describe('markdownPath', () => {
  it('puts the copy next to the page', () => {
    expect(markdownPath('/docs/shapes/Rect.html')).toBe('/docs/shapes/Rect.md');
    expect(markdownPath('/blog/welcome')).toBe('/blog/welcome.md');
    expect(markdownPath('/docs/sandbox/')).toBe('/docs/sandbox/index.md');
    expect(markdownPath('/api/Konva.Node.html#on')).toBe('/api/Konva.Node.md');
  });
});

describe('llmsIndex', () => {
  it('lists sections and pages with absolute Markdown URLs and one line each', () => {
    const txt = llmsIndex({
      title: 'Konva 中文文档',
      summary: '教程与示例',
      siteRoot: ROOT,
      sections: [
        {title: '形状', pages: [{title: '矩形 [Rect]', description: '画一个\n矩形。', path: 'docs/shapes/Rect.html'}]},
        {title: '空', pages: []},
        {title: '博客', pages: [{title: '欢迎', path: 'blog/welcome'}]},
      ],
    });
    expect(txt.startsWith('# Konva 中文文档\n\n> 教程与示例\n\n')).toBe(true);
    expect(txt).toContain(`## 形状\n\n- [矩形 Rect](${ROOT}docs/shapes/Rect.md): 画一个 矩形。\n`);
    expect(txt).toContain(`## 博客\n\n- [欢迎](${ROOT}blog/welcome.md)\n`);
    expect(txt).not.toContain('## 空');
  });
});
