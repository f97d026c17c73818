import {describe, expect, it} from 'vitest';
import {nextPageAfter} from '../../src/lib/pager';

const sidebar = [
  {type: 'link', href: '/api/Konva.html', label: 'Konva'},
  {
    type: 'category',
    href: '/api/Konva.Node.html',
    label: '节点',
    items: [
      {type: 'link', href: '/api/Konva.Node.html', label: 'Node'},
      {type: 'link', href: '/api/Konva.Shape.html', label: 'Shape'},
    ],
  },
  {
    type: 'category',
    href: '/api/Konva.Rect.html',
    label: '图形',
    items: [{type: 'link', href: '/api/Konva.Rect.html', label: 'Rect'}],
  },
  {type: 'link', href: 'https://example.org/x', label: '外部'},
];

describe('pager for a page a category opens', () => {
  it('goes on to the page after it, not to itself', () => {
    expect(nextPageAfter(sidebar, '/api/Konva.Node.html')).toEqual({
      permalink: '/api/Konva.Shape.html',
      title: 'Shape',
    });
  });
  it('crosses into the next category, and skips links to other sites', () => {
    expect(nextPageAfter(sidebar, '/api/Konva.Shape.html')).toEqual({permalink: '/api/Konva.Rect.html', title: '图形'});
    expect(nextPageAfter(sidebar, '/api/Konva.Rect.html')).toBeUndefined();
  });
  it('knows nothing of a page outside the sidebar', () => {
    expect(nextPageAfter(sidebar, '/docs/elsewhere.html')).toBeUndefined();
  });
});
