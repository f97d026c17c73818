// Troubleshooting pages of writer E: each test does what the reader does in the page's first live example and
// checks that the 问题 mode really shows the problem while the 修复后 mode does not (vanilla and React tabs).
import {test, expect, openExample, dragInFrame, type Point} from './fixtures';
import type {Frame} from '@playwright/test';

const FLAVOURS = ['vanilla', 'react'] as const;
const PAGE = (name: string) => `/docs/troubleshooting/${name}.html`;

type KonvaNode = Record<string, (...args: unknown[]) => unknown> & {children: KonvaNode[]};
type KonvaWindow = {Konva: {stages: KonvaNode[]}};

test.describe('Draw_Only_Visible', () => {
  // The example keeps one 30 px cell around the view; nodes farther out than two cells are a leak of the fix.
  const MARGIN = 60;
  interface LayerState {
    children: number;
    stage: Point & {width: number; height: number};
    /** Children whose client rect lies wholly outside the stage's box grown by MARGIN on each side. */
    outside: number;
    /** Children whose client rect reaches into the stage's right-hand strip of the given width. */
    inStrip: number;
    /** Share of sampled canvas pixels in that strip that are painted. */
    paintedInStrip: number;
  }

  /** Reads the example's layer: its children, where they are on screen, and what its canvas shows in the strip. */
  function layerState(frame: Frame, strip: number): Promise<LayerState> {
    return frame.evaluate(
      ([stripWidth, margin]) => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const layer = stage.findOne!('.items') as KonvaNode;
        const width = stage.width!() as number;
        const height = stage.height!() as number;
        let outside = 0;
        let inStrip = 0;
        for (const child of layer.children) {
          const r = child.getClientRect!() as Point & {width: number; height: number};
          const m = margin;
          if (r.x + r.width < -m || r.y + r.height < -m || r.x > width + m || r.y > height + m) outside++;
          if (r.x + r.width > width - stripWidth && r.x < width && r.y < height && r.y + r.height > 0) inStrip++;
        }
        const canvas = layer.getNativeCanvasElement!() as HTMLCanvasElement;
        const ratio = canvas.width / width;
        const ctx = canvas.getContext('2d')!;
        let painted = 0;
        let samples = 0;
        for (let x = width - stripWidth + 2; x < width - 2; x += 3) {
          for (let y = 2; y < height - 2; y += 3) {
            samples++;
            if (ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data[3]! > 0) painted++;
          }
        }
        const pos = stage.position!() as Point;
        return {
          children: layer.children.length,
          stage: {...pos, width, height},
          outside,
          inStrip,
          paintedInStrip: painted / samples,
        };
      },
      [strip, MARGIN] as const,
    );
  }

  /** Top-left corner of the stage's container inside the frame (the toolbar sits above it). */
  function stageOffset(frame: Frame): Promise<Point> {
    return frame.evaluate(() => {
      const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
      const box = (stage.container!() as HTMLElement).getBoundingClientRect();
      return {x: box.x, y: box.y};
    });
  }

  for (const flavour of FLAVOURS) {
    test(`${flavour}: the fixed mode keeps few nodes and redraws the new view after a drag; the problem mode has 20000`, async ({
      page,
    }) => {
      const {frame, origin} = await openExample(page, PAGE('Draw_Only_Visible'), flavour);
      const STRIP = 120;
      await expect.poll(() => layerState(frame, STRIP).then((s) => s.children)).toBeGreaterThan(0);
      const before = await layerState(frame, STRIP);
      expect(before.children).toBeLessThan(1000);
      expect(before.outside).toBe(0);

      // Drag the stage itself (the squares are not draggable, so the press on them drags the stage) left and up.
      const offset = await stageOffset(frame);
      const from = {x: offset.x + before.stage.width - 40, y: offset.y + before.stage.height - 40};
      const to = {x: from.x - 200, y: from.y - 150};
      await dragInFrame(page, origin, from, to, 16);
      await expect.poll(() => layerState(frame, STRIP).then((s) => s.stage.x)).toBeLessThan(before.stage.x - 150);

      // Squares that entered on the right have nodes and are painted; those that left the view lost theirs.
      await expect
        .poll(() =>
          layerState(frame, STRIP).then((s) => ({
            few: s.children < 1000,
            outside: s.outside,
            stripPainted: s.paintedInStrip > 0.2,
          })),
        )
        .toEqual({few: true, outside: 0, stripPainted: true});
      const after = await layerState(frame, STRIP);
      expect(after.inStrip).toBeGreaterThan(0);

      // click, not check: React switches inside a transition, so the radio is checked only once the nodes are mounted.
      const problem = frame.getByRole('radio', {name: '问题：全部 20000 个'});
      await problem.click();
      await expect(problem).toBeChecked({timeout: 15_000});
      await expect.poll(() => layerState(frame, STRIP).then((s) => s.children), {timeout: 15_000}).toBe(20_000);
      await expect(frame.getByRole('status')).toContainText('20000');
      // Most of the problem mode's nodes are off screen: that is the work the fix saves.
      expect((await layerState(frame, STRIP)).outside).toBeGreaterThan(10_000);

      await frame.getByRole('radio', {name: '修复后：只画看得见的'}).click();
      await expect.poll(() => layerState(frame, STRIP).then((s) => s.children)).toBeLessThan(1000);
    });
  }
});
