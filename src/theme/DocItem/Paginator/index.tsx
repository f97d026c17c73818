// Ejected from @docusaurus/theme-classic@3.10.2 src/theme/DocItem/Paginator/index.tsx. Change: on a page that a
// category opens, the docs plugin names the page itself as 下一页 (see src/lib/pager.ts); there the next page is taken
// from the sidebar instead.
import React from 'react';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import {nextPageAfter} from '../../../lib/pager';

export default function DocItemPaginator(): React.ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const selfAsNext = metadata.next?.permalink === metadata.permalink;
  const next = selfAsNext ? (sidebar ? nextPageAfter(sidebar.items, metadata.permalink) : undefined) : metadata.next;
  return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={next} />;
}
