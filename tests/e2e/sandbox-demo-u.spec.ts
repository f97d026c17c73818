// Sandbox demos (demo-u): seat reservation, edge-drag scrolling, and the window-frame pair. Each in the vanilla
// tab and at least one framework tab, reading state from the Konva stage inside the sandboxed frame (Konva puts
// itself on window there).
import {test, expect, openExample, konvaRects} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaNode = {getAttr: (name: string) => unknown; fill: () => string};
type KonvaWindow = {Konva?: {stages: {find: (s: string) => KonvaNode[]}[]}};

/** The fill colour of every seat, by its seat number. */
function seatFills(frame: Frame): Promise<Record<string, string>> {
  return frame.evaluate(() => {
    const seats = (window as unknown as KonvaWindow).Konva?.stages[0]?.find('.seat') ?? [];
    return Object.fromEntries(seats.map((n) => [n.getAttr('seatId') as string, n.fill()]));
  });
}

/** Centre of a seat in frame coordinates. */
async function seatCentre(frame: Frame, id: string): Promise<{x: number; y: number}> {
  const ids = Object.keys(await seatFills(frame));
  const rect = (await konvaRects(frame, '.seat'))[ids.indexOf(id)]!;
  return {x: rect.x + rect.width / 2, y: rect.y + rect.height / 2};
}

for (const flavour of ['vanilla', 'vue', 'angular'] as const) {
  test(`Seats_Reservation (${flavour}): pick seats, the limit of 6, sold seats stay, 确认预订 books them`, async ({page}) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Seats_Reservation.html', flavour);
    await expect.poll(async () => Object.keys(await seatFills(frame)).length).toBe(80);
    const start = await seatFills(frame);
    const summary = frame.locator('output');
    await expect(summary).toHaveText(/请选择座位/);
    await expect(frame.getByRole('button', {name: '确认预订'})).toBeDisabled();

    const tap = async (id: string) => {
      const c = await seatCentre(frame, id);
      await page.mouse.click(origin.x + c.x, origin.y + c.y);
    };
    // A sold seat does not change.
    await tap('C5');
    await tap('A1');
    await expect.poll(async () => (await seatFills(frame)).A1).not.toBe(start.A1);
    expect((await seatFills(frame)).C5).toBe(start.C5);
    await expect(summary).toHaveText('已选 1 座：A1，合计 ¥38');

    // Five more seats fill the order; a seventh is refused with a note.
    for (const id of ['C1', 'C2', 'C3', 'G1', 'G2']) await tap(id);
    await expect(summary).toHaveText('已选 6 座：A1 C1 C2 C3 G1 G2，合计 ¥308');
    await tap('H1');
    await expect(summary).toHaveText(/每单最多 6 个座位/);
    expect((await seatFills(frame)).H1).toBe(start.H1);

    // Booking turns the six into one new colour; 重置 restores the start.
    await frame.getByRole('button', {name: '确认预订'}).click();
    await expect(summary).toHaveText('预订成功：A1 C1 C2 C3 G1 G2，共 ¥308');
    const booked = await seatFills(frame);
    expect(new Set(['A1', 'C1', 'C2', 'C3', 'G1', 'G2'].map((id) => booked[id])).size).toBe(1);
    expect(booked.A1).not.toBe(start.A1);
    await tap('A1');
    expect((await seatFills(frame)).A1).toBe(booked.A1);
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => seatFills(frame)).toEqual(start);
  });
}
