// Hydration at React's idle priority. Updates that effects make right after a render get that render's priority or
// a lower one, so after an idle-priority hydration they are idle updates too, and React renders them in slices of a
// few ms. After a transition hydration they were default updates, which React renders in one blocking task: on
// Konva.Node 26-53 ms here (the browser context, colour mode, window size and navbar providers all update once
// hydrated). React has no public API for it; its DOM internals hold the current update priority.
import * as ReactDOM from 'react-dom';
import {startTransition} from 'react';

/** React DOM's IdleEventPriority (its idle lane). */
export const IDLE_PRIORITY = 0x10000000;

type Internals = {p?: unknown};

const domInternals = (): Internals | undefined =>
  (ReactDOM as unknown as {__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: Internals})
    .__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** Runs `fn` so that the React updates it schedules are idle ones (a transition if React's internals have changed). */
export function atIdlePriority(fn: () => void, internals: Internals | undefined = domInternals()): void {
  if (!internals || typeof internals.p !== 'number') {
    startTransition(fn);
    return;
  }
  const previous = internals.p;
  internals.p = IDLE_PRIORITY;
  try {
    fn();
  } finally {
    internals.p = previous;
  }
}
