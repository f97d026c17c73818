// Page-wide state of the service worker that the React components read (useSyncExternalStore):
// whether a new version is waiting, and the reload once the reader accepts it.

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let accepted = false;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The new version's worker while it waits for the reader's 刷新, else null. */
export const waitingWorker = (): ServiceWorker | null => waiting;

export function setWaiting(worker: ServiceWorker): void {
  waiting = worker;
  listeners.forEach((l) => l());
}

/** 刷新: the waiting worker takes over (it drops the old caches), then the page reloads on the new version. */
export function applyUpdate(): void {
  if (!waiting) return;
  accepted = true;
  waiting.postMessage({type: 'SKIP_WAITING'});
}

/** The controller changed because the reader pressed 刷新 (not the first worker taking control). */
export const updateAccepted = (): boolean => accepted;
