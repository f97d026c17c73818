// Sandbox demos by writer j: each main interaction once, in the vanilla tab and one framework tab.
// Konva state is read from inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, centreForPointer} from './fixtures';
import type {Frame, Locator, Page} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {getClientRect: () => Box; getAttr: (a: string) => unknown; text?: () => string};
type KonvaWindow = {Konva?: {stages: {find: (s: string) => KNode[]}[]}};

/** Centre (frame coordinates) of the n-th node matching a selector. */
function centre(frame: Frame, selector: string, n = 0): Promise<{x: number; y: number} | null> {
  return frame.evaluate(
    ([sel, i]) => {
      const node = (window as unknown as KonvaWindow).Konva?.stages[0]?.find(sel as string)[i as number];
      if (!node) return null;
      const r = node.getClientRect();
      return {x: r.x + r.width / 2, y: r.y + r.height / 2};
    },
    [selector, n] as const,
  );
}

/** One attribute of every node matching a selector. */
function attrs(frame: Frame, selector: string, attr: string): Promise<unknown[]> {
  return frame.evaluate(
    ([sel, a]) => (window as unknown as KonvaWindow).Konva?.stages[0]?.find(sel).map((n) => n.getAttr(a)) ?? [],
    [selector, attr] as const,
  );
}

/** Clicks the centre of the n-th node matching a selector, with the mouse. */
async function clickNode(page: Page, panel: Locator, frame: Frame, selector: string, n = 0): Promise<void> {
  const c = (await centre(frame, selector, n))!;
  const box = (await panel.locator('iframe').boundingBox())!;
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** Brings the example's frame to the middle of the window (the sticky navbar covers the top). */
async function centreFrame(page: Page, panel: Locator): Promise<void> {
  await centreForPointer(page, panel.locator('iframe'));
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Modify_Shape_Color_on_Click (${flavour}): pick a colour, paint a tile, repaint erases, 重置 clears`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/sandbox/Modify_Shape_Color_on_Click.html');
    const {panel, frame} = await showFlavour(page, flavour);
    await centreFrame(page, panel);
    await expect.poll(async () => (await attrs(frame, '.tile', 'fill')).length).toBe(12);
    const teal = (await attrs(frame, '.swatch', 'fill'))[3];
    expect(teal).toBe('#2a9d8f');

    // Pick the fourth colour: its swatch gets the thick ring.
    await clickNode(page, panel, frame, '.swatch', 3);
    await expect.poll(async () => (await attrs(frame, '.swatch', 'strokeWidth'))[3]).toBe(4);
    expect((await attrs(frame, '.swatch', 'strokeWidth'))[0]).toBe(1);

    // Paint the first and the sixth tile.
    await clickNode(page, panel, frame, '.tile', 0);
    await expect.poll(async () => (await attrs(frame, '.tile', 'fill'))[0]).toBe(teal);
    await clickNode(page, panel, frame, '.tile', 5);
    await expect.poll(async () => (await attrs(frame, '.tile', 'fill')).filter((f) => f === teal).length).toBe(2);
    await expect.poll(async () => (await attrs(frame, 'Text', 'text')).join('|')).toContain('已上色 2 / 12');

    // The same colour again erases that tile.
    await clickNode(page, panel, frame, '.tile', 0);
    await expect.poll(async () => (await attrs(frame, '.tile', 'fill'))[0]).toBe('#ffffff');

    // 重置 turns every tile white again.
    await clickNode(page, panel, frame, '.reset');
    await expect.poll(async () => new Set(await attrs(frame, '.tile', 'fill')).size).toBe(1);
    expect((await attrs(frame, '.tile', 'fill'))[5]).toBe('#ffffff');
  });
}

type BoardWindow = {
  Konva?: {
    stages: {
      findOne: (s: string) =>
        | {
            rotation: () => number;
            x: () => number;
            getAbsoluteTransform: () => {point: (p: {x: number; y: number}) => {x: number; y: number}};
            text?: () => string;
          }
        | undefined;
      find: (s: string) => {x: () => number; y: () => number}[];
    }[];
  };
};

/** Local (board) positions of the pins, rounded. */
function pins(frame: Frame): Promise<number[][]> {
  return frame.evaluate(() =>
    ((window as unknown as BoardWindow).Konva?.stages[0]?.find('.pin') ?? []).map((p) => [
      Math.round(p.x()),
      Math.round(p.y()),
    ]),
  );
}

/** Frame coordinates of a point given in the board's own coordinates. */
function boardPoint(frame: Frame, x: number, y: number): Promise<{x: number; y: number}> {
  return frame.evaluate(
    ([px, py]) =>
      (window as unknown as BoardWindow)
        .Konva!.stages[0]!.findOne('.board')!
        .getAbsoluteTransform()
        .point({x: px!, y: py!}),
    [x, y],
  );
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Relative_Pointer_Position (${flavour}): pins land in board coordinates after rotating; dragging adds none`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/sandbox/Relative_Pointer_Position.html');
    const {panel, frame} = await showFlavour(page, flavour);
    await centreFrame(page, panel);
    await expect
      .poll(() => frame.evaluate(() => Boolean((window as unknown as BoardWindow).Konva?.stages[0]?.findOne('.board'))))
      .toBe(true);
    const box = (await panel.locator('iframe').boundingBox())!;
    const readout = () =>
      frame.evaluate(() => (window as unknown as BoardWindow).Konva!.stages[0]!.findOne('.readout')!.text!());

    // A click at the board's point (120, 80) pins it there, and the readout shows that point.
    let p = await boardPoint(frame, 120, 80);
    await page.mouse.click(box.x + p.x, box.y + p.y);
    await expect.poll(() => pins(frame)).toEqual([[120, 80]]);
    await expect.poll(readout).toContain('画板坐标：120, 80');

    // Rotate the board 15°, then click where its point (40, 40) now is.
    const rotation = () =>
      frame.evaluate(() =>
        Math.round((window as unknown as BoardWindow).Konva!.stages[0]!.findOne('.board')!.rotation()),
      );
    await clickNode(page, panel, frame, '.rotate');
    await expect.poll(rotation).toBe(3);
    p = await boardPoint(frame, 40, 40);
    await page.mouse.click(box.x + p.x, box.y + p.y);
    await expect
      .poll(() => pins(frame))
      .toEqual([
        [120, 80],
        [40, 40],
      ]);

    // Dragging the board moves it (pins ride along) but adds no pin.
    const boardX = () =>
      frame.evaluate(() => Math.round((window as unknown as BoardWindow).Konva!.stages[0]!.findOne('.board')!.x()));
    const x0 = await boardX();
    p = await boardPoint(frame, 200, 120);
    await page.mouse.move(box.x + p.x, box.y + p.y);
    await page.mouse.down();
    await page.mouse.move(box.x + p.x + 20, box.y + p.y + 5, {steps: 4});
    await page.mouse.move(box.x + p.x + 50, box.y + p.y + 10, {steps: 4});
    await page.mouse.up();
    await expect.poll(async () => (await boardX()) - x0).toBeGreaterThan(30);
    expect((await pins(frame)).length).toBe(2);

    // 重置 clears the pins and puts the board back.
    await clickNode(page, panel, frame, '.reset');
    await expect.poll(async () => (await pins(frame)).length).toBe(0);
    await expect.poll(rotation).toBe(-12);
  });
}
