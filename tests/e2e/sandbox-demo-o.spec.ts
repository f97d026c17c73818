// Sandbox demos (limits and snapping): Limited_Drag_And_Resize keeps dragged and resized shapes inside
// the dashed area and within the size limits. Each test drags with the mouse, in all five
// tabs, and reads the result from the Konva stage inside the sandboxed frame.
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {getClientRect: () => Box};
type KStage = {width: () => number; height: () => number; find: (s: string) => KNode[]};
type KonvaWindow = {Konva?: {stages: KStage[]}};

/** Opens the first example of a page in one flavour, its preview scrolled to the middle of the window (clear of the
 * navbar). */
async function open(
  page: Page,
  route: string,
  flavour: Parameters<typeof showFlavour>[1],
): Promise<{frame: Frame; iframe: Locator}> {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe = panel.locator('iframe');
  await centreForPointer(page, iframe);
  return {frame, iframe};
}

/** Client rectangles (frame coordinates) of every node matching the selector, and the stage size. */
function rects(frame: Frame, selector: string): Promise<{boxes: Box[]; width: number; height: number}> {
  return frame.evaluate((sel) => {
    const stage = (window as unknown as KonvaWindow).Konva!.stages[0]!;
    return {boxes: stage.find(sel).map((n) => n.getClientRect()), width: stage.width(), height: stage.height()};
  }, selector);
}

/** Drags with the mouse from one point of the frame to another, in small steps as a hand would. */
async function drag(page: Page, iframe: Locator, from: {x: number; y: number}, to: {x: number; y: number}) {
  const box = (await iframe.boundingBox())!;
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + from.x + ((to.x - from.x) * i) / 12, box.y + from.y + ((to.y - from.y) * i) / 12);
  }
  await page.mouse.up();
}

for (const flavour of ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const) {
  test(`Limited_Drag_And_Resize (${flavour}): drag and resize stay inside the area and the limits, 重置 restores`, async ({
    page,
  }) => {
    const {frame, iframe} = await open(page, '/docs/sandbox/Limited_Drag_And_Resize.html', flavour);
    const start = await rects(frame, '.item');
    expect(start.boxes).toHaveLength(3);
    const first = start.boxes[0]!;
    // The dashed area ends 16 px before the stage's bottom edge.
    const bottom = start.height - 16;

    // Drag the first block far down: it moves, but its bottom edge stops at the area's edge.
    await drag(page, iframe, {x: first.x + 20, y: first.y + 20}, {x: first.x + 60, y: start.height - 4});
    await expect.poll(async () => (await rects(frame, '.item')).boxes[0]!.y).toBeGreaterThan(first.y + 50);
    const moved = (await rects(frame, '.item')).boxes[0]!;
    expect(moved.y + moved.height).toBeLessThanOrEqual(bottom + 0.5);
    expect(moved.y + moved.height).toBeGreaterThan(bottom - 30);

    // Drag the transformer's top-left handle far towards the bottom-right: the block shrinks, never below 40 px.
    const handle = (await rects(frame, '.top-left')).boxes[0]!;
    await drag(
      page,
      iframe,
      {x: handle.x + handle.width / 2, y: handle.y + handle.height / 2},
      {x: handle.x + 300, y: handle.y + 300},
    );
    await expect.poll(async () => (await rects(frame, '.item')).boxes[0]!.width).toBeLessThan(moved.width - 20);
    const resized = (await rects(frame, '.item')).boxes[0]!;
    expect(resized.width).toBeGreaterThanOrEqual(39.5);
    expect(resized.height).toBeGreaterThanOrEqual(39.5);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await rects(frame, '.item')).boxes[0]).toEqual(first);
  });
}
