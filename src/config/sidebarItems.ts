// Category links: a category opens its first page, except those that already have a page of their own (an
// `index.mdx`, or a file named like its folder, e.g. drag_and_drop/Drag_and_Drop.mdx: Docusaurus makes it the
// category's link and takes it out of the items, so replacing the link left that page in no sidebar) and those that
// ask for a generated index (shapes, at /category/形状) in their _category_.json.
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

type Item = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];

function firstDocId(items: Item[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      const id = firstDocId(item.items);
      if (id) return id;
    }
  }
  return undefined;
}

export function linkCategoriesToFirstPage(items: Item[]): Item[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = linkCategoriesToFirstPage(item.items);
    if (item.link) return {...item, items: children};
    const id = firstDocId(children);
    return {...item, items: children, link: id ? {type: 'doc', id} : item.link};
  });
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) =>
  linkCategoriesToFirstPage(await defaultSidebarItemsGenerator(args));
