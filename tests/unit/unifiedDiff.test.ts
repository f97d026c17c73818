import {describe, expect, it} from 'vitest';
import {unifiedDiff} from '../../src/lib/unifiedDiff';

const lines = (n: number) => Array.from({length: n}, (_, i) => `line ${i + 1}`);

describe('unifiedDiff', () => {
  it('is empty when the texts agree', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb\n', 'old', 'new')).toBe('');
  });

  it('shows a change with three lines of context and line numbers', () => {
    const old = lines(10);
    const changed = [...old];
    changed[4] = 'line five';
    expect(unifiedDiff(old.join('\n'), changed.join('\n'), 'old', 'new')).toBe(
      [
        '--- old',
        '+++ new',
        '@@ -2,7 +2,7 @@',
        ' line 2',
        ' line 3',
        ' line 4',
        '-line 5',
        '+line five',
        ' line 6',
        ' line 7',
        ' line 8',
      ].join('\n'),
    );
  });

  it('keeps far-apart changes in separate hunks and counts an insertion', () => {
    const old = lines(20);
    const changed = ['line 0', ...old.slice(0, 19)];
    const diff = unifiedDiff(old.join('\n'), changed.join('\n'), 'old', 'new');
    expect(diff.split('\n').filter((l) => l.startsWith('@@'))).toEqual(['@@ -1,3 +1,4 @@', '@@ -17,4 +18,3 @@']);
  });
});
