// The watchdog: a runner that stops sending heartbeats gets every runner on the page replaced.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

class FakeWindow {}

describe('runner watchdog', () => {
  let listeners: ((ev: {data: unknown; source: unknown}) => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    listeners = [];
    vi.stubGlobal('window', {
      addEventListener: (_: string, f: never) => listeners.push(f),
      removeEventListener: () => {},
    });
    vi.stubGlobal('document', {hidden: false, addEventListener: () => {}, removeEventListener: () => {}});
    vi.stubGlobal('performance', {now: () => Date.now()});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function setup() {
    const mod = await import('../../../src/components/Playground/runners');
    const a = new FakeWindow();
    const b = new FakeWindow();
    const calls: string[] = [];
    mod.registerRunner({
      win: () => a as never,
      onMessage: () => {},
      stop: () => calls.push('a:stop'),
      restart: () => calls.push('a:restart'),
    });
    mod.registerRunner({
      win: () => b as never,
      onMessage: () => {},
      stop: () => calls.push('b:stop'),
      restart: () => calls.push('b:restart'),
    });
    const beat = (w: FakeWindow, type = 'hb') => listeners.forEach((f) => f({data: {__pg: 1, type}, source: w}));
    return {mod, a, b, calls, beat};
  }

  it('stops the runner still evaluating its example and restarts the others', async () => {
    const {mod, a, b, calls, beat} = await setup();
    beat(a, 'ran');
    beat(b); // b never finishes running its example
    for (let t = 0; t < 1000; t += 250) {
      vi.advanceTimersByTime(250);
      beat(a);
      beat(b);
    }
    expect(calls).toEqual([]);
    // Both go silent (they share one process): after the loading grace period, b is blamed.
    vi.advanceTimersByTime(mod.WATCHDOG_MS + 500);
    expect(calls).toEqual([]); // b is still loading: it gets the longer grace period
    vi.advanceTimersByTime(mod.WATCHDOG_LOADING_MS);
    expect(calls.sort()).toEqual(['a:restart', 'b:stop']);
  });

  it('stays quiet while heartbeats arrive', async () => {
    const {a, b, calls, beat} = await setup();
    beat(a, 'ran');
    beat(b, 'ran');
    for (let t = 0; t < 10000; t += 250) {
      vi.advanceTimersByTime(250);
      beat(a);
      beat(b);
    }
    expect(calls).toEqual([]);
  });

  it('blocks new runners for a while after a trip', async () => {
    const {mod, a, beat} = await setup();
    beat(a, 'ran');
    vi.advanceTimersByTime(2600);
    expect(mod.startDelay()).toBeGreaterThan(0);
    vi.advanceTimersByTime(mod.RESTART_DELAY_MS);
    expect(mod.startDelay()).toBe(0);
  });

  it("waits the longer grace period while a runner does what the reader's action asked for, then stops that runner", async () => {
    const {mod, a, b, calls, beat} = await setup();
    beat(a, 'ran');
    beat(b, 'ran');
    vi.advanceTimersByTime(250);
    beat(a);
    beat(b, 'input'); // a click in b, then b's process is busy (20,000 nodes on a slow phone)
    vi.advanceTimersByTime(mod.WATCHDOG_MS + 1000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(mod.WATCHDOG_LOADING_MS);
    expect(calls.sort()).toEqual(['a:restart', 'b:stop']);
  });

  it('keeps that patience for beats soon after the action (the heavy task may come later), not for long after', async () => {
    const {mod, a, b, calls, beat} = await setup();
    beat(a, 'ran');
    beat(b, 'ran');
    beat(a, 'input');
    for (let t = 0; t < 1000; t += 250) {
      vi.advanceTimersByTime(250);
      beat(a); // a renders in slices, beating between them, then commits in one long task
      beat(b);
    }
    vi.advanceTimersByTime(mod.WATCHDOG_MS + 1000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(mod.WATCHDOG_LOADING_MS);
    expect(calls.sort()).toEqual(['a:stop', 'b:restart']);
    // Long after the action, a silence is a hang again after the short period.
    for (let t = 0; t < mod.WATCHDOG_LOADING_MS + 1000; t += 250) {
      vi.advanceTimersByTime(250);
      beat(a);
      beat(b);
    }
    calls.length = 0;
    vi.advanceTimersByTime(mod.WATCHDOG_MS + 500);
    expect(calls.sort()).toEqual(['a:restart', 'b:restart']);
  });
});
