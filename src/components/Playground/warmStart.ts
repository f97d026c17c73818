// The first example's head start: the page's starter script (src/lib/ssrTemplate.ts) created its runner frame
// in Preview's slot before the bundles loaded; as soon as main.js runs (before hydration) this posts the example
// to that frame, so it runs while React hydrates. Everything the runner says meanwhile is kept for the panel's
// useRunner, which adopts the frame and replays it (status, console lines, errors).
import {runnerPayload} from './payload';
import type {RunnerMessage} from './runners';
import type {Flavour} from '../../plugins/playground/flavours';

export interface WarmFrame {
  /** What the runner posted before the panel took the frame over. */
  log: RunnerMessage[];
  /** The example was posted (the panel must not post it again). */
  sent: boolean;
  /** Stops keeping messages: the panel listens now. */
  release: () => void;
}

const frames = new WeakMap<HTMLIFrameElement, WarmFrame>();

/** The warm state of a starter frame, if this page started one. */
export function warmFrame(frame: HTMLIFrameElement): WarmFrame | undefined {
  return frames.get(frame);
}

/** Finds the starter's frame and posts its example once the runner asks; call once, before hydration. */
export function startWarmFrame(doc: Document = document): void {
  const frame = doc.querySelector<HTMLIFrameElement>('[data-pg-slot] > iframe');
  const panel = frame?.closest<HTMLElement>('[data-pg-warm]');
  if (!frame || !panel) return;
  const [base, version, flavour, hash] = panel.dataset.pgWarm!.split('|') as [string, string, Flavour, string];
  const assets = panel.dataset.pgAssets ? panel.dataset.pgAssets.split('\n') : [];
  const payload = runnerPayload(base, panel.dataset.pgSiteBase ?? '/', version, flavour, {hash}, assets);
  payload.catch(() => undefined); // the panel's own start reports a failed download
  const state: WarmFrame = {log: [], sent: false, release: () => removeEventListener('message', onMessage)};
  const send = () => {
    if (state.sent) return;
    state.sent = true;
    void payload.then((p) => frame.contentWindow?.postMessage(p, '*'));
  };
  function onMessage(ev: MessageEvent): void {
    const data = ev.data as ({__pg?: number} & RunnerMessage) | null;
    if (ev.source !== frame!.contentWindow || !data || data.__pg !== 1) return;
    state.log.push(data);
    if (data.type === 'ready') send();
  }
  addEventListener('message', onMessage);
  frames.set(frame, state);
  if (frame.hasAttribute('data-ready')) send();
}
