// One IntersectionObserver for all the links that prefetch their page when they come into view.
const onVisible = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `callback` once, the first time `el` intersects the viewport; returns the function that stops watching. */
export function whenVisible(el: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const run = onVisible.get(entry.target);
      observer!.unobserve(entry.target);
      onVisible.delete(entry.target);
      run?.();
    }
  });
  onVisible.set(el, callback);
  observer.observe(el);
  return () => {
    observer?.unobserve(el);
    onVisible.delete(el);
  };
}
