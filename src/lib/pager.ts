// A category that opens its first page is both a sidebar entry and that page's parent, so the docs plugin's
// pager offers that page as its own 下一页. The page after it, in sidebar order, is the real next one.
export type PagerLink = {permalink: string; title: string};
type SidebarEntry = {type: string; href?: string; label?: string; items?: SidebarEntry[]};

/** Every page the sidebar opens, in reading order (a category's own link before its items). */
function pagesInOrder(items: readonly SidebarEntry[]): PagerLink[] {
  return items.flatMap((item) => {
    const own = item.href && item.type !== 'html' && item.label ? [{permalink: item.href, title: item.label}] : [];
    return [...own, ...pagesInOrder(item.items ?? [])];
  });
}

/** The first page after `permalink` in the sidebar that is another page (undefined at the end). */
export function nextPageAfter(items: readonly SidebarEntry[], permalink: string): PagerLink | undefined {
  const pages = pagesInOrder(items).filter((p) => !/^[a-z]+:/i.test(p.permalink));
  const last = pages.map((p) => p.permalink).lastIndexOf(permalink);
  return last < 0 ? undefined : pages.slice(last + 1).find((p) => p.permalink !== permalink);
}
