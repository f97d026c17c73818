import {describe, expect, it} from 'vitest';
import vm from 'node:vm';
import {layoutAllScript} from '../../src/plugins/speed/static-html';

/** Runs the <head> script as a page would; returns whether it asked for every run to be laid out. */
function run(hash: string, type: string | null): boolean {
  const attributes = new Map<string, string>();
  const performance =
    type === null ? {} : {getEntriesByType: (kind: string) => (kind === 'navigation' ? [{type}] : [])};
  vm.runInNewContext(layoutAllScript, {
    location: {hash},
    performance,
    document: {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}},
  });
  return attributes.has('data-layout-all');
}

describe('the layout-all script in <head>', () => {
  it('lays everything out when the browser will scroll by itself: a #hash, a reload, back or forward', () => {
    expect(run('#cache', 'navigate')).toBe(true);
    expect(run('', 'reload')).toBe(true);
    expect(run('', 'back_forward')).toBe(true);
  });

  it('leaves a plain first visit lazy, also where the navigation type is unknown', () => {
    expect(run('', 'navigate')).toBe(false);
    expect(run('', 'prerender')).toBe(false);
    expect(run('', null)).toBe(false);
    expect(run('#x', null)).toBe(true);
  });
});
