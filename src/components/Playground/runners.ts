// Page-wide registry of live runners: routes their postMessages and runs the watchdog. All sandboxed
// frames of a page share one process, so when one stops sending heartbeats every runner is replaced.
import {resandbox} from './sandbox';

export interface RunnerEntry {
  win: () => Window | null | undefined;
  onMessage: (msg: RunnerMessage) => void;
  /** Called for the runner(s) that froze the process (still running their example). */
  stop: () => void;
  /** Called for every other runner on the page: start it again. */
  restart: () => void;
  lastBeat: number;
  ran: boolean;
  /** When the reader's last action (a click, a key) reached the example: the work it starts may follow a beat or
   * two. */
  lastInput: number;
  trips: number[];
}

export interface RunnerMessage {
  type: 'hb' | 'ready' | 'input' | 'ran' | 'painted' | 'error' | 'console' | 'probe' | 'unsandboxed';
  [k: string]: unknown;
}

const entries = new Set<RunnerEntry>();
let timer: ReturnType<typeof setInterval> | undefined;
export const WATCHDOG_MS = 2000;
/** While a runner is still starting (Angular's JIT compile can block a loaded machine for seconds), or doing
 * what the reader's last action asked for. */
export const WATCHDOG_LOADING_MS = 10000;
/** Chromium keeps a removed frame's process ~2 s for reuse; new runners wait until the frozen one is gone. */
export const RESTART_DELAY_MS = 3000;
let blockedUntil = 0;

/** Milliseconds to wait before a runner may start (0 unless a frozen process is being shut down). */
export function startDelay(): number {
  return Math.max(0, blockedUntil - performance.now());
}

/** A runner's message to its entry: a beat for the watchdog; once it ran (or failed), a hang is no longer its start. */
export function deliver(e: RunnerEntry, d: RunnerMessage): void {
  e.lastBeat = performance.now();
  if (d.type === 'input') e.lastInput = e.lastBeat;
  if (d.type === 'ran' || d.type === 'painted' || d.type === 'error') e.ran = true;
  e.onMessage(d);
}

function onMessage(ev: MessageEvent): void {
  const d = ev.data as ({__pg?: number} & RunnerMessage) | null;
  if (!d || d.__pg !== 1) return;
  if (d.type === 'unsandboxed') return resandbox(ev.source);
  for (const e of entries) if (e.win() === ev.source) deliver(e, d);
}

let lastCheck = 0;

function check(): void {
  if (document.hidden) return;
  const now = performance.now();
  const stalled = now - lastCheck > 1000;
  lastCheck = now;
  if (stalled) {
    // This page was busy itself (e.g. loading a compiler): heartbeats may still be queued, not missing.
    for (const e of entries) if (e.lastBeat) e.lastBeat = Math.max(e.lastBeat, now - 250);
    return;
  }
  const silent = (e: RunnerEntry) => (e.lastBeat ? now - e.lastBeat : 0);
  // Busy on purpose, which explains a busy shared process for a while: still starting (e.g. Angular's JIT), or last
  // heard soon after the reader's action (React commits a transition's nodes in one task, after its render's beats).
  const busy = (e: RunnerEntry) => !e.ran || (e.lastInput > 0 && e.lastBeat - e.lastInput < WATCHDOG_LOADING_MS);
  const working = [...entries].some((e) => e.lastBeat && busy(e) && silent(e) <= WATCHDOG_LOADING_MS);
  const frozen = !working && [...entries].some((e) => silent(e) > (busy(e) ? WATCHDOG_LOADING_MS : WATCHDOG_MS));
  if (!frozen) return;
  blockedUntil = now + RESTART_DELAY_MS;
  const all = [...entries];
  const guilty = all.filter(busy);
  for (const e of all) {
    e.lastBeat = 0; // disarmed until its replacement beats
    e.trips = e.trips.filter((t) => now - t < 15000);
    e.trips.push(now);
    // The one still evaluating its example, or one that froze again soon after a restart, is stopped.
    if (guilty.length ? guilty.includes(e) : e.trips.length > 1) e.stop();
    else e.restart();
  }
}

function onVisible(): void {
  // Timers in hidden tabs are throttled: do not mistake that for a frozen runner.
  if (!document.hidden) for (const e of entries) if (e.lastBeat) e.lastBeat = performance.now();
}

export function registerRunner(entry: Omit<RunnerEntry, 'lastBeat' | 'ran' | 'lastInput' | 'trips'>): RunnerEntry {
  const e: RunnerEntry = {...entry, lastBeat: 0, ran: false, lastInput: 0, trips: []};
  if (entries.size === 0) {
    window.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisible);
    timer = setInterval(check, 250);
  }
  entries.add(e);
  return e;
}

export function unregisterRunner(e: RunnerEntry): void {
  entries.delete(e);
  if (entries.size === 0) {
    window.removeEventListener('message', onMessage);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  }
}
