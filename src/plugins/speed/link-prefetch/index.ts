// link-prefetch: Docusaurus' Link with one change. The theme's Link creates an IntersectionObserver for every
// internal link it renders (again on each re-render) to prefetch the link's page once it scrolls into view: ~80-100
// observers on a docs or API page, each firing on load and most observed for as long as the page is open. The site
// prefetches only the likely next page (src/clientModules/prefetchBudget.ts), so only those links are observed,
// all by one observer.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {aliasPlugin} from '../replaceAlias';

export const LINK = '@docusaurus/Link';

export default function linkPrefetchPlugin(): Plugin {
  return aliasPlugin('konva-link-prefetch', LINK, path.join(__dirname, 'client', 'Link'));
}
