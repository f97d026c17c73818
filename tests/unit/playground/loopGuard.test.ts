import {describe, expect, it} from 'vitest';
import {addLoopGuard} from '../../../src/plugins/playground/browser/loopGuard';

/** Runs guarded code with a guard like the runner's, with a fake clock advanced per check. */
function runGuarded(code: string, msPerCheck: number) {
  let now = 0;
  const state = new Map<number, {start: number; last: number}>();
  const self = {
    __pgLoop(id: number) {
      now += msPerCheck;
      let s = state.get(id);
      if (!s || now - s.last > 100) state.set(id, (s = {start: now, last: now}));
      s.last = now;
      if (now - s.start > 1000) throw new RangeError('__PG_LOOP__');
    },
  };
  return new Function('self', code)(self);
}

describe('loop guard', () => {
  it('stops while(true) and for(;;) with the guard error', () => {
    expect(() => runGuarded(addLoopGuard('while (true) {}'), 1)).toThrow('__PG_LOOP__');
    expect(() => runGuarded(addLoopGuard('for (;;) ;'), 1)).toThrow('__PG_LOOP__');
    expect(() => runGuarded(addLoopGuard('let i = 0; do i++; while (i >= 0);'), 1)).toThrow('__PG_LOOP__');
  });
  it('leaves finite loops alone and keeps their result', () => {
    const code = addLoopGuard(
      'let s = 0; for (let i = 0; i < 100; i++) s += i; for (const x of [1, 2]) s += x; return s;',
    );
    expect(runGuarded(code, 1)).toBe(4953);
  });
  it('keeps line numbers', () => {
    const src = 'let a = 0;\nwhile (a < 3) a++;\nfor (const k in {x: 1}) {\n  a += 1;\n}\nthrow new Error("line 6");';
    const out = addLoopGuard(src);
    expect(out.split('\n')).toHaveLength(src.split('\n').length);
    expect(out.split('\n')[5]).toBe('throw new Error("line 6");');
  });
  it('guards a labelled nested loop without breaking the label', () => {
    const code = addLoopGuard('outer: for (let i = 0; i < 3; i++) { for (;;) { continue outer; } } return 1;');
    expect(runGuarded(code, 1)).toBe(1);
  });
});
