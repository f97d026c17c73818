// Sandbox demos by writer i: each main interaction once, in the vanilla tab and one framework tab.
// Konva state is read from inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour} from './fixtures';
import type {Frame, Locator, Page} from '@playwright/test';

type Pt = {x: number; y: number};
type KNode = {
  absolutePosition: () => Pt;
  scaleX: () => number;
  isVisible: () => boolean;
  getClassName: () => string;
};
type KonvaWindow = {Konva?: {stages: {find: (s: string) => KNode[]}[]}};

/** Position (frame coordinates) and scale of the n-th node matching a selector. */
function nodeState(frame: Frame, selector: string, n = 0): Promise<{x: number; y: number; scale: number} | null> {
  return frame.evaluate(
    ([sel, i]) => {
      const node = (window as unknown as KonvaWindow).Konva?.stages[0]?.find(sel as string)[i as number];
      if (!node) return null;
      const p = node.absolutePosition();
      return {x: p.x, y: p.y, scale: node.scaleX()};
    },
    [selector, n] as const,
  );
}

/** Drags with the mouse from one frame point to another, in small steps so Konva sees a drag. */
async function drag(page: Page, panel: Locator, from: Pt, to: Pt): Promise<void> {
  const box = (await panel.locator('iframe').boundingBox())!;
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, {steps: 5});
  await page.mouse.move(box.x + to.x, box.y + to.y, {steps: 5});
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Elastic_Stars (${flavour}): a dragged star stretches its band and springs back home`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Elastic_Stars.html');
    const {panel, frame} = await showFlavour(page, flavour);
    await expect.poll(() => nodeState(frame, '.star')).not.toBeNull();
    const home = (await nodeState(frame, '.star'))!;
    // No band is drawn while every star is at home.
    const visibleBands = () =>
      frame.evaluate(
        () => (window as unknown as KonvaWindow).Konva!.stages[0]!.find('Line').filter((n) => n.isVisible()).length,
      );
    expect(await visibleBands()).toBe(0);

    await drag(page, panel, home, {x: home.x + 60, y: home.y + 90});
    // The star follows the pointer, is enlarged, and a band joins it to its home.
    await expect.poll(async () => (await nodeState(frame, '.star'))!.y - home.y).toBeGreaterThan(60);
    await expect.poll(async () => (await nodeState(frame, '.star'))!.scale).toBeGreaterThan(1.1);
    await expect.poll(visibleBands).toBe(1);

    await page.mouse.up();
    // Released: it springs back to where it started, at its normal size, and the band goes away.
    await expect
      .poll(async () => {
        const s = (await nodeState(frame, '.star'))!;
        return Math.round(Math.hypot(s.x - home.x, s.y - home.y) + Math.abs(s.scale - 1) * 100);
      })
      .toBe(0);
    await expect.poll(visibleBands).toBe(0);
  });
}

/** A checksum of the bunny layer's pixels (the second layer), so a test can see the picture move. */
function bunnyPixels(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    type L = {getCanvas: () => {_canvas: HTMLCanvasElement}};
    const konva = (window as unknown as {Konva?: {stages: {getLayers: () => L[]}[]}}).Konva;
    const canvas = konva?.stages[0]?.getLayers()[1]?.getCanvas()._canvas;
    if (!canvas) return 0;
    const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 16) sum = (sum * 31 + d[i]! + d[i + 3]!) % 1_000_000_007;
    return sum;
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Jumping_Bunnies (${flavour}): bunnies jump, +1000 adds them, the frame rate shows, 清空 empties`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/sandbox/Jumping_Bunnies.html');
    const {frame} = await showFlavour(page, flavour);
    const status = frame.getByRole('status');
    // The sprite sheet loads, 100 bunnies start, and a measured frame rate replaces the dash.
    await expect(status).toHaveText(/^100 只 · \d+ fps$/, {timeout: 15_000});
    // They move: the bunny layer's picture changes between two reads.
    const first = await bunnyPixels(frame);
    await expect.poll(() => bunnyPixels(frame)).not.toBe(first);

    await frame.getByRole('button', {name: '+1000'}).click();
    await expect(status).toHaveText(/^1100 只 · \d+ fps$/);

    await frame.getByRole('button', {name: '清空'}).click();
    await expect(status).toHaveText(/^0 只 · \d+ fps$/);
    // An empty layer: nothing but transparent pixels.
    await expect.poll(() => bunnyPixels(frame)).toBe(0);
  });
}

type RoomNode = {getClientRect: () => {x: number; y: number; width: number; height: number}; fill: () => string};

/** Fill and client-rect centre (frame coordinates) of the room named by its id, or null when it is not drawn. */
function room(frame: Frame, id: string): Promise<{fill: string; x: number; y: number} | null> {
  return frame.evaluate((name) => {
    const konva = (window as unknown as {Konva?: {stages: {find: (s: string) => RoomNode[]}[]}}).Konva;
    const node = konva?.stages[0]?.find(`.${name}`)[0];
    if (!node) return null;
    const r = node.getClientRect();
    return {fill: node.fill(), x: r.x + r.width / 2, y: r.y + r.height / 2};
  }, id);
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Interactive_Building_Map (${flavour}): select a meeting room, book it, switch floors`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Interactive_Building_Map.html');
    const {panel, frame} = await showFlavour(page, flavour);
    await expect.poll(() => room(frame, 'm101')).not.toBeNull();
    const m101 = (await room(frame, 'm101'))!;
    const info = frame.locator('[aria-live]');
    await expect(info).toContainText('点一个房间');

    // Click the room: the panel describes it and offers to book it.
    const box = (await panel.locator('iframe').boundingBox())!;
    await page.mouse.click(box.x + m101.x, box.y + m101.y);
    await expect(info).toContainText('会议室 101');
    await expect(info).toContainText('8 人 · 空闲');

    await frame.getByRole('button', {name: '预订', exact: true}).click();
    await expect(info).toContainText('已预订');
    await expect.poll(async () => (await room(frame, 'm101'))!.fill).toBe('#ffc9c9');

    // The second floor has its own rooms; 重置 clears the booking and returns to the first floor.
    await frame.getByRole('button', {name: '二层'}).click();
    await expect.poll(() => room(frame, 'm201')).not.toBeNull();
    expect(await room(frame, 'm101')).toBeNull();
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await room(frame, 'm101'))?.fill).toBe('#cfe8ff');
  });
}

type AnimalNode = {absolutePosition: () => Pt; draggable: () => boolean};

/** Centres (frame coordinates) of each animal and of its target circle, in the order of the targets. */
function beach(frame: Frame): Promise<{animal: Pt & {locked: boolean}; target: Pt}[]> {
  return frame.evaluate(() => {
    const konva = (window as unknown as {Konva?: {stages: {find: (s: string) => AnimalNode[]}[]}}).Konva;
    const stage = konva?.stages[0];
    if (!stage) return [];
    const circles = stage.find('Circle');
    return ['crab', 'turtle', 'starfish', 'fish'].map((id, i) => {
      const a = stage.find(`.${id}`)[0]!;
      const round = (p: Pt) => ({x: Math.round(p.x), y: Math.round(p.y)});
      return {
        animal: {...round(a.absolutePosition()), locked: !a.draggable()},
        target: round(circles[i]!.absolutePosition()),
      };
    });
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Animals_on_the_Beach_Game (${flavour}): drag every animal home, win, play again`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Animals_on_the_Beach_Game.html');
    const {panel, frame} = await showFlavour(page, flavour);
    await expect.poll(async () => (await beach(frame)).length).toBe(4);
    const status = frame.getByRole('status');
    await expect(status).toContainText('（0/4）');

    // A drop far from the target sends the animal back where it started.
    const first = (await beach(frame))[0]!;
    await drag(page, panel, first.animal, {x: first.animal.x + 20, y: first.animal.y + 60});
    await page.mouse.up();
    await expect.poll(async () => (await beach(frame))[0]!.animal).toEqual({...first.animal, locked: false});

    // Each animal dropped near its target snaps onto it and is locked.
    for (let i = 0; i < 4; i++) {
      const {animal, target} = (await beach(frame))[i]!;
      await drag(page, panel, animal, {x: target.x + 10, y: target.y - 10});
      await page.mouse.up();
      await expect.poll(async () => (await beach(frame))[i]!.animal).toEqual({...target, locked: true});
      await expect(status).toContainText(i < 3 ? `（${i + 1}/4）` : '你赢了');
    }
    await frame.getByRole('button', {name: '再玩一次'}).click();
    await expect(status).toContainText('（0/4）');
    await expect.poll(async () => (await beach(frame)).some((b) => b.animal.locked)).toBe(false);
  });
}
