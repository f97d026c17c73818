import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** Ids of the docs a generated-index page lists as cards: link items directly under a category whose page is no doc. */
export function cardDocIds(
  sidebars: PropVersionMetadata['docsSidebars'],
  docPermalinks: ReadonlySet<string>,
): Set<string> {
  const ids = new Set<string>();
  const visit = (items: PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href !== undefined && !docPermalinks.has(item.href))
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      visit(item.items);
    }
  };
  for (const sidebar of Object.values(sidebars)) visit(sidebar);
  return ids;
}

export function leanVersionMetadata(
  version: PropVersionMetadata,
  docPermalinks: ReadonlySet<string>,
): PropVersionMetadata {
  const keep = cardDocIds(version.docsSidebars, docPermalinks);
  const docs = Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id)));
  return {...version, docs};
}
