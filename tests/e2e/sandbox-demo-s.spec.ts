// Sandbox demos (set s): the star spinner turns, pauses on a click and rebuilds its ring from the slider; the shape
// tango moves its dancers on 跳一步, twirls a pair on a click and takes them home on 重置; the quantum squiggle redraws
// its curves every frame, changes shape with the levels and moves its probe on a drag; the planets image map names
// the planet under the mouse and shows the one clicked (its hot spots are whole columns); the physics simulator drops
// a new body where you tap, lets you drag and throw one, and shows its frame rate. Each in the vanilla tab and
// framework tabs, reading state from the Konva stage inside the sandboxed frame (Konva puts
// itself on window there).
import {test, expect, openExample, dragInFrame, konvaRects, type Point} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaNode = {
  x: () => number;
  y: () => number;
  rotation: () => number;
  getClientRect: () => {x: number; y: number; width: number; height: number};
};
type KonvaWindow = {
  Konva: {
    stages: {container: () => HTMLElement; findOne: (s: string) => KonvaNode; find: (s: string) => KonvaNode[]}[];
  };
};

/** Waits for a few animation frames inside the example's frame (no fixed sleep: frames, not milliseconds). */
function frames(frame: Frame, n = 6): Promise<void> {
  return frame.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    n,
  );
}

/** Where the stage sits in the frame (the demos put a bar of HTML controls above it): add it to a node's client
 * rectangle to get frame coordinates. */
async function stageOrigin(frame: Frame, origin: Point): Promise<Point> {
  const at = await frame.evaluate(() => {
    const box = (window as unknown as KonvaWindow).Konva.stages[0]!.container().getBoundingClientRect();
    return {x: box.left, y: box.top};
  });
  return {x: origin.x + at.x, y: origin.y + at.y};
}

/** The spinner group's angle and how many stars its ring holds. */
function spinner(
  frame: Frame,
): Promise<{rotation: number; stars: number; box: {x: number; y: number; width: number; height: number}}> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const group = stage.findOne('.spinner');
    return {rotation: group.rotation(), stars: stage.find('.star').length, box: group.getClientRect()};
  });
}

for (const flavour of ['vanilla', 'react', 'angular'] as const) {
  test(`Star_Spinner (${flavour}): the ring turns, a click on it pauses it, the slider sets the number of stars`, async ({
    page,
  }) => {
    const opened = await openExample(page, '/docs/sandbox/Star_Spinner.html', flavour);
    const frame = opened.frame;
    const origin = await stageOrigin(frame, opened.origin);
    const start = await spinner(frame);
    expect(start.stars).toBe(8);
    // It turns on its own.
    await expect.poll(async () => (await spinner(frame)).rotation).not.toBe(start.rotation);
    await expect(frame.getByRole('button', {name: '暂停'})).toBeVisible();

    // A click in the middle of the ring (between the stars) pauses it: the angle no longer changes.
    const {box} = start;
    await page.mouse.click(origin.x + box.x + box.width / 2, origin.y + box.y + box.height / 2);
    await expect(frame.getByRole('button', {name: '继续'})).toBeVisible();
    const paused = (await spinner(frame)).rotation;
    await frames(frame);
    expect((await spinner(frame)).rotation).toBe(paused);

    // The slider rebuilds the ring with 5 stars, 重置 brings back 8 and starts turning again.
    await frame.getByLabel('数量').fill('5');
    await expect.poll(async () => (await spinner(frame)).stars).toBe(5);
    await expect(frame.getByText('5 颗星')).toBeVisible();
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await spinner(frame)).stars).toBe(8);
    await expect(frame.getByRole('button', {name: '暂停'})).toBeVisible();
    const resumed = (await spinner(frame)).rotation;
    await expect.poll(async () => (await spinner(frame)).rotation).not.toBe(resumed);
  });
}

/** Position and angle of every dancer, in drawing order. */
function dancers(frame: Frame): Promise<{x: number; y: number; rotation: number}[]> {
  return frame.evaluate(() =>
    (window as unknown as KonvaWindow).Konva.stages[0]!.find('.dancer').map((n) => ({
      x: n.x(),
      y: n.y(),
      rotation: n.rotation(),
    })),
  );
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Shape_Tango (${flavour}): 跳一步 moves every dancer, a click twirls a pair, a drag moves one, 重置 takes them home`, async ({
    page,
  }) => {
    const opened = await openExample(page, '/docs/sandbox/Shape_Tango.html', flavour);
    const frame = opened.frame;
    const origin = await stageOrigin(frame, opened.origin);
    const home = await dancers(frame);
    expect(home).toHaveLength(8);

    // One step: once the tweens have finished, every dancer stands somewhere else.
    await frame.getByRole('button', {name: '跳一步'}).click();
    await expect
      .poll(
        async () => (await dancers(frame)).filter((d, i) => Math.hypot(d.x - home[i]!.x, d.y - home[i]!.y) > 5).length,
      )
      .toBe(8);
    // ...and the step has finished: two reads a few frames apart agree.
    await expect
      .poll(async () => {
        const a = await dancers(frame);
        await frames(frame);
        return JSON.stringify(a) === JSON.stringify(await dancers(frame));
      })
      .toBe(true);

    // A click on the first dancer turns it by +360° and its partner by -360°.
    const before = await dancers(frame);
    const [first] = await konvaRects(frame, '.dancer');
    await page.mouse.click(origin.x + first!.x + first!.width / 2, origin.y + first!.y + first!.height / 2);
    await expect.poll(async () => (await dancers(frame))[0]!.rotation - before[0]!.rotation).toBeCloseTo(360, 3);
    await expect.poll(async () => (await dancers(frame))[1]!.rotation - before[1]!.rotation).toBeCloseTo(-360, 3);

    // A drag moves the last dancer by the drag's distance.
    const last = (await konvaRects(frame, '.dancer'))[7]!;
    const from = {x: Math.round(last.x + last.width / 2), y: Math.round(last.y + last.height / 2)};
    const to = {x: from.x > 200 ? from.x - 60 : from.x + 60, y: from.y > 150 ? from.y - 60 : from.y + 60};
    const start = (await dancers(frame))[7]!;
    await dragInFrame(page, origin, from, to);
    const moved = (await dancers(frame))[7]!;
    expect(Math.abs(moved.x - start.x - (to.x - from.x))).toBeLessThan(2);
    expect(Math.abs(moved.y - start.y - (to.y - from.y))).toBeLessThan(2);

    // 重置 takes everyone back to the starting line-up.
    await frame.getByRole('button', {name: '重置'}).click();
    await expect
      .poll(async () => (await dancers(frame)).every((d, i) => Math.hypot(d.x - home[i]!.x, d.y - home[i]!.y) < 0.5))
      .toBe(true);
  });
}

/** The points of a line of the quantum squiggle and the probe's text. */
function curves(frame: Frame): Promise<{wave: number[]; density: number[]; probe: number[]; readout: string}> {
  return frame.evaluate(() => {
    type Line = {points: () => number[]; text: () => string};
    const stage = (window as unknown as {Konva: {stages: {findOne: (s: string) => Line}[]}}).Konva.stages[0]!;
    return {
      wave: stage.findOne('.wave').points(),
      density: stage.findOne('.density').points(),
      probe: stage.findOne('.probe').points(),
      readout: stage.findOne('.readout').text(),
    };
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Quantum_Squiggle (${flavour}): the curves move, level 3 changes their shape, a drag moves the probe`, async ({
    page,
  }) => {
    const opened = await openExample(page, '/docs/sandbox/Quantum_Squiggle.html', flavour);
    const frame = opened.frame;
    const origin = await stageOrigin(frame, opened.origin);
    // The density sloshes on its own (levels 1 and 2 are superposed).
    const first = await curves(frame);
    expect(first.wave.length).toBe(121 * 2);
    await expect
      .poll(async () => JSON.stringify((await curves(frame)).density))
      .not.toBe(JSON.stringify(first.density));

    // Paused, the picture stands still; adding level 3 redraws it in another shape.
    await frame.getByRole('button', {name: '暂停'}).click();
    await expect(frame.getByRole('button', {name: '继续'})).toBeVisible();
    const still = await curves(frame);
    await frames(frame);
    expect((await curves(frame)).wave).toEqual(still.wave);
    const level3 = frame.getByRole('button', {name: '能级 3'});
    await expect(level3).toHaveAttribute('aria-pressed', 'false');
    await level3.click();
    await expect(level3).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => JSON.stringify((await curves(frame)).wave)).not.toBe(JSON.stringify(still.wave));

    // Dragging across the well moves the probe with the pointer and reads the density there.
    await dragInFrame(page, origin, {x: 60, y: 150}, {x: 200, y: 160});
    await expect.poll(async () => (await curves(frame)).probe[0]).toBeCloseTo(200, 0);
    expect((await curves(frame)).readout).not.toContain('x = 0.50');

    // 重置: levels 1 and 2, the probe in the middle.
    await frame.getByRole('button', {name: '重置'}).click();
    await expect(level3).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await curves(frame)).readout).toContain('x = 0.50');
  });
}

/** The texts of the visible tooltips on the planets' stage. */
function tooltips(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    type Text = {isVisible: () => boolean; text: () => string};
    const stage = (window as unknown as {Konva: {stages: {find: (s: string) => Text[]}[]}}).Konva.stages[0]!;
    return stage
      .find('Text')
      .filter((t) => t.isVisible())
      .map((t) => t.text());
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Planets_Image_Map (${flavour}): hovering names a planet, a click (even beside it) shows it, ▶ goes on`, async ({
    page,
  }) => {
    const opened = await openExample(page, '/docs/sandbox/Planets_Image_Map.html', flavour);
    const frame = opened.frame;
    const origin = await stageOrigin(frame, opened.origin);
    const scale = await frame.evaluate(
      () => (window as unknown as {Konva: {stages: {width: () => number}[]}}).Konva.stages[0]!.width() / 800,
    );
    const card = frame.locator('[aria-live]');
    await expect(card).toContainText('太阳系');
    expect(await tooltips(frame)).toEqual([]);

    // Hover Saturn (picture 530, 180): its name shows.
    await page.mouse.move(origin.x + 530 * scale, origin.y + 180 * scale);
    await expect.poll(() => tooltips(frame)).toEqual(['土星']);

    // A click well above Jupiter (400, 40) still hits its column.
    await page.mouse.click(origin.x + 400 * scale, origin.y + 40 * scale);
    await expect(card).toContainText('木星');
    await expect(card).toContainText('142984 千米');
    // Off the picture, the tooltip stays on the selected planet.
    await page.mouse.move(origin.x + 10, origin.y - 40);
    await expect.poll(() => tooltips(frame)).toEqual(['木星']);

    // ▶ goes on to Saturn.
    await frame.getByRole('button', {name: '下一个'}).click();
    await expect(card).toContainText('土星');
    await expect.poll(() => tooltips(frame)).toEqual(['土星']);
  });
}

/** Centre of every body of the physics simulator (its second layer), in drawing order. */
function bodies(frame: Frame): Promise<Point[]> {
  return frame.evaluate(() => {
    type Node = {x: () => number; y: () => number};
    const stage = (window as unknown as {Konva: {stages: {getLayers: () => {getChildren: () => Node[]}[]}[]}}).Konva
      .stages[0]!;
    return stage
      .getLayers()[1]!
      .getChildren()
      .map((n) => ({x: n.x(), y: n.y()}));
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Physics_Simulator (${flavour}): a tap drops a body that falls, a drag carries one, the frame rate shows`, async ({
    page,
  }) => {
    const opened = await openExample(page, '/docs/sandbox/Physics_Simulator.html', flavour);
    const frame = opened.frame;
    const origin = await stageOrigin(frame, opened.origin);
    await expect(frame.locator('output')).toHaveText(/^\d+ fps · 9\/60$/);
    const start = await bodies(frame);
    expect(start).toHaveLength(9);

    // A tap high up in empty space drops a tenth body there; it falls.
    await page.mouse.click(origin.x + 30, origin.y + 30);
    await expect.poll(async () => (await bodies(frame)).length).toBe(10);
    await expect(frame.locator('output')).toContainText('10/60');
    await expect.poll(async () => (await bodies(frame))[9]!.y).toBeGreaterThan(120);

    // The top box of the tower (body 5) follows a drag up and to the side while the button is held.
    const top = (await bodies(frame))[5]!;
    await page.mouse.move(origin.x + top.x, origin.y + top.y);
    await page.mouse.down();
    await page.mouse.move(origin.x + top.x - 80, origin.y + 60, {steps: 10});
    await expect
      .poll(async () => Math.hypot((await bodies(frame))[5]!.x - (top.x - 80), (await bodies(frame))[5]!.y - 60))
      .toBeLessThan(6);
    await page.mouse.up();

    // Paused, nothing moves; 重置 brings back the nine bodies.
    await frame.getByRole('button', {name: '暂停'}).click();
    const still = await bodies(frame);
    await frames(frame);
    expect(await bodies(frame)).toEqual(still);
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await bodies(frame)).length).toBe(9);
  });
}
