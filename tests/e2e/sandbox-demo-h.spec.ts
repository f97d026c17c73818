// Sandbox demos by writer h: Heatmap_Generator. Each test drives the demo's main interaction with
// real pointer input in the vanilla tab and one framework tab, and reads the result from the Konva
// stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour} from './fixtures';
import type {Frame, Page} from '@playwright/test';
import type KonvaNamespace from 'konva';

/** The frame's window: Konva registers itself there. */
type KonvaWindow = {Konva: typeof KonvaNamespace};

type Point = {x: number; y: number};

/** Page coordinates of a point given in the stage's own (unscaled) coordinates. */
async function toPage(page: Page, frame: Frame, p: Point): Promise<Point> {
  const inFrame = await frame.evaluate(({x, y}) => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const box = stage.container().getBoundingClientRect();
    const abs = stage.getAbsoluteTransform().point({x, y});
    return {x: box.left + abs.x, y: box.top + abs.y};
  }, p);
  const frameBox = (await (await frame.frameElement()).boundingBox())!;
  return {x: frameBox.x + inFrame.x, y: frameBox.y + inFrame.y};
}

/** Number of nodes matching a selector on the first stage of the frame. */
function countNodes(frame: Frame, selector: string): Promise<number> {
  return frame.evaluate((s) => (window as unknown as KonvaWindow).Konva?.stages[0]?.find(s).length ?? -1, selector);
}

/** Pixels of one layer's canvas that are visible and coloured (not grey/black). */
function colouredPixels(frame: Frame, layerIndex: number): Promise<number> {
  return frame.evaluate((index) => {
    const canvas = (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[index]!.getCanvas()._canvas;
    const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3]! > 20 && Math.max(d[i]!, d[i + 1]!, d[i + 2]!) - Math.min(d[i]!, d[i + 1]!, d[i + 2]!) > 60) n++;
    }
    return n;
  }, layerIndex);
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Heatmap_Generator (${flavour}): a drag leaves coloured heat, 清空 removes it`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Heatmap_Generator.html');
    const {frame} = await showFlavour(page, flavour);
    await expect.poll(() => countNodes(frame, '.heat-point')).toBe(0);
    expect(await colouredPixels(frame, 1)).toBe(0);

    // Drag across the banner of the page mock-up (design coordinates 60,100 → 300,110).
    const from = await toPage(page, frame, {x: 60, y: 100});
    const to = await toPage(page, frame, {x: 300, y: 110});
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, {steps: 25});
    await page.mouse.up();

    await expect.poll(() => countNodes(frame, '.heat-point')).toBeGreaterThan(10);
    await expect(frame.getByText(/^\d+\/500$/)).not.toHaveText('0/500');
    // The cached group went through the colour filter: the heat layer now holds coloured pixels.
    await expect.poll(() => colouredPixels(frame, 1)).toBeGreaterThan(2000);

    await frame.getByRole('button', {name: '清空'}).click();
    await expect.poll(() => countNodes(frame, '.heat-point')).toBe(0);
    await expect.poll(() => colouredPixels(frame, 1)).toBe(0);
    await expect(frame.getByText('0/500')).toBeVisible();
  });
}
