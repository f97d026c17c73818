import {describe, expect, it} from 'vitest';
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {cardDocIds, leanVersionMetadata} from '../../src/plugins/speed/lean-docs/versionMetadata';

const link = (id: string): PropSidebarItem => ({
  type: 'link',
  href: `/docs/${id}.html`,
  label: id,
  docId: id,
  unlisted: false,
});
const category = (label: string, href: string | undefined, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label,
  href,
  items,
  collapsed: true,
  collapsible: true,
});

// shapes: a generated-index page; events: its page is a doc; nested: a generated index inside a doc-linked category
const sidebars = {
  tutorials: [
    link('intro'),
    category('shapes', '/category/shapes', [
      link('rect'),
      link('circle'),
      category('more', '/docs/arc.html', [link('arc')]),
    ]),
    category('events', '/docs/binding.html', [
      link('binding'),
      link('drag'),
      category('nested', '/category/nested', [link('keys')]),
    ]),
  ],
  api: [category('core', '/api/node.html', [link('node')])],
};
const permalinks = new Set(
  ['intro', 'rect', 'circle', 'arc', 'binding', 'drag', 'keys', 'node'].map((id) => `/docs/${id}.html`),
);
permalinks.add('/api/node.html');

describe('lean-docs version metadata', () => {
  it('keeps the docs a generated-index page shows as cards: its direct links, at any depth', () => {
    expect([...cardDocIds(sidebars, permalinks)].sort()).toEqual(['circle', 'keys', 'rect']);
  });

  it('drops every other doc and leaves the rest of the metadata as it was', () => {
    const ids = ['intro', 'rect', 'circle', 'arc', 'binding', 'drag', 'keys', 'node'];
    const version: PropVersionMetadata = {
      pluginId: 'default',
      version: 'current',
      label: 'Next',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
      docsSidebars: sidebars,
      docs: Object.fromEntries(
        ids.map((id) => [id, {id, title: id.toUpperCase(), description: `about ${id}`, sidebar: 'tutorials'}]),
      ),
    };
    const lean = leanVersionMetadata(version, permalinks);
    expect(Object.keys(lean.docs).sort()).toEqual(['circle', 'keys', 'rect']);
    expect(lean.docs.rect).toEqual(version.docs.rect);
    expect(lean.docsSidebars).toBe(version.docsSidebars);
    expect({...lean, docs: version.docs}).toEqual(version);
  });
});
