// Category links: a category opens its first page, except those that ask for a generated index
// (shapes, at /category/形状) in their _category_.json.
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
    if (item.link?.type === 'generated-index') return {...item, items: children};
    const id = firstDocId(children);
    return {...item, items: children, link: id ? {type: 'doc', id} : item.link};
  });
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({defaultSidebarItemsGenerator, ...args}) =>
  linkCategoriesToFirstPage(await defaultSidebarItemsGenerator(args));
