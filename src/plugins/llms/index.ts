// llms: a Markdown copy of every page next to it (Rect.html → Rect.md), /llms.txt (sections and every page with
// its title, URL and one line, the llms.txt convention) and /llms-full.txt (all pages as Markdown), written after
// the build from the pages' own sources.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {markdownPath} from '../../lib/markdownUrl';
import {mdxToMarkdown, type LinkContext} from './markdown';
import {llmsIndex, type LlmsPage, type LlmsSection} from './index-file';

interface SourcePage extends LlmsPage {
  sourceFile: string;
  /** Section key: docs folder (shapes, events, …), `api` or `blog`. */
  section: string;
  order: number;
}

function sectionLabel(siteDir: string, folder: string): {label: string; position: number} {
  const file = path.join(siteDir, 'content', 'docs', folder, '_category_.json');
  if (!fs.existsSync(file)) return {label: folder, position: 1_000};
  const c = JSON.parse(fs.readFileSync(file, 'utf8')) as {label?: string; position?: number};
  return {label: c.label ?? folder, position: c.position ?? 1_000};
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteRoot = `${siteConfig.url.replace(/\/$/, '')}${baseUrl}`;
  let pages: SourcePage[] = [];
  return {
    name: 'konva-llms',
    allContentLoaded({allContent}) {
      pages = [];
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docs?.loadedVersions.find((v) => v.isLast) ?? docs?.loadedVersions[0];
      for (const d of version?.docs ?? []) {
        if (d.unlisted) continue;
        const rel = d.source.replace(/^@site\//, '');
        const m = /^content\/(docs|api)\/(?:([^/]+)\/)?/.exec(rel);
        const section = m?.[1] === 'api' ? 'api' : m?.[2] && rel.split('/').length > 3 ? m[2] : 'docs';
        pages.push({
          title: d.title,
          description: d.description,
          path: d.permalink.slice(baseUrl.length),
          sourceFile: path.join(siteDir, rel),
          section,
          order: d.sidebarPosition ?? 1_000,
        });
      }
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      for (const p of blog?.blogPosts ?? []) {
        if (p.metadata.unlisted) continue;
        const rel = p.metadata.source.replace(/^@site\//, '');
        pages.push({
          title: p.metadata.title,
          description: p.metadata.description,
          path: p.metadata.permalink.slice(baseUrl.length),
          sourceFile: path.join(siteDir, rel),
          section: 'blog',
          order: -new Date(p.metadata.date).getTime(),
        });
      }
    },
    async postBuild({outDir}) {
      const links: LinkContext = {siteRoot, pageOfSource: new Map(pages.map((p) => [p.sourceFile, p.path]))};
      const full: string[] = [];
      for (const p of pages) {
        const md = mdxToMarkdown(
          fs.readFileSync(p.sourceFile, 'utf8'),
          {title: p.title, description: p.description, url: siteRoot + p.path, sourceFile: p.sourceFile},
          links,
        );
        const file = path.join(outDir, markdownPath(`/${p.path}`));
        await fs.promises.mkdir(path.dirname(file), {recursive: true});
        await fs.promises.writeFile(file, md);
        full.push(md);
      }
      const sections = new Map<string, LlmsSection & {position: number}>();
      const sectionOf = (key: string) => {
        let s = sections.get(key);
        if (!s) {
          const meta =
            key === 'api'
              ? {label: 'API 参考', position: 10_000}
              : key === 'blog'
                ? {label: '博客', position: 20_000}
                : key === 'docs'
                  ? {label: '入门', position: -1}
                  : sectionLabel(siteDir, key);
          s = {title: meta.label, position: meta.position, pages: []};
          sections.set(key, s);
        }
        return s;
      };
      const sorted = [...pages].sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
      for (const p of sorted) sectionOf(p.section).pages.push(p);
      const ordered = [...sections.values()].sort((a, b) => a.position - b.position);
      await fs.promises.writeFile(
        path.join(outDir, 'llms.txt'),
        llmsIndex({title: siteConfig.title, summary: siteConfig.tagline, siteRoot, sections: ordered}),
      );
      await fs.promises.writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n\n---\n\n'));
    },
  };
}
