// Troubleshooting pages of writer C: each test does what the reader does in the page's first live example and
// checks that the 问题 half really shows the problem while the 修复后 half does not (vanilla and React tabs).
import {test, expect, openExample, type Page, type Point} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const FLAVOURS = ['vanilla', 'react'] as const;
const PAGE = (name: string) => `/docs/troubleshooting/${name}.html`;

type KonvaWindow = {Konva: {stages: KonvaNode[]}};
type KonvaNode = Record<string, (...args: unknown[]) => unknown>;

/** Clicks a point given in the frame's coordinates. */
async function clickAt(page: Page, origin: Point, at: Point): Promise<void> {
  await page.mouse.click(origin.x + at.x, origin.y + at.y);
}

/** Waits until two animation frames have run inside the example, so any redraw Konva scheduled has happened. */
function framesPassed(frame: Frame): Promise<void> {
  return frame.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

test.describe('Hit_Area_Mismatch', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: the hollow frame swallows the dot's click and the thin line is missed, until fixed`, async ({
      page,
    }) => {
      const {frame, origin} = await openExample(page, PAGE('Hit_Area_Mismatch'), flavour);
      // Where the reader clicks: the dot's centre, and 6 px below the 1 px line, read from each half's nodes.
      const targets = await frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        return ['half-problem', 'half-fixed'].map((name) => {
          const half = stage.findOne!(`.${name}`) as KonvaNode;
          const dot = (half.findOne!('.dot') as KonvaNode).getAbsolutePosition!() as Point;
          const wire = (half.findOne!('.wire') as KonvaNode).getClientRect!({skipStroke: true}) as Point & {
            width: number;
          };
          return {dot, belowWire: {x: wire.x + wire.width / 2, y: wire.y + 6}};
        });
      });
      const status = (name: string) =>
        frame.evaluate((n) => {
          const half = (window as unknown as KonvaWindow).Konva.stages[0]!.findOne!(`.${n}`) as KonvaNode;
          return (half.findOne!('.status') as KonvaNode).text!() as string;
        }, name);

      await clickAt(page, origin, targets[0]!.dot);
      await expect.poll(() => status('half-problem')).toBe('点中：方框');
      await clickAt(page, origin, targets[1]!.dot);
      await expect.poll(() => status('half-fixed')).toBe('点中：圆形');

      await clickAt(page, origin, targets[0]!.belowWire);
      await expect.poll(() => status('half-problem')).toBe('点中：空白');
      await clickAt(page, origin, targets[1]!.belowWire);
      await expect.poll(() => status('half-fixed')).toBe('点中：细线');
    });
  }
});

test.describe('Pointer_Position_After_Zoom', () => {
  /** Distance between a click (frame coordinates) and where the board's newest mark is drawn, or null without one. */
  function lastMarkOffset(frame: Frame, board: string, click: Point): Promise<number | null> {
    return frame.evaluate(
      ([name, c]) => {
        const node = (window as unknown as KonvaWindow).Konva.stages[0]!.findOne!(`.${name as string}`) as KonvaNode;
        const marks = node.find!('.mark') as KonvaNode[];
        if (!marks.length) return null;
        const p = marks.at(-1)!.getAbsolutePosition!() as Point;
        return Math.hypot(p.x - (c as Point).x, p.y - (c as Point).y);
      },
      [board, click] as const,
    );
  }
  function paperCentre(frame: Frame, board: string): Promise<Point> {
    return frame.evaluate((name) => {
      const node = (window as unknown as KonvaWindow).Konva.stages[0]!.findOne!(`.${name}`) as KonvaNode;
      const r = (node.findOne!('Rect') as KonvaNode).getClientRect!() as Point & {width: number; height: number};
      // The viewport clips the board to its half: aim inside what is visible.
      return {x: Math.min(r.x + r.width / 2, r.x + 60), y: r.y + 70};
    }, board);
  }

  for (const flavour of FLAVOURS) {
    test(`${flavour}: marks land under the pointer only with getRelativePointerPosition`, async ({page}) => {
      const {frame, origin} = await openExample(page, PAGE('Pointer_Position_After_Zoom'), flavour);
      const left = await paperCentre(frame, 'board-problem');
      await clickAt(page, origin, left);
      await expect.poll(() => lastMarkOffset(frame, 'board-problem', left)).toBeGreaterThan(20);

      const right = await paperCentre(frame, 'board-fixed');
      await clickAt(page, origin, right);
      await expect.poll(() => lastMarkOffset(frame, 'board-fixed', right)).toBeLessThan(1.5);

      // Pan the fixed board, then click again: still under the pointer.
      await page.mouse.move(origin.x + right.x, origin.y + right.y + 40);
      await page.mouse.down();
      await page.mouse.move(origin.x + right.x - 15, origin.y + right.y + 20, {steps: 8});
      await page.mouse.up();
      const again = await paperCentre(frame, 'board-fixed');
      await clickAt(page, origin, again);
      await expect.poll(() => lastMarkOffset(frame, 'board-fixed', again)).toBeLessThan(1.5);
    });
  }
});

test.describe('Changes_Not_Redrawn', () => {
  /** Alpha of the named layer's own canvas in the middle of its line's last segment, and the number of points. */
  function lastSegment(frame: Frame, layerName: string): Promise<{points: number; alpha: number}> {
    return frame.evaluate((name) => {
      const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
      const layer = stage.findOne!(`.${name}`) as KonvaNode;
      const p = (layer.findOne!('.trace') as KonvaNode).points!() as number[];
      const n = p.length;
      const mid = {x: (p[n - 4]! + p[n - 2]!) / 2 + (layer.x!() as number), y: (p[n - 3]! + p[n - 1]!) / 2};
      const canvas = layer.getNativeCanvasElement!() as HTMLCanvasElement;
      const ratio = canvas.width / (stage.width!() as number);
      const px = canvas.getContext('2d')!.getImageData(Math.round(mid.x * ratio), Math.round(mid.y * ratio), 1, 1).data;
      return {points: n / 2, alpha: px[3]!};
    }, layerName);
  }

  for (const flavour of FLAVOURS) {
    test(`${flavour}: a pushed point is not painted until a redraw; a new array is painted at once`, async ({page}) => {
      const {frame} = await openExample(page, PAGE('Changes_Not_Redrawn'), flavour);
      const button = (name: string): Locator => frame.getByRole('button', {name});
      await expect.poll(() => lastSegment(frame, 'layer-problem')).toEqual({points: 2, alpha: expect.any(Number)});
      expect((await lastSegment(frame, 'layer-problem')).alpha).toBeGreaterThan(0);

      await button('问题：push 一个点').click();
      await expect.poll(() => lastSegment(frame, 'layer-problem').then((s) => s.points)).toBe(3);
      await framesPassed(frame);
      expect((await lastSegment(frame, 'layer-problem')).alpha).toBe(0);

      await button('修复：设置新数组').click();
      await expect.poll(() => lastSegment(frame, 'layer-fixed')).toEqual({points: 3, alpha: expect.any(Number)});
      await expect.poll(() => lastSegment(frame, 'layer-fixed').then((s) => s.alpha)).toBeGreaterThan(0);
      // The fixed half's redraw is on its own layer: the problem half still shows the old line.
      await framesPassed(frame);
      expect((await lastSegment(frame, 'layer-problem')).alpha).toBe(0);

      await button('重画左边').click();
      await expect.poll(() => lastSegment(frame, 'layer-problem').then((s) => s.alpha)).toBeGreaterThan(0);
    });
  }
});

test.describe('Web_Font_First_Draw', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: only the label switched after document.fonts.load is measured with the web font`, async ({
      page,
    }) => {
      const {frame} = await openExample(page, PAGE('Web_Font_First_Draw'), flavour);
      const statusText = () =>
        frame.evaluate(() =>
          ((window as unknown as KonvaWindow).Konva.stages[0]!.findOne!('.status') as KonvaNode).text!(),
        );
      await expect.poll(statusText).toBe('字体已就绪');
      // Each label's stored width against a fresh measurement of the same text now that the font is there.
      const widths = await frame.evaluate(() => {
        const K = (window as unknown as {Konva: KonvaWindow['Konva'] & {Text: new (c: object) => KonvaNode}}).Konva;
        const stage = K.stages[0]!;
        return ['text-problem', 'text-fixed'].map((name) => {
          const t = stage.findOne!(`.${name}`) as KonvaNode;
          const attrs = {text: t.text!(), fontSize: t.fontSize!(), padding: t.padding!(), fontFamily: t.fontFamily!()};
          return {
            family: attrs.fontFamily as string,
            stored: t.width!() as number,
            fresh: new K.Text(attrs).width!() as number,
          };
        });
      });
      const [problem, fixed] = widths as [(typeof widths)[0], (typeof widths)[0]];
      expect(fixed.family).toContain('Demo Kai');
      expect(Math.abs(fixed.stored - fixed.fresh)).toBeLessThan(0.5);
      expect(problem.family).toContain('Demo Kai');
      expect(Math.abs(problem.stored - problem.fresh)).toBeGreaterThan(2);
    });
  }
});

test.describe('Cache_Blurry_Or_Clipped', () => {
  /** Reads the layer's canvas: alpha just above the star's bounding box, and the soft pixels across the dot's edge. */
  function measure(frame: Frame, fixed: boolean): Promise<{aboveStar: number; softEdge: number}> {
    return frame.evaluate((isFixed) => {
      const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
      const suffix = isFixed ? 'fixed' : 'problem';
      const star = stage.findOne!(`.blur-${suffix}`) as KonvaNode;
      const dot = stage.findOne!(`.zoom-${suffix}`) as KonvaNode;
      const canvas = (star.getLayer!() as KonvaNode).getNativeCanvasElement!() as HTMLCanvasElement;
      const ratio = canvas.width / (stage.width!() as number);
      const ctx = canvas.getContext('2d')!;
      const alpha = (x: number, y: number) =>
        ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data[3]!;
      const box = star.getClientRect!({skipTransform: false}) as Point & {width: number};
      const top = (star.y!() as number) - (star.outerRadius!() as number);
      const aboveStar = alpha(box.x + box.width / 2, top - 3);
      // Scan the dot's right edge on a row 0.7 radius above its centre, where the edge crosses the cached
      // bitmap (on the middle row it lies on the bitmap's border), in canvas pixels.
      const r = (dot.radius!() as number) * (dot.scaleX!() as number);
      const edge = (dot.x!() as number) + Math.sqrt(1 - 0.49) * r;
      const y = Math.round(((dot.y!() as number) - 0.7 * r) * ratio);
      let softEdge = 0;
      for (let x = Math.round((edge - 8) * ratio); x <= Math.round((edge + 8) * ratio); x++) {
        const a = ctx.getImageData(x, y, 1, 1).data[3]!;
        if (a > 15 && a < 240) softEdge++;
      }
      return {aboveStar, softEdge};
    }, fixed);
  }

  for (const flavour of FLAVOURS) {
    test(`${flavour}: offset lets the blur spread and pixelRatio keeps the zoomed edge sharp`, async ({page}) => {
      const {frame} = await openExample(page, PAGE('Cache_Blurry_Or_Clipped'), flavour);
      await expect.poll(() => measure(frame, true).then((m) => m.aboveStar)).toBeGreaterThan(0);
      const problem = await measure(frame, false);
      const fixed = await measure(frame, true);
      expect(problem.aboveStar).toBe(0);
      expect(problem.softEdge).toBeGreaterThanOrEqual(fixed.softEdge + 2);
    });
  }
});

test.describe('Blank_Stage', () => {
  /** Size of the stage inside a container and the alpha at its centre. */
  function stageIn(frame: Frame, id: string): Promise<{width: number; height: number; centre: number}> {
    return frame.evaluate((boxId) => {
      // react-konva puts its own <div> inside the box: match the box or an ancestor of the container.
      const stage = (window as unknown as KonvaWindow).Konva.stages.find(
        (st) => !!(st.container!() as HTMLElement).closest(`#${boxId}`),
      )!;
      const width = stage.width!() as number;
      const height = stage.height!() as number;
      const canvas = (stage.getLayers!() as KonvaNode[])[0]!.getNativeCanvasElement!() as HTMLCanvasElement;
      if (!canvas.width || !canvas.height) return {width, height, centre: 0};
      const d = canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
      return {width, height, centre: d[3]!};
    }, id);
  }

  for (const flavour of FLAVOURS) {
    test(`${flavour}: once the panel shows, only the stage that follows its container has a size and the circle`, async ({
      page,
    }) => {
      const {frame} = await openExample(page, PAGE('Blank_Stage'), flavour);
      const opened = async () => {
        await expect.poll(() => stageIn(frame, 'box-fixed')).toEqual({width: 150, height: 200, centre: 255});
        await framesPassed(frame);
        expect(await stageIn(frame, 'box-problem')).toEqual({width: 0, height: 0, centre: 0});
      };
      await opened();
      // Fold the panel and open it again, as a reader switching tabs: the fixed stage follows, the other stays 0.
      const toggle = frame.getByRole('button', {name: '收起 / 打开面板'});
      await toggle.click();
      await expect.poll(() => stageIn(frame, 'box-fixed').then((s) => s.width)).toBe(0);
      await toggle.click();
      await opened();
    });
  }
});

test.describe('Clear_Then_Shapes_Return', () => {
  /** How many old squares the layer still holds, and the alpha of its canvas at the first square and the first
   * circle. */
  function layerState(frame: Frame, name: string): Promise<{old: number; atOld: number; atNew: number}> {
    return frame.evaluate((layerName) => {
      const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
      const layer = stage.findOne!(`.${layerName}`) as KonvaNode;
      const canvas = layer.getNativeCanvasElement!() as HTMLCanvasElement;
      const ratio = canvas.width / (stage.width!() as number);
      const dx = layer.x!() as number;
      const alpha = (x: number, y: number) =>
        canvas.getContext('2d')!.getImageData(Math.round((x + dx) * ratio), Math.round(y * ratio), 1, 1).data[3]!;
      // The example's first square spans (20, 50)–(56, 86); the first added circle is centred at (85, 130).
      return {old: (layer.find!('.old') as unknown[]).length, atOld: alpha(38, 68), atNew: alpha(85, 130)};
    }, name);
  }

  for (const flavour of FLAVOURS) {
    test(`${flavour}: squares wiped by clear() come back with the next shape; destroyed ones do not`, async ({
      page,
    }) => {
      const {frame} = await openExample(page, PAGE('Clear_Then_Shapes_Return'), flavour);
      await expect.poll(() => layerState(frame, 'layer-problem')).toEqual({old: 3, atOld: 255, atNew: 0});
      await frame.getByRole('button', {name: '问题：clear()'}).click();
      await expect.poll(() => layerState(frame, 'layer-problem')).toEqual({old: 3, atOld: 0, atNew: 0});
      await frame.getByRole('button', {name: /^修复/}).click();
      await expect.poll(() => layerState(frame, 'layer-fixed')).toEqual({old: 0, atOld: 0, atNew: 0});

      await frame.getByRole('button', {name: '两边各加一个圆'}).click();
      await expect.poll(() => layerState(frame, 'layer-problem')).toEqual({old: 3, atOld: 255, atNew: 255});
      await expect.poll(() => layerState(frame, 'layer-fixed')).toEqual({old: 0, atOld: 0, atNew: 255});
    });
  }
});
