// Sandbox demos (demo-r): Bézier anchors, snapping, pinch-scaling a shape and the stage, and a hover
// magnifier. Each test does the demo's main interaction once in the vanilla tab and one framework tab and
// reads the result from the Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, openExample, dragInFrame, konvaRects, touchInFrame} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaNode = {x: () => number; y: () => number; scaleX: () => number; attrs: Record<string, unknown>};
type KonvaWindow = {Konva: {stages: {find: (s: string) => KonvaNode[]}[]}};

/** The points of the Bézier curve of Modify_Curves_with_Anchor_Points. */
function curvePoints(frame: Frame): Promise<number[]> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    return [...(stage.find('.curve')[0]!.attrs.points as number[])];
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Modify_Curves_with_Anchor_Points (${flavour}): dragging a control point bends the curve, 重置 restores it`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Modify_Curves_with_Anchor_Points.html', flavour);
    await expect.poll(() => curvePoints(frame)).toEqual([40, 230, 90, 50, 270, 50, 320, 230]);
    const path = frame.locator('code');
    await expect(path).toHaveText('M 40 230 C 90 50, 270 50, 320 230');

    // Drag the first control point 60 px to the right and 80 px down (frame pixels).
    const [c1] = await konvaRects(frame, '.c1');
    const from = {x: c1!.x + c1!.width / 2, y: c1!.y + c1!.height / 2};
    await dragInFrame(page, origin, from, {x: from.x + 60, y: from.y + 80});
    await expect.poll(async () => (await curvePoints(frame))[2]).toBeGreaterThan(120);
    const points = await curvePoints(frame);
    expect(points[3]).toBeGreaterThan(100);
    // The end points did not move; the path text follows the curve.
    expect([points[0], points[1], points[6], points[7]]).toEqual([40, 230, 320, 230]);
    await expect(path).toHaveText(`M 40 230 C ${Math.round(points[2]!)} ${Math.round(points[3]!)}, 270 50, 320 230`);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => curvePoints(frame)).toEqual([40, 230, 90, 50, 270, 50, 320, 230]);
  });
}

type Block = {x: number; y: number; guides: number};

/** A block's position (design units) in Objects_Snapping and how many guide lines are shown. */
function block(frame: Frame, name: string): Promise<Block> {
  return frame.evaluate((name) => {
    type Stage = {find: (s: string) => (KonvaNode & {isVisible: () => boolean})[]};
    const stage = (window as unknown as {Konva: {stages: Stage[]}}).Konva.stages[0]!;
    const node = stage.find(`.${name}`)[0]!;
    const guides = stage.find('.guide-x, .guide-y').filter((n) => n.isVisible()).length;
    return {x: node.x(), y: node.y(), guides};
  }, name);
}

function stageScale(frame: Frame): Promise<number> {
  return frame.evaluate(() => (window as unknown as {Konva: {stages: KonvaNode[]}}).Konva.stages[0]!.scaleX());
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Objects_Snapping (${flavour}): a block dropped 3 units off another's left edge snaps to it; unchecked, it does not`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Objects_Snapping.html', flavour);
    await expect.poll(() => block(frame, 'c')).toEqual({x: 50, y: 180, guides: 0});
    const scale = await stageScale(frame);
    const [c] = await konvaRects(frame, '.c');
    const from = {x: c!.x + c!.width / 2, y: c!.y + c!.height / 2};

    // Move block c (left edge at 50) to 33: block a's left edge is at 30, within the 8-unit snap distance.
    await page.mouse.move(origin.x + from.x, origin.y + from.y);
    await page.mouse.down();
    await page.mouse.move(origin.x + from.x - 17 * scale, origin.y + from.y, {steps: 10});
    await expect.poll(async () => (await block(frame, 'c')).x).toBe(30);
    expect((await block(frame, 'c')).guides).toBeGreaterThan(0);
    await page.mouse.up();
    await expect.poll(async () => (await block(frame, 'c')).guides).toBe(0);
    expect((await block(frame, 'c')).x).toBe(30);

    // Without snapping the same kind of small move stays where the pointer put it.
    await frame.getByRole('checkbox', {name: '吸附对齐'}).uncheck();
    const [moved] = await konvaRects(frame, '.c');
    const start = {x: moved!.x + moved!.width / 2, y: moved!.y + moved!.height / 2};
    await dragInFrame(page, origin, start, {x: start.x + 3 * scale, y: start.y});
    await expect.poll(async () => (await block(frame, 'c')).x).toBeCloseTo(33, 0);
    expect((await block(frame, 'c')).guides).toBe(0);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await block(frame, 'c')).x).toBe(50);
  });
}

/** Two touch pointers around a centre, `from` px apart, the second one moving until they are `to` px apart. */
async function pinch(frame: Frame, c: {x: number; y: number}, from: number, to: number): Promise<void> {
  await touchInFrame(frame, 'pointerdown', 1, c.x - from / 2, c.y);
  await touchInFrame(frame, 'pointerdown', 2, c.x + from / 2, c.y);
  for (let i = 1; i <= 6; i++)
    await touchInFrame(frame, 'pointermove', 2, c.x - from / 2 + from + ((to - from) * i) / 6, c.y);
  await touchInFrame(frame, 'pointerup', 2, c.x - from / 2 + to, c.y);
  await touchInFrame(frame, 'pointerup', 1, c.x - from / 2, c.y);
}

function stickerScale(frame: Frame, name: string): Promise<number> {
  return frame.evaluate(
    (name) => (window as unknown as KonvaWindow).Konva.stages[0]!.find(`.${name}`)[0]!.scaleX(),
    name,
  );
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Multi-touch_Scale_Shape (${flavour}): a two-finger pinch doubles one sticker, the wheel scales another`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Multi-touch_Scale_Shape.html', flavour);
    await expect.poll(() => stickerScale(frame, 'badge')).toBe(1);
    const status = frame.getByRole('status');

    // Two fingers 40 px apart on the badge spread to 80 px: the badge doubles, the others stay.
    const [badge] = await konvaRects(frame, '.badge');
    await pinch(frame, {x: badge!.x + badge!.width / 2, y: badge!.y + badge!.height / 2}, 40, 80);
    await expect.poll(() => stickerScale(frame, 'badge')).toBeCloseTo(2, 2);
    await expect(status).toHaveText('徽章：200%');
    expect(await stickerScale(frame, 'star')).toBe(1);

    // The desktop fallback: scrolling the wheel up over the star makes it bigger.
    const [star] = await konvaRects(frame, '.star');
    await page.mouse.move(origin.x + star!.x + star!.width / 2, origin.y + star!.y + star!.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => stickerScale(frame, 'star')).toBeGreaterThan(1.2);
    await expect(status).toHaveText(/^星星：1\d\d%$/);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => stickerScale(frame, 'badge')).toBe(1);
  });
}

type StageView = {scale: number; x: number; y: number; width: number; height: number};

function stageView(frame: Frame): Promise<StageView> {
  return frame.evaluate(() => {
    type Stage = KonvaNode & {width: () => number; height: () => number};
    const s = (window as unknown as {Konva: {stages: Stage[]}}).Konva.stages[0]!;
    return {scale: s.scaleX(), x: s.x(), y: s.y(), width: s.width(), height: s.height()};
  });
}

/** The centre (frame pixels) of the first free seat that lies wholly in view below the 44 px bar. */
function visibleFreeSeat(frame: Frame): Promise<{x: number; y: number}> {
  return frame.evaluate(() => {
    type Seat = {listening: () => boolean; getClientRect: () => {x: number; y: number; width: number; height: number}};
    type Stage = {width: () => number; height: () => number; find: (s: string) => Seat[]};
    const stage = (window as unknown as {Konva: {stages: Stage[]}}).Konva.stages[0]!;
    const rects = stage
      .find('.seat')
      .filter((n) => n.listening())
      .map((n) => n.getClientRect());
    const r = rects.find(
      (r) => r.x > 0 && r.y > 50 && r.x + r.width < stage.width() && r.y + r.height < stage.height(),
    )!;
    return {x: r.x + r.width / 2, y: r.y + r.height / 2};
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Multi-touch_Scale_Stage (${flavour}): a pinch doubles the stage, one finger pans it, a tap picks a seat`, async ({
    page,
  }) => {
    const {frame} = await openExample(page, '/docs/sandbox/Multi-touch_Scale_Stage.html', flavour);
    const status = frame.getByRole('status');
    await expect(status).toHaveText('已选 0/6 座 · 缩放 100%');
    const home = await stageView(frame);

    // Two fingers 60 px apart in the middle of the view spread to 120 px: the whole stage doubles.
    await pinch(frame, {x: home.width / 2, y: home.height / 2 + 22}, 60, 120);
    await expect.poll(async () => (await stageView(frame)).scale).toBeCloseTo(home.scale * 2, 3);
    await expect(status).toHaveText('已选 0/6 座 · 缩放 200%');

    // One finger drags the zoomed stage 40 px to the right.
    const zoomed = await stageView(frame);
    await touchInFrame(frame, 'pointerdown', 3, 200, 200);
    for (let i = 1; i <= 4; i++) await touchInFrame(frame, 'pointermove', 3, 200 + i * 10, 200);
    await touchInFrame(frame, 'pointerup', 3, 240, 200);
    await expect.poll(async () => (await stageView(frame)).x).toBeCloseTo(Math.min(0, zoomed.x + 40), 1);
    expect((await stageView(frame)).scale).toBeCloseTo(zoomed.scale, 5);

    // A tap (down and up without moving) on a free seat picks it; the view stays put.
    const seat = await visibleFreeSeat(frame);
    const before = await stageView(frame);
    await touchInFrame(frame, 'pointerdown', 4, seat.x, seat.y);
    await touchInFrame(frame, 'pointerup', 4, seat.x, seat.y);
    await expect(status).toHaveText('已选 1/6 座 · 缩放 200%');
    expect(await stageView(frame)).toEqual(before);

    await frame.getByRole('button', {name: '复位'}).click();
    await expect(status).toHaveText('已选 1/6 座 · 缩放 100%');
    expect(await stageView(frame)).toEqual(home);
  });
}

type Lens = {visible: boolean; x: number; y: number; zoom: number; mapX: number};

/** The magnifier of Zoom_Layer_On_hover: whether it shows, its centre and zoom (design units). */
function lens(frame: Frame): Promise<Lens> {
  return frame.evaluate(() => {
    type Node = KonvaNode & {isVisible: () => boolean};
    const stage = (window as unknown as {Konva: {stages: {find: (s: string) => Node[]}[]}}).Konva.stages[0]!;
    const group = stage.find('.lens').find((n) => n.isVisible());
    const map = stage.find('.lens-map').find((n) => n.isVisible());
    if (!group || !map) return {visible: false, x: 0, y: 0, zoom: 0, mapX: 0};
    return {visible: true, x: group.x(), y: group.y(), zoom: map.scaleX(), mapX: map.x()};
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Zoom_Layer_On_hover (${flavour}): hovering shows the lens at the pointer, the slider sets its zoom, a finger moves it above`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Zoom_Layer_On_hover.html', flavour);
    expect((await lens(frame)).visible).toBe(false);
    const fit = await stageScale(frame);
    const [stage] = await frame.evaluate(() => {
      const s = (window as unknown as {Konva: {stages: KonvaNode[]}}).Konva.stages[0]!;
      return [{x: s.x(), y: s.y()}];
    });

    // Hover the design point (170, 150): the lens is centred there and its copy is scaled 2.5× around it.
    await page.mouse.move(origin.x + stage!.x + 170 * fit, origin.y + stage!.y + 150 * fit, {steps: 4});
    await expect.poll(() => lens(frame)).toMatchObject({visible: true, zoom: 2.5});
    const hovered = await lens(frame);
    expect(hovered.x).toBeCloseTo(170, 0);
    expect(hovered.y).toBeCloseTo(150, 0);
    expect(hovered.mapX).toBeCloseTo(-hovered.x * 2.5, 3);

    await frame.getByRole('slider').fill('4');
    await expect(frame.locator('output')).toHaveText('4×');
    await page.mouse.move(origin.x + stage!.x + 172 * fit, origin.y + stage!.y + 150 * fit);
    await expect.poll(async () => (await lens(frame)).zoom).toBe(4);

    // A finger at (100, 200): the lens shows above it (56 + 24 units higher) and goes when the finger lifts.
    const fx = stage!.x + 100 * fit;
    const fy = stage!.y + 200 * fit;
    await touchInFrame(frame, 'pointerdown', 5, fx, fy);
    await expect.poll(async () => (await lens(frame)).y).toBeCloseTo(200 - 80, 0);
    expect((await lens(frame)).x).toBeCloseTo(100, 0);
    await touchInFrame(frame, 'pointerup', 5, fx, fy);
    await expect.poll(async () => (await lens(frame)).visible).toBe(false);
  });
}
