// The /llms.txt text (llmstxt.org): an H1, a one-paragraph summary in a quote, then one H2 per section listing
// its pages as `- [title](markdown url): description`.
import {markdownPath} from '../../lib/markdownUrl';

export interface LlmsPage {
  title: string;
  description?: string;
  /** Page path under the base URL, no leading slash (docs/shapes/Rect.html). */
  path: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

export function llmsIndex(site: {title: string; summary: string; siteRoot: string; sections: LlmsSection[]}): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    `每个页面都有一份 Markdown 副本（把页面地址的 .html 换成 .md），示例代码按写法（原生 JS、React、Vue、Svelte、Angular）逐个列出。全部文档合在一起见 ${site.siteRoot}llms-full.txt。`,
  ];
  for (const s of site.sections) {
    if (s.pages.length === 0) continue;
    lines.push('', `## ${s.title}`, '');
    for (const p of s.pages) {
      const line = (p.description ?? '').replace(/\s+/g, ' ').trim();
      lines.push(
        `- [${p.title.replace(/[[\]]/g, '')}](${site.siteRoot}${markdownPath(`/${p.path}`).slice(1)})${line ? `: ${line}` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
