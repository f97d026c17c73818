// clipFunc may return the arguments for ctx.clip(), but only as an array: Konva spreads the return value with
// Function.prototype.apply, which throws on a bare string. Checked with Konva itself on a stub canvas.
import {beforeAll, describe, expect, it} from 'vitest';
import {calls, installStubCanvas} from './stubCanvas';
import {docPage, zh} from './zh';

const Konva = installStubCanvas();

class FakePath2D {
  constructor(public d: string) {}
}

function drawWithClip(clipFunc: () => unknown) {
  const layer = new Konva.Layer();
  const group = new Konva.Group({clipFunc: clipFunc as never});
  group.add(new Konva.Rect({width: 20, height: 20, fill: 'red'}));
  layer.add(group);
  calls.length = 0;
  try {
    layer.draw();
  } finally {
    group.clipFunc(undefined as never);
    layer.destroy();
  }
  return calls.filter((c) => c.method === 'clip').map((c) => c.args);
}

describe('clipFunc return value', () => {
  beforeAll(() => {
    (globalThis as {Path2D?: unknown}).Path2D ??= FakePath2D;
  });

  it('a bare fill rule string throws when the group is drawn', () => {
    expect(() => drawWithClip(() => 'evenodd')).toThrow(TypeError);
  });

  it('an array is spread into ctx.clip()', () => {
    expect(drawWithClip(() => ['evenodd'])[0]).toEqual(['evenodd']);
    const path = new FakePath2D('M0 0h10v10z');
    expect(drawWithClip(() => [path, 'evenodd'])[0]).toEqual([path, 'evenodd']);
  });

  it("the tutorial's return example draws and reaches ctx.clip()", () => {
    const page = docPage('clipping/Clipping_Function.mdx');
    const examples = [...page.matchAll(/`return (\[[^`]+\])`/g)].map((m) => m[1]!);
    expect(examples.length).toBeGreaterThan(0);
    for (const expr of examples) {
      const value = new Function('Path2D', `return ${expr};`)(FakePath2D) as unknown[];
      const clipArgs = drawWithClip(() => value);
      expect(clipArgs[0], expr).toEqual(value);
    }
  });

  it('the tutorial never offers a bare string as a return value, and says it throws', () => {
    const page = docPage('clipping/Clipping_Function.mdx');
    expect(page).not.toMatch(/返回 `'(evenodd|nonzero)'` 改用/);
    expect(page).toMatch(/返回一个数组/);
    expect(page).toMatch(/直接返回字符串 `'evenodd'` 会[^。]*抛出/);
  });

  it('the API description names the array form', async () => {
    expect(await zh('Container', 'clipFunc')).toMatch(/\[path2d, fillRule\]/);
  });
});
