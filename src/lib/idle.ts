// Background work in a task of its own once the browser is idle (a timer where requestIdleCallback is missing).

/** Runs `fn` when the browser is next idle (at the latest after `timeout` ms, if given); returns a cancel function. */
export function whenIdle(
  fn: () => void,
  {timeout, fallbackMs = 0}: {timeout?: number; fallbackMs?: number} = {},
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), timeout === undefined ? undefined : {timeout});
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, fallbackMs);
  return () => clearTimeout(timer);
}
