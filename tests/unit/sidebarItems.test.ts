import {describe, expect, it} from 'vitest';
import {linkCategoriesToFirstPage} from '../../src/config/sidebarItems';

type Items = Parameters<typeof linkCategoriesToFirstPage>[0];

const doc = (id: string) => ({type: 'doc' as const, id});

describe('linkCategoriesToFirstPage', () => {
  it('links a category without a page of its own to its first doc', () => {
    const items: Items = [
      {type: 'category', label: '事件', items: [doc('docs/events/Binding_Events'), doc('docs/events/Stop')]},
    ];
    const [cat] = linkCategoriesToFirstPage(items);
    expect(cat).toMatchObject({link: {type: 'doc', id: 'docs/events/Binding_Events'}});
  });

  it("keeps the category's own index page as its link, so that page stays in the sidebar", () => {
    const items: Items = [
      {
        type: 'category',
        label: 'React',
        link: {type: 'doc', id: 'docs/react/index'},
        items: [doc('docs/react/Shapes')],
      },
    ];
    const [cat] = linkCategoriesToFirstPage(items);
    expect(cat).toMatchObject({link: {type: 'doc', id: 'docs/react/index'}});
  });

  it('keeps a generated index', () => {
    const items: Items = [
      {
        type: 'category',
        label: '形状',
        link: {type: 'generated-index', slug: '/category/形状'},
        items: [doc('docs/shapes/Rect')],
      },
    ];
    const [cat] = linkCategoriesToFirstPage(items);
    expect(cat).toMatchObject({link: {type: 'generated-index'}});
  });
});
