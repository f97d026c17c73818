// One IntersectionObserver for all the links that prefetch their page when they come into view.
const onVisible = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Runs `fn` in a task of its own once the browser is idle: prefetching a page (its route match, a few link elements,
 * ~10 ms here per page) is background work and must not lengthen the task that saw the link, or share one. */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), {timeout: 2000});
  else setTimeout(fn, 0);
}

/** Calls `callback` once, soon after `el` first intersects the viewport; returns the function that stops watching. */
export function whenVisible(el: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const run = onVisible.get(entry.target);
      observer!.unobserve(entry.target);
      onVisible.delete(entry.target);
      if (run) whenIdle(run);
    }
  });
  onVisible.set(el, callback);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    onVisible.delete(el);
  };
}
