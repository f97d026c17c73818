import {describe, expect, it} from 'vitest';
import {compileExample} from '../../../src/plugins/playground/compile/index';
import {readStarters} from '../../../src/plugins/playground/starters';
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
