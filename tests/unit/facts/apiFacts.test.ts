// Facts in the Chinese API reference, each checked against Konva's behaviour in Node (stub canvas) and
// against our wording, so the test fails if either the text drifts back or Konva changes.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {SceneCanvas} from 'konva/lib/Canvas';
import {installStubCanvas} from './stubCanvas';
import {docPage, zh} from './zh';

const Konva = installStubCanvas();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Util.cloneObject', () => {
  it('copies plain objects and arrays deeply, keeps other objects by reference', () => {
    const image = {tagName: 'IMG'};
    class Thing {}
    const thing = new Thing();
    const source = {nested: {a: 1}, list: [{b: 2}], points: [1, 2, 3], image, thing};
    const copy = Konva.Util.cloneObject(source) as typeof source;
    expect(copy).toEqual(source);
    expect(copy.nested).not.toBe(source.nested);
    expect(copy.list).not.toBe(source.list);
    expect(copy.list[0]).not.toBe(source.list[0]);
    expect(copy.points).not.toBe(source.points);
    expect(copy.thing).toBe(thing);
  });

  it('is described as a deep copy', async () => {
    const text = await zh('Util', 'cloneObject');
    expect(text).toMatch(/深复制/);
    expect(text).not.toMatch(/浅复制/);
  });
});

describe('dragDistance', () => {
  it('falls back to the nearest ancestor that sets it, then to Konva.dragDistance', () => {
    const outer = new Konva.Group({dragDistance: 12});
    const inner = new Konva.Group();
    const rect = new Konva.Rect();
    outer.add(inner);
    inner.add(rect);
    expect(rect.dragDistance()).toBe(12);
    inner.dragDistance(5);
    expect(rect.dragDistance()).toBe(5);
    expect(new Konva.Rect().dragDistance()).toBe(Konva.dragDistance);
  });

  it('is described with the ancestor fallback', async () => {
    expect(await zh('Node', 'dragDistance')).toMatch(/祖先/);
    expect(await zh('Konva', 'dragDistance')).toMatch(/祖先/);
  });
});

describe('strokeScaleEnabled', () => {
  it('Text and TextPath always scale their stroke', () => {
    expect(new Konva.Text({strokeScaleEnabled: false}).strokeScaleEnabled()).toBe(true);
    expect(new Konva.TextPath({strokeScaleEnabled: false, data: 'M0 0L10 0'}).strokeScaleEnabled()).toBe(true);
    expect(new Konva.Rect({strokeScaleEnabled: false}).strokeScaleEnabled()).toBe(false);
  });

  it('the API and the FAQ say it does not apply to text', async () => {
    expect(await zh('Shape', 'strokeScaleEnabled')).toMatch(/Konva\.Text.*Konva\.TextPath.*无效/);
    expect(docPage('faq.mdx')).toMatch(/strokeScaleEnabled: false`（对 `Konva\.Text` 和 `Konva\.TextPath` 无效/);
  });
});

describe('fill(null)', () => {
  it('removes the fill without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rect = new Konva.Rect({fill: 'red'});
    rect.fill(null as never);
    expect(rect.hasFill()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is described', async () => {
    expect(await zh('Shape', 'fill')).toMatch(/传 `null` 去掉填充/);
  });
});

describe('filters', () => {
  it('CSS filter strings are accepted and survive serialisation; filter functions do not', () => {
    const rect = new Konva.Rect({width: 10, height: 10});
    rect.filters(['blur(4px)', Konva.Filters.Grayscale, 'sepia(1)']);
    expect(rect.toObject().attrs.filters).toEqual(['blur(4px)', 'sepia(1)']);
  });

  it('the API mentions CSS filter strings', async () => {
    expect(await zh('Node', 'filters')).toMatch(/CSS filter 字符串/);
  });
});

describe('export pixelRatio', () => {
  it('defaults to 1, not the device pixel ratio', () => {
    const saved = Konva.pixelRatio;
    Konva.pixelRatio = 2;
    try {
      const layer = new Konva.Layer();
      const rect = new Konva.Rect({width: 100, height: 50, fill: 'red'});
      layer.add(rect);
      const canvas = rect.toCanvas() as unknown as {width: number; height: number};
      expect(canvas.width).toBe(100);
      expect((rect.toCanvas({pixelRatio: 3}) as unknown as {width: number}).width).toBe(300);
    } finally {
      Konva.pixelRatio = saved;
    }
  });

  it('the API says so for every export method', async () => {
    for (const m of ['toDataURL', 'toCanvas', 'toBlob', 'toImage']) {
      expect(await zh('Node', m), m).toMatch(/默认 1/);
    }
  });
});

describe('Tween.seek', () => {
  it('leaves the tween paused at that moment', () => {
    const layer = new Konva.Layer();
    const rect = new Konva.Rect({x: 0});
    layer.add(rect);
    const tween = new Konva.Tween({node: rect, x: 100, duration: 1});
    tween.play();
    tween.seek(0.5);
    expect(rect.x()).toBeCloseTo(50);
    expect((tween as unknown as {tween: {state: number}}).tween.state).not.toBe(2 /* PLAYING */);
    expect((tween as unknown as {anim: {isRunning(): boolean}}).anim.isRunning()).toBe(false);
    tween.destroy();
    layer.destroy();
  });

  it('is described as pausing', async () => {
    expect(await zh('Tween', 'seek')).toMatch(/暂停/);
  });
});

describe('Transformer.nodes', () => {
  it('pushing into the returned array attaches nothing: set a new array', () => {
    const layer = new Konva.Layer();
    const a = new Konva.Rect({width: 10, height: 10});
    const b = new Konva.Rect({width: 10, height: 10});
    const tr = new Konva.Transformer();
    layer.add(a, b, tr);
    const listens = (node: InstanceType<typeof Konva.Rect>) =>
      Object.values(node.eventListeners).some((list) => list.some((l) => l.name.startsWith('tr-konva')));
    tr.nodes([a]);
    tr.nodes().push(b);
    expect(listens(a)).toBe(true);
    expect(listens(b)).toBe(false);
    tr.nodes(tr.nodes().concat([b]));
    expect(listens(b)).toBe(true);
    layer.destroy();
  });

  it('the API says a new array is needed', async () => {
    expect(await zh('Transformer', 'nodes')).toMatch(/新数组/);
  });
});

describe('Stage container', () => {
  it('accepts "#id", a bare id and ".class"', () => {
    const byId = {id: 'byId'};
    const byClass = {id: 'byClass'};
    const fakeDocument = {
      getElementById: (id: string) => (id === 'box' ? byId : null),
      getElementsByClassName: (c: string) => (c === 'holder' ? [byClass] : []),
    };
    vi.stubGlobal('document', fakeDocument);
    const setContainer = Konva.Stage.prototype.setContainer;
    const target = () => ({
      attrs: {} as Record<string, unknown>,
      _setAttr(this: {attrs: Record<string, unknown>}, k: string, v: unknown) {
        this.attrs[k] = v;
      },
    });
    for (const [arg, el] of [
      ['#box', byId],
      ['box', byId],
      ['.holder', byClass],
    ] as const) {
      const t = target();
      setContainer.call(t as never, arg);
      expect(t.attrs.container, arg).toBe(el);
    }
    vi.unstubAllGlobals();
  });

  it('the API lists the selector forms', async () => {
    const text = await zh('Stage', 'container');
    expect(text).toMatch(/"#id"/);
    expect(text).toMatch(/"\.class"/);
  });
});

describe('coordinates of intersects / getIntersection / getAllIntersections', () => {
  it('Konva documents them in container pixels without the stage transform', async () => {
    const {readFileSync} = await import('node:fs');
    const stage = readFileSync('node_modules/konva/lib/Stage.js', 'utf8');
    expect(stage).toMatch(/without the stage transform/);
  });

  it('our text no longer calls them stage coordinates', async () => {
    for (const [cls, m] of [
      ['Shape', 'intersects'],
      ['Stage', 'getIntersection'],
      ['Layer', 'getIntersection'],
      ['Container', 'getAllIntersections'],
    ]) {
      const text = await zh(cls!, m!);
      expect(text, `${cls}.${m}`).not.toMatch(/舞台坐标/);
      expect(text, `${cls}.${m}`).toMatch(/舞台容器左上角/);
    }
    expect(await zh('Shape', 'intersects')).toMatch(/慢/);
    expect(await zh('Stage', 'getIntersection')).toMatch(/listening\(false\)/);
  });
});

describe('Transformer.boundBoxFunc', () => {
  it('says absolute coordinates and radians', async () => {
    const text = await zh('Transformer', 'boundBoxFunc');
    expect(text).toMatch(/绝对坐标/);
    expect(text).toMatch(/弧度/);
  });
});

describe('Konva.Canvas size', () => {
  it('getWidth/getHeight are bitmap pixels: the logical size times the pixel ratio', () => {
    const canvas = new SceneCanvas({width: 100, height: 50, pixelRatio: 2});
    expect(canvas.getWidth()).toBe(200);
    expect(canvas.getHeight()).toBe(100);
  });

  it('the API says bitmap pixels, not CSS pixels', async () => {
    for (const m of ['getWidth', 'getHeight', 'width', 'height']) {
      const text = await zh('Canvas', m);
      expect(text, m).toMatch(/位图/);
      expect(text, m).not.toMatch(/CSS 像素/);
    }
  });
});

describe('absolute position', () => {
  it('includes the stage transform (container pixels, like getPointerPosition)', () => {
    // a Layer stands in for the root: absolute transforms run up to the parentless node, as they do to the stage
    const root = new Konva.Group({x: 100, scaleX: 2, scaleY: 2});
    const rect = new Konva.Rect({x: 10, y: 5});
    root.add(rect);
    expect(rect.getAbsolutePosition()).toEqual({x: 120, y: 10});
  });

  it('the API says container pixels including the stage transform', async () => {
    for (const m of ['absolutePosition', 'getAbsolutePosition', 'getAbsoluteTransform']) {
      const text = await zh('Node', m);
      expect(text, m).toMatch(/舞台容器/);
      expect(text, m).toMatch(/舞台自身/);
    }
  });
});
