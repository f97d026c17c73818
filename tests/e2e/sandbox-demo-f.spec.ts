// Sandbox demos by writer f: multi-shape drag, connected objects, collision detection, dropping DOM
// elements onto the stage. Each test does the demo's main interaction with the real mouse in the vanilla
// tab and one framework tab, and reads the result from the Konva stage inside the sandboxed frame.
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

type Point = {x: number; y: number};
type KonvaNode = {
  x: () => number;
  y: () => number;
  getAttr: (name: string) => unknown;
  getClientRect: () => {x: number; y: number; width: number; height: number};
};
type KonvaWindow = {Konva?: {stages: {find: (selector: string) => KonvaNode[]}[]}};

/** Opens a demo in one flavour; returns its frame and the frame's top-left corner on the page. */
async function open(page: Page, route: string, flavour: Parameters<typeof showFlavour>[1]) {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe: Locator = panel.locator('iframe');
  // Centre the frame in the viewport: its top edge must not sit under the sticky navbar.
  await centreForPointer(page, iframe);
  const box = (await iframe.boundingBox())!;
  return {frame, origin: {x: box.x, y: box.y}};
}

/** Positions of the nodes matching a selector, in drawing order. */
function positions(frame: Frame, selector: string): Promise<Point[]> {
  return frame.evaluate(
    (sel) => (window as unknown as KonvaWindow).Konva?.stages[0]?.find(sel).map((n) => ({x: n.x(), y: n.y()})) ?? [],
    selector,
  );
}

/** Drags with the mouse from one frame point to another in small steps. */
async function drag(page: Page, origin: Point, from: Point, to: Point): Promise<void> {
  await page.mouse.move(origin.x + from.x, origin.y + from.y);
  await page.mouse.down();
  await page.mouse.move(origin.x + to.x, origin.y + to.y, {steps: 12});
  await page.mouse.up();
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Drag_and_Drop_Multiple_Shapes (${flavour}): two selected shapes move together`, async ({page}) => {
    const {frame, origin} = await open(page, '/docs/sandbox/Drag_and_Drop_Multiple_Shapes.html', flavour);
    await expect.poll(async () => (await positions(frame, '.item')).length).toBe(8);
    const before = await positions(frame, '.item');

    // Select the first two shapes by clicking them.
    await page.mouse.click(origin.x + before[0]!.x, origin.y + before[0]!.y);
    await page.mouse.click(origin.x + before[1]!.x, origin.y + before[1]!.y);
    await expect(frame.getByText('已选 2 个')).toBeVisible();

    // Drag the first one 30 px right and 70 px down: the second follows by the same amount, the rest stay.
    await drag(page, origin, before[0]!, {x: before[0]!.x + 30, y: before[0]!.y + 70});
    await expect
      .poll(async () => {
        const after = await positions(frame, '.item');
        return after.map((p, i) => [Math.round(p.x - before[i]!.x), Math.round(p.y - before[i]!.y)]);
      })
      .toEqual([
        [30, 70],
        [30, 70],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
    await expect(frame.getByText('已选 2 个')).toBeVisible();

    // 重置 puts everything back and clears the selection.
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => positions(frame, '.item')).toEqual(before);
    await expect(frame.getByText('已选 0 个')).toBeVisible();
  });
}

/** Arrow points of the connections, rounded. */
function edges(frame: Frame): Promise<number[][]> {
  return frame.evaluate(
    () =>
      (window as unknown as KonvaWindow).Konva?.stages[0]
        ?.find('.edge')
        .map((n) => (n.getAttr('points') as number[]).map(Math.round)) ?? [],
  );
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Connected_Objects (${flavour}): the arrow follows a dragged node, two clicks add a connection`, async ({
    page,
  }) => {
    const {frame, origin} = await open(page, '/docs/sandbox/Connected_Objects.html', flavour);
    await expect.poll(async () => (await edges(frame)).length).toBe(4);
    const nodes = await positions(frame, '.node');
    const before = await edges(frame);

    // Drag the first node (需求) 40 px right and 50 px down: its outgoing arrow starts at its new border.
    await drag(page, origin, nodes[0]!, {x: nodes[0]!.x + 40, y: nodes[0]!.y + 50});
    await expect
      .poll(async () => (await positions(frame, '.node'))[0])
      .toEqual({x: nodes[0]!.x + 40, y: nodes[0]!.y + 50});
    const after = await edges(frame);
    expect(after[0]).not.toEqual(before[0]);
    // The arrow starts on the moved node's box (84 × 40 around its centre) and the other arrows are unchanged.
    const [sx, sy] = after[0]!;
    expect(Math.abs(sx! - (nodes[0]!.x + 40))).toBeLessThanOrEqual(43);
    expect(Math.abs(sy! - (nodes[0]!.y + 50))).toBeLessThanOrEqual(21);
    expect(after.slice(1)).toEqual(before.slice(1));

    // Click 需求, then 开发: a fifth arrow appears.
    const moved = (await positions(frame, '.node'))[0]!;
    await page.mouse.click(origin.x + moved.x, origin.y + moved.y);
    await expect(frame.getByText('已选「需求」')).toBeVisible();
    await page.mouse.click(origin.x + nodes[2]!.x, origin.y + nodes[2]!.y);
    await expect.poll(async () => (await edges(frame)).length).toBe(5);
    await expect(frame.getByText('5 条连线')).toBeVisible();
  });
}

/** Fill colour of each furniture body, in drawing order. */
function fills(frame: Frame): Promise<string[]> {
  return frame.evaluate(
    () =>
      (window as unknown as KonvaWindow).Konva?.stages[0]?.find('.body').map((n) => n.getAttr('fill') as string) ?? [],
  );
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Collision_Detection (${flavour}): overlapping furniture turns red and snaps back, free space accepts it`, async ({
    page,
  }) => {
    const {frame, origin} = await open(page, '/docs/sandbox/Collision_Detection.html', flavour);
    await expect.poll(async () => (await positions(frame, '.item')).length).toBe(5);
    const before = await positions(frame, '.item');
    const [bed, , desk] = before;
    const normal = (await fills(frame))[0];

    // Drag the desk onto the bed and hold: both turn red and the hint names the bed.
    await page.mouse.move(origin.x + desk!.x + 20, origin.y + desk!.y + 20);
    await page.mouse.down();
    await page.mouse.move(origin.x + bed!.x + 40, origin.y + bed!.y + 30, {steps: 10});
    await expect
      .poll(async () => (await fills(frame)).map((f) => f !== normal))
      .toEqual([true, false, true, false, false]);
    await expect(frame.getByText('与「床」重叠')).toBeVisible();
    // Dropped there, it goes back to where it started.
    await page.mouse.up();
    await expect.poll(async () => (await positions(frame, '.item'))[2]).toEqual(desk);
    await expect(frame.getByText('已退回原位')).toBeVisible();
    await expect.poll(async () => (await fills(frame)).every((f) => f === normal)).toBe(true);

    // Dropped 100 px to the right, on free floor, it stays.
    await drag(page, origin, {x: desk!.x + 20, y: desk!.y + 20}, {x: desk!.x + 120, y: desk!.y + 20});
    await expect.poll(async () => (await positions(frame, '.item'))[2]).toEqual({x: desk!.x + 100, y: desk!.y});
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Drop_DOM_Element (${flavour}): a sticker dragged from the HTML bar lands where it is dropped`, async ({
    page,
  }) => {
    const {frame, origin} = await open(page, '/docs/sandbox/Drop_DOM_Element.html', flavour);
    await expect(frame.getByText('0/20')).toBeVisible();
    const house = (await frame.getByRole('img', {name: '房子'}).boundingBox())!;

    // Press on the 房子 sticker in the bar, move over the canvas: a preview follows the pointer.
    await page.mouse.move(house.x + house.width / 2, house.y + house.height / 2);
    await page.mouse.down();
    await page.mouse.move(origin.x + 150, origin.y + 200, {steps: 10});
    await expect(frame.locator('img[alt=""]')).toBeVisible();
    // Released there, a sticker is placed with its centre under the pointer.
    await page.mouse.up();
    await expect.poll(() => positions(frame, '.sticker')).toEqual([{x: 150, y: 200}]);
    await expect(frame.getByText('1/20')).toBeVisible();
    await expect(frame.locator('img[alt=""]')).toBeHidden();

    // Released over the bar, nothing is added; a double click removes the placed sticker.
    await drag(page, {x: 0, y: 0}, {x: house.x + 24, y: house.y + 24}, {x: house.x + 200, y: house.y + 10});
    await expect(frame.getByText('1/20')).toBeVisible();
    await page.mouse.dblclick(origin.x + 150, origin.y + 200);
    await expect.poll(async () => (await positions(frame, '.sticker')).length).toBe(0);
  });
}
