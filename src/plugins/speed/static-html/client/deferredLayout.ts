// Runs of static Markdown below the first screen are not laid out while off screen (content-visibility: auto, see
// src/css/custom.css): the browser lays a run out when it comes near the screen. Until then the run reserves its
// estimated height. Scrolling is fine with that: a run laid out above the screen (the reader scrolls up after
// pressing End) changes height, and the browser's scroll anchoring keeps the text on screen in place. A jump is not:
// the browser computes the target's position before the runs above it are laid out, and lands off by their errors
// (#cache on Konva.Node landed 90 px past its heading). So before a jump every run is laid out: `data-layout-all`
// on <html>, set by the inline script in <head> for a page opened at a #hash or reloaded or reached by back/forward
// (the browser restores its scroll position), and here for in-page anchor links, client navigation to a #hash and
// back/forward in the app. Nothing else lays runs out (on Konva.Node that was ~60 rendering updates of 10-25 ms
// after each load).
import type {Location} from 'history';

export const LAYOUT_ALL = 'data-layout-all';

/** A click on a link to an anchor of this page: lay everything out before the browser scrolls. */
export function onAnchorClick(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
  if (anchor && anchor.hash && anchor.pathname === location.pathname)
    document.documentElement.setAttribute(LAYOUT_ALL, '');
}

/** Back or forward: the browser puts the page back at a scroll position measured with every run laid out. */
let returning = false;

if (typeof document !== 'undefined') {
  document.addEventListener('click', onAnchorClick, true);
  // registered before the router's own listener (it is created when the app first renders), so this runs first
  addEventListener('popstate', () => {
    returning = true;
  });
}

export function onRouteUpdate({
  location: next,
  previousLocation,
}: {
  location: Location;
  previousLocation: Location | null;
}): void {
  if (!previousLocation) return;
  const root = document.documentElement;
  if (next.hash || returning) root.setAttribute(LAYOUT_ALL, '');
  else if (next.pathname !== previousLocation.pathname) root.removeAttribute(LAYOUT_ALL);
  returning = false;
}
