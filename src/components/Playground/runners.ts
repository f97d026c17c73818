// Page-wide registry of live runners: routes their postMessages and runs the watchdog. All sandboxed
// frames of a page share one process, so when one stops sending heartbeats every runner is replaced.
export interface RunnerEntry {
  win: () => Window | null | undefined;
  onMessage: (msg: RunnerMessage) => void;
  /** Called for the runner(s) that froze the process (still running their example). */
  stop: () => void;
  /** Called for every other runner on the page: start it again. */
  restart: () => void;
  lastBeat: number;
  ran: boolean;
  trips: number[];
}

export interface RunnerMessage {
  type: 'hb' | 'ready' | 'ran' | 'painted' | 'error' | 'console' | 'probe';
  [k: string]: unknown;
}

const entries = new Set<RunnerEntry>();
let timer: ReturnType<typeof setInterval> | undefined;
export const WATCHDOG_MS = 2000;

function onMessage(ev: MessageEvent): void {
  const d = ev.data as ({__pg?: number} & RunnerMessage) | null;
  if (!d || d.__pg !== 1) return;
  for (const e of entries) {
    if (e.win() !== ev.source) continue;
    e.lastBeat = performance.now();
    if (d.type === 'ran' || d.type === 'painted' || d.type === 'error') e.ran = true;
    e.onMessage(d);
  }
}

function check(): void {
  if (document.hidden) return;
  const now = performance.now();
  const frozen = [...entries].some((e) => e.lastBeat && now - e.lastBeat > WATCHDOG_MS);
  if (!frozen) return;
  const all = [...entries];
  const guilty = all.filter((e) => !e.ran);
  for (const e of all) {
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

export function registerRunner(entry: Omit<RunnerEntry, 'lastBeat' | 'ran' | 'trips'>): RunnerEntry {
  const e: RunnerEntry = {...entry, lastBeat: 0, ran: false, trips: []};
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
