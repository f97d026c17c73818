// The watchdog: a runner that stops sending heartbeats gets every runner on the page replaced.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

class FakeWindow {}

describe('runner watchdog', () => {
  let listeners: ((ev: {data: unknown; source: unknown}) => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    listeners = [];
    vi.stubGlobal('window', {addEventListener: (_: string, f: never) => listeners.push(f), removeEventListener: () => {}});
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
    mod.registerRunner({win: () => a as never, onMessage: () => {}, stop: () => calls.push('a:stop'), restart: () => calls.push('a:restart')});
    mod.registerRunner({win: () => b as never, onMessage: () => {}, stop: () => calls.push('b:stop'), restart: () => calls.push('b:restart')});
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
});
