// One IntersectionObserver for all the links that prefetch their page when they come into view.
import {whenIdle} from '../../../../lib/idle';

const onVisible = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `callback` once, soon after `el` first intersects the viewport; returns the function that stops watching. */
export function whenVisible(el: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const run = onVisible.get(entry.target);
      observer!.unobserve(entry.target);
      onVisible.delete(entry.target);
      // Prefetching a page (its route match, a few link elements, ~10 ms here) is background work: in an idle task
      // of its own, not in the task that saw the link, nor one per batch of links.
      if (run) whenIdle(run, {timeout: 2000});
    }
  });
  onVisible.set(el, callback);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    onVisible.delete(el);
  };
}
