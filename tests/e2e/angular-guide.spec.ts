// Angular guide (/docs/angular/): real interactions in the ng2-konva examples, checked through the frame's Konva.
// - Drag_And_Drop: a dragged shape keeps its new place after a config change (the position was written back).
// - Transformer: pressing a rectangle selects it; dragging a corner anchor resizes it with the scale baked into width.
// - zIndex: pressing the bottom card raises it above the others (state order drives zIndex).
// - Undo-Redo: a drag is undone and redone with the buttons.
import {test, expect, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

// Angular examples compile their components in the browser (JIT): they start slower than the other flavours.
const PAINT_TIMEOUT = 30_000;

interface NodeState {
  x: number;
  y: number;
  width: number;
  scaleX: number;
  fill: string;
  zIndex: number;
}

async function openExample(
  page: Page,
  url: string,
  index: number,
): Promise<{frame: Frame; at: (x: number, y: number) => [number, number]}> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const panel: Locator = page
    .locator('[data-pg-example]')
    .nth(index)
    .locator('[data-pg-panel][data-flavour="angular"]');
  await panel.scrollIntoViewIfNeeded();
  // Centre the preview itself (the panel also holds the code): a frame off-screen gets no animation frames, so
  // Konva's batched draw would wait; at the top of the window the sticky navbar would cover its first rows.
  const iframe = panel.locator('iframe');
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: PAINT_TIMEOUT});
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  const box = (await iframe.boundingBox())!;
  // Stage coordinates → page coordinates: the stage sits below the example's HTML toolbar.
  const stage = await frame.evaluate(() => {
    const r = document.querySelector('.konvajs-content')!.getBoundingClientRect();
    return {x: r.left, y: r.top};
  });
  return {frame, at: (x, y) => [box.x + stage.x + x, box.y + stage.y + y]};
}

/** Attributes of the node found by a Konva selector in the example's first stage (null when absent). */
async function nodeState(frame: Frame, selector: string): Promise<NodeState | null> {
  return frame.evaluate((sel) => {
    type KNode = {
      x(): number;
      y(): number;
      width(): number;
      scaleX(): number;
      getAttr(k: string): unknown;
      zIndex(): number;
    };
    const stage = (window as unknown as {Konva: {stages: {findOne(s: string): KNode | undefined}[]}}).Konva.stages[0]!;
    const n = stage.findOne(sel);
    return n
      ? {x: n.x(), y: n.y(), width: n.width(), scaleX: n.scaleX(), fill: String(n.getAttr('fill')), zIndex: n.zIndex()}
      : null;
  }, selector);
}

async function transformerNodes(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    type Tr = {nodes(): unknown[]};
    const stage = (window as unknown as {Konva: {stages: {findOne(s: string): Tr | undefined}[]}}).Konva.stages[0]!;
    return stage.findOne('Transformer')?.nodes().length ?? -1;
  });
}

async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(from[0] + 8, from[1] + 8, {steps: 2});
  await page.mouse.move(...to, {steps: 10});
  await page.mouse.up();
}

const near = (a: number, b: number) => Math.abs(a - b) < 3;

test('Angular Drag_And_Drop: a dragged shape stays where it was dropped after the colours change', async ({page}) => {
  test.setTimeout(90_000);
  const {frame, at} = await openExample(page, '/docs/angular/Drag_And_Drop.html', 0);
  const before = (await nodeState(frame, '.square'))!;
  expect(before).toMatchObject({x: 170, y: 160});

  await drag(page, at(170, 160), at(110, 200));
  await expect.poll(async () => (await nodeState(frame, '.square'))!.x).toBeLessThan(130);
  const dropped = (await nodeState(frame, '.square'))!;

  // A config change (new palette): the square keeps its dropped position and takes the new colour.
  await frame.getByRole('button', {name: '换颜色'}).click();
  await expect.poll(async () => (await nodeState(frame, '.square'))!.fill).not.toBe(before.fill);
  const after = (await nodeState(frame, '.square'))!;
  expect(near(after.x, dropped.x) && near(after.y, dropped.y)).toBe(true);
});

test('Angular Transformer: pressing a rectangle selects it, a corner drag resizes it with the scale baked in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const {frame, at} = await openExample(page, '/docs/angular/Transformer.html', 1);
  expect(await transformerNodes(frame)).toBe(0);
  // Rectangle "a": x 30–140, y 40–110.
  await page.mouse.click(...at(80, 70));
  await expect.poll(() => transformerNodes(frame)).toBe(1);

  // The bottom-right anchor sits on the rectangle's corner (140, 110).
  await drag(page, at(140, 110), at(190, 140));
  await expect.poll(async () => (await nodeState(frame, '.a'))!.width).toBeGreaterThan(140);
  const resized = (await nodeState(frame, '.a'))!;
  expect(resized.scaleX).toBe(1);
  await expect(frame.locator('.info')).toContainText(`a: ${Math.round(resized.width)} ×`);

  // Pressing empty space clears the selection.
  await page.mouse.click(...at(300, 20));
  await expect.poll(() => transformerNodes(frame)).toBe(0);
});

test('Angular zIndex: pressing the bottom card brings it to the top', async ({page}) => {
  test.setTimeout(90_000);
  const {frame, at} = await openExample(page, '/docs/angular/zIndex.html', 0);
  const red = (await nodeState(frame, '.red'))!;
  expect(red.zIndex).toBe(0);
  // The red card (x 20–140, y 30–120) shows alone at its top-left corner.
  await page.mouse.click(...at(40, 45));
  await expect.poll(async () => (await nodeState(frame, '.red'))!.zIndex).toBe(3);
  // The others moved down one place each: blue, formerly the top card, is now under red.
  expect((await nodeState(frame, '.blue'))!.zIndex).toBe(2);
});

test('Angular Undo-Redo: a drag is undone and redone with the buttons', async ({page}) => {
  test.setTimeout(90_000);
  const {frame, at} = await openExample(page, '/docs/angular/Undo-Redo.html', 0);
  expect(await nodeState(frame, 'Circle')).toMatchObject({x: 70, y: 90});

  await drag(page, at(70, 90), at(120, 200));
  await expect.poll(async () => (await nodeState(frame, 'Circle'))!.y).toBeGreaterThan(180);
  const moved = (await nodeState(frame, 'Circle'))!;

  await frame.getByRole('button', {name: '撤销'}).click();
  await expect.poll(async () => (await nodeState(frame, 'Circle'))!.y).toBe(90);
  expect((await nodeState(frame, 'Circle'))!.x).toBe(70);

  await frame.getByRole('button', {name: '重做'}).click();
  await expect.poll(async () => (await nodeState(frame, 'Circle'))!.y).toBe(moved.y);
  await expect(frame.getByRole('button', {name: '重做'})).toBeDisabled();
});
