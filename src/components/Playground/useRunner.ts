// One example's runner: starts it while `near` (fetching what it needs and posting it once per start),
// follows its messages into status, error and console lines, and restarts it on demand. Its first start may
// adopt the frame the page's starter script began before hydration (Preview's slot), which is then often
// waiting for its example already.
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {deliver, registerRunner, startDelay, unregisterRunner, type RunnerMessage} from './runners';
import {runnerPayload} from './payload';
import {warmFrame} from './warmStart';
import {consoleLine, FROZEN_MESSAGE, runnerError, type RunnerError} from './messages';
import type {LogLine} from './Console';
import type {Flavour} from '../../plugins/playground/flavours';

export type Status = 'idle' | 'loading' | 'ran' | 'painted' | 'error' | 'stopped';

/** Whose frame runs the example: the starter's (adopted from the slot) or the panel's own; undecided until the first
 * start looked at the slot. Rendering a frame of its own before that created one more frame on every page load (8-20
 * ms of main thread), removed again a moment later. */
export type FrameOwner = 'undecided' | 'warm' | 'own';

/** Code compiled in the page from an edit. */
export interface Compiled {
  code: string;
  lines?: number[];
}

interface Options {
  near: boolean;
  flavour: Flavour;
  hash: string;
  assets: string[];
  /** The edited code to run instead of the built example, read at each start. */
  editedRef: RefObject<Compiled | null>;
  site: {base: string; siteBase: string; version: string};
}

const MAX_LOGS = 200;
/** A starter frame not adopted by then (its panel was not near the viewport after all) is let go. */
const WARM_FRAME_TTL_MS = 5000;

export function useRunner({near, flavour, hash, assets, editedRef, site}: Options) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const warmTaken = useRef(false);
  const [owner, setOwner] = useState<FrameOwner>('undecided');
  const [run, setRun] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<RunnerError | null>(null);
  const [logs, setLogs] = useState<LogLine[]>([]);
  const [waiting, setWaiting] = useState(false);
  const live = near && status !== 'stopped' && !waiting;

  const restart = useCallback(() => {
    setError(null);
    setLogs([]);
    setStatus('loading');
    const delay = startDelay();
    if (delay > 0) {
      // A frozen runner process is still being shut down: do not land in it.
      setWaiting(true);
      setTimeout(() => {
        setWaiting(false);
        setRun((n) => n + 1);
      }, delay);
    } else setRun((n) => n + 1);
  }, []);

  useEffect(() => {
    const t = setTimeout(() => {
      if (!warmTaken.current) slotRef.current?.replaceChildren();
    }, WARM_FRAME_TTL_MS);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!live) return;
    // The starter's frame serves the first start only; any later start gets a frame of its own.
    const warm = warmTaken.current ? null : (slotRef.current?.querySelector('iframe') ?? null);
    warmTaken.current = true;
    if (!warm) slotRef.current?.replaceChildren();
    setOwner(warm ? 'warm' : 'own');
    const frameWindow = () => (warm ? warm.contentWindow : frameRef.current?.contentWindow);
    setStatus('loading');
    // Fetch while the runner page loads; post once it says it is ready.
    const payload = runnerPayload(site.base, site.siteBase, site.version, flavour, editedRef.current ?? {hash}, assets);
    payload.catch((e: Error) => {
      setError({name: 'LoadError', message: e.message});
      setStatus('error');
    });
    // The runner repeats 'ready' until its example arrives; the payload (library texts included) goes once.
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      const win = frameWindow();
      void payload.then((p) => frameWindow() === win && win?.postMessage(p, '*'));
    };
    const entry = registerRunner({
      win: frameWindow,
      onMessage: (m: RunnerMessage) => {
        if (m.type === 'ready') send();
        else if (m.type === 'ran') setStatus((s) => (s === 'loading' ? 'ran' : s));
        else if (m.type === 'painted') setStatus((s) => (s === 'error' ? s : 'painted'));
        else if (m.type === 'error') {
          setError(runnerError(m));
          setStatus('error');
        } else if (m.type === 'console') setLogs((l) => [...l.slice(1 - MAX_LOGS), consoleLine(m)]);
      },
      stop: () => {
        setError({message: FROZEN_MESSAGE, name: 'Frozen'});
        setStatus('stopped');
      },
      restart,
    });
    if (warm) {
      // What it said before this panel listened (main.js may have posted its example already, see warmStart.ts).
      const head = warmFrame(warm);
      if (head) {
        head.release();
        if (head.sent) sent = true;
        for (const m of head.log) deliver(entry, m);
      }
      // Its 'ready' came before anyone listened (the runner repeats it only every 250 ms).
      if (warm.hasAttribute('data-ready')) send();
    }
    return () => {
      unregisterRunner(entry);
      if (warm) {
        warm.remove();
        setOwner('own');
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new run (run) picks up edits; props are fixed
  }, [live, run, restart]);

  const clearLogs = useCallback(() => setLogs([]), []);
  const fail = useCallback((e: RunnerError) => {
    setError(e);
    setStatus('error');
  }, []);

  return {frameRef, slotRef, owner, run, live, waiting, status, error, logs, clearLogs, restart, fail};
}
