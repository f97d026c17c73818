// Sandbox demos by writer h: Heatmap_Generator. Each test drives the demo's main interaction with
// real pointer input in the vanilla tab and one framework tab, and reads the result from the Konva
// stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour} from './fixtures';
import type {Frame, Page} from '@playwright/test';
import type KonvaNamespace from 'konva';

/** The frame's window: Konva registers itself there. */
type KonvaWindow = {Konva: typeof KonvaNamespace};

type Point = {x: number; y: number};

// Tall enough that a whole example frame fits in the window: pointer input lands only inside it.
test.use({viewport: {width: 1280, height: 1300}});

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

/** Frame-independent summary of the labelling boxes: image-pixel rectangle, scale and colour. */
function labelBoxes(frame: Frame) {
  return frame.evaluate(() =>
    (window as unknown as KonvaWindow).Konva.stages[0]!.find('.box').map((n) => ({
      x: Math.round(n.x()),
      y: Math.round(n.y()),
      width: Math.round(n.width()),
      height: Math.round(n.height()),
      scaleX: n.scaleX(),
      stroke: (n as unknown as {stroke: () => string}).stroke(),
    })),
  );
}

/** Page coordinates of a named node's absolute position (e.g. a Transformer anchor). */
async function nodeOnPage(frame: Frame, selector: string): Promise<Point> {
  const inFrame = await frame.evaluate((s) => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const box = stage.container().getBoundingClientRect();
    const node = stage.findOne(s)!;
    const r = node.getClientRect();
    return {x: box.left + r.x + r.width / 2, y: box.top + r.y + r.height / 2};
  }, selector);
  const frameBox = (await (await frame.frameElement()).boundingBox())!;
  return {x: frameBox.x + inFrame.x, y: frameBox.y + inFrame.y};
}

async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, {steps: 10});
  await page.mouse.up();
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Image_Labeling (${flavour}): draw a box, relabel it, resize it with the Transformer, delete it`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/sandbox/Image_Labeling.html');
    const {frame} = await showFlavour(page, flavour);
    await expect(frame.getByText('0 个标注')).toBeVisible();
    // The board group carries the image scale: drawing from image pixel 60,200 to 200,300.
    const toImage = async (p: Point) => {
      const board = await frame.evaluate(() => {
        const g = (window as unknown as KonvaWindow).Konva.stages[0]!.findOne('.photo')!.getParent()!;
        return {x: g.x(), y: g.y(), s: g.scaleX()};
      });
      return toPage(page, frame, {x: board.x + p.x * board.s, y: board.y + p.y * board.s});
    };
    await drag(page, await toImage({x: 60, y: 200}), await toImage({x: 200, y: 300}));
    await expect(frame.getByText('1 个标注')).toBeVisible();
    let [box] = await labelBoxes(frame);
    expect(box).toMatchObject({x: 60, y: 200, width: 140, height: 100, stroke: '#d6336c'});

    // A class button relabels the selected box.
    await frame.getByRole('button', {name: '房屋'}).click();
    await expect.poll(async () => (await labelBoxes(frame))[0]?.stroke).toBe('#f08c00');

    // The Transformer's bottom-left anchor (the right side is close to the car) pulls the box wider;
    // the scale is folded into width/height, so scaleX stays 1.
    const anchor = await nodeOnPage(frame, '.bottom-left');
    await drag(page, anchor, {x: anchor.x - 30, y: anchor.y});
    await expect.poll(async () => (await labelBoxes(frame))[0]?.width).toBeGreaterThan(150);
    [box] = await labelBoxes(frame);
    expect(box!.scaleX).toBe(1);
    expect(box!.x).toBeLessThan(60);

    await frame.getByRole('button', {name: '删除选中'}).click();
    await expect(frame.getByText('0 个标注')).toBeVisible();
    expect(await labelBoxes(frame)).toEqual([]);
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Canvas_Overlay (${flavour}): the HTML card follows its circle and the panned stage; 复位 puts it back`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/sandbox/Canvas_Overlay.html');
    const {frame} = await showFlavour(page, flavour);
    const card = frame.getByText('门店 B').locator('..');
    const cardX = async () => (await card.boundingBox())!.x;
    const circle = () =>
      frame.evaluate(() => {
        const c = (window as unknown as KonvaWindow).Konva.stages[0]!.find('.site')[1]!;
        return {...c.getAbsolutePosition(), fill: (c as unknown as {fill: () => string}).fill()};
      });
    await expect.poll(async () => (await circle()).fill).toBe('#ff8a3d');
    const start = await cardX();

    // Drag the circle 60 px to the right: its card moves with it.
    const c0 = await circle();
    const frameBox = (await (await frame.frameElement()).boundingBox())!;
    await drag(
      page,
      {x: frameBox.x + c0.x, y: frameBox.y + c0.y},
      {x: frameBox.x + c0.x + 60, y: frameBox.y + c0.y + 20},
    );
    await expect.poll(async () => Math.round((await cardX()) - start)).toBe(60);

    // Pan the stage from an empty corner: every card moves too.
    await drag(
      page,
      {x: frameBox.x + 12, y: frameBox.y + frameBox.height - 12},
      {x: frameBox.x + 42, y: frameBox.y + frameBox.height - 12},
    );
    await expect.poll(async () => Math.round((await cardX()) - start)).toBe(90);

    // The card's HTML button changes the canvas shape.
    await card.getByRole('button', {name: '换颜色'}).click();
    await expect.poll(async () => (await circle()).fill).toBe('#2fbf71');

    await frame.getByRole('button', {name: '复位'}).click();
    await expect.poll(async () => Math.round((await cardX()) - start)).toBe(0);
    await expect.poll(async () => (await circle()).fill).toBe('#ff8a3d');
  });
}
