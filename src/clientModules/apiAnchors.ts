// API pages leave blocks off screen unrendered, with guessed heights (content-visibility: auto, ApiReference's
// styles.module.css). Scrolling to an anchor needs the real heights above it, or the member lands off screen once
// the blocks around it render. Before any jump to an anchor the page is laid out whole, once, and stays so.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

/** Set on the `.api-doc` wrapper: its blocks are ordinary boxes from then on. */
export const LAID_OUT = 'data-laid-out';

/** Returns true when the page was laid out just now (it was an API page not yet laid out whole). */
export function layOutWhole(doc: Document): boolean {
  const root = doc.querySelector('.api-doc');
  if (!root || root.hasAttribute(LAID_OUT)) return false;
  root.setAttribute(LAID_OUT, '');
  return true;
}

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  // Links within the page (table of contents, heading anchors): the browser scrolls after this listener.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.pathname === window.location.pathname && link.hash) layOutWhole(document);
    },
    {capture: true},
  );
}

const clientModule: ClientModule = {
  // Arriving with an anchor (another page's link, back/forward, the first load): the theme has already scrolled with
  // the guessed heights, in this same commit; scroll again, exactly, before anything is painted.
  onRouteDidUpdate({location}) {
    if (!location.hash || !layOutWhole(document)) return;
    targetOf(location.hash)?.scrollIntoView();
  },
};

export default clientModule;
