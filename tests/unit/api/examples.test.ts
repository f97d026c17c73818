// Member examples (src/data/api-examples/<Class>/<member>.js): short, for a member that exists, runnable in the
// playground.
import {describe, expect, it} from 'vitest';
import {extractApi, konvaRoot} from '../../../src/plugins/api-reference/extract';
import {readMemberExamples} from '../../../src/plugins/api-reference/examples';

const model = extractApi(konvaRoot());
const examples = [...readMemberExamples().values()];

describe('member examples', () => {
  it('exist', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((e) => [e.key, e] as const))(
    '%s is a short program for a member its class declares',
    (key, e) => {
      const [cls, member] = key.split('#');
      const c = model.classes.find((x) => x.name === cls);
      expect(
        c?.members.map((m) => m.name),
        `${e.file}: no member ${member} declared by Konva.${cls}`,
      ).toContain(member);
      expect(e.code.trim().split('\n').length, `${e.file}: at most 30 lines`).toBeLessThanOrEqual(30);
      expect(e.code).toMatch(/^import Konva from 'konva';$/m);
      expect(e.code, `${e.file}: draws into #container`).toContain("container: 'container'");
      expect(e.code, `${e.file}: no other host`).not.toMatch(/https?:\/\//);
      expect(e.height).toBeGreaterThanOrEqual(100);
      expect(e.height).toBeLessThanOrEqual(400);
    },
  );
});
