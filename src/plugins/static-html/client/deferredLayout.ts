// Runs of static Markdown below the first screen are not laid out while off screen (content-visibility: auto, see
// src/css/custom.css). A run's real height is known only once it is laid out, and everything below it then moves:
// Chromium's scroll anchoring does not make up for that, so a jump to an anchor could land a screen away. Hence:
// - before a jump every run is laid out: `data-layout-all` on <html>, set by the inline script in <head> for a page
//   opened at a #hash or reloaded or reached by back/forward (the browser restores its scroll position), and here
//   for in-page anchor links, client navigation to a #hash and back/forward in the app;
// - once the page has loaded, each run is laid out in idle time, one per task, and stays so (`data-laid-out`).
import type {Location} from 'history';
import {whenIdle} from '../../../lib/idle';

export const LAYOUT_ALL = 'data-layout-all';
export const LAID_OUT = 'data-laid-out';
/** Runs laid out per idle task: one, a few ms of layout on an API page here (a long task would count against the page). */
const PER_TASK = 1;

const pending = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>(`.markdown > [data-defer-layout]:not([${LAID_OUT}])`));

let cancel: (() => void) | null = null;

/** Lays out the page's runs, PER_TASK per idle task, until none is left. */
export function layOutInIdleTime(): void {
  cancel?.();
  const next = () => {
    cancel = whenIdle(step, {fallbackMs: 50});
  };
  const step = () => {
    const runs = pending();
    runs.slice(0, PER_TASK).forEach((run) => run.setAttribute(LAID_OUT, ''));
    if (runs.length > PER_TASK) next();
    else cancel = null;
  };
  if (document.readyState === 'complete') next();
  else addEventListener('load', next, {once: true});
}

/** A click on a link to an anchor of this page: lay everything out before the browser scrolls. */
export function onAnchorClick(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
  if (anchor && anchor.hash && anchor.pathname === location.pathname) document.documentElement.setAttribute(LAYOUT_ALL, '');
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

export function onRouteUpdate({location: next, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  if (!previousLocation) return;
  const root = document.documentElement;
  if (next.hash || returning) root.setAttribute(LAYOUT_ALL, '');
  else if (next.pathname !== previousLocation.pathname) root.removeAttribute(LAYOUT_ALL);
  returning = false;
}

export function onRouteDidUpdate(): void {
  layOutInIdleTime();
}
