import {describe, expect, it} from 'vitest';
import {compileExample} from '../../../src/plugins/playground/compile/index';
import {readStarters, starterTokens} from '../../../src/plugins/playground/starters';
import {FLAVOURS} from '../../../src/plugins/playground/flavours';

describe('演练场 starter programs', () => {
  const starters = readStarters();
  for (const flavour of FLAVOURS) {
    it(`${flavour}: compiles with the build's compiler, sizes the stage to the frame and logs to the console`, async () => {
      const source = starters[flavour];
      await expect(compileExample(flavour, source)).resolves.toMatchObject({code: expect.any(String)});
      expect(source).toMatch(/window\.innerWidth/);
      expect(source).toMatch(/console\.log\('/);
    });
  }
});

describe('starter tokens (the 演练场 shows a starter coloured without the tokenizer)', () => {
  const starters = readStarters();
  const tokens = starterTokens(starters);
  it.each(FLAVOURS)('%s: the tokens spell the starter exactly, and are coloured', (f) => {
    const text = tokens[f].map((line) => line.map((t) => (t.empty ? '' : t.content)).join('')).join('\n');
    expect(text).toBe(starters[f]);
    expect(tokens[f].flat().some((t) => t.types.includes('keyword') || t.types.includes('tag'))).toBe(true);
  });
});
