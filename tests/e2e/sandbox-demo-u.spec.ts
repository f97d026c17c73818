// Sandbox demos (demo-u): seat reservation, edge-drag scrolling, and the window-frame pair. Each in the vanilla
// tab and at least one framework tab, reading state from the Konva stage inside the sandboxed frame (Konva puts
// itself on window there).
import {test, expect, openExample, dragInFrame, konvaRects} from './fixtures';
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
  test(`Seats_Reservation (${flavour}): pick seats, the limit of 6, sold seats stay, 确认预订 books them`, async ({
    page,
  }) => {
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

type Board = {worldX: number; worldY: number; notes: {x: number; y: number}[]; titles: string[]};
type BoardWindow = {
  Konva?: {
    stages: {
      getLayers: () => {x: () => number; y: () => number}[];
      find: (
        s: string,
      ) => {x: () => number; y: () => number; getAttr: (k: string) => unknown; getClassName: () => string}[];
    }[];
  };
};

/** The white board's scroll position (the world layer's offset), its notes in world coordinates and the zone titles. */
function board(frame: Frame): Promise<Board> {
  return frame.evaluate(() => {
    const stage = (window as unknown as BoardWindow).Konva!.stages[0]!;
    const world = stage.getLayers()[0]!;
    return {
      worldX: world.x(),
      worldY: world.y(),
      notes: stage.find('.note').map((n) => ({x: n.x(), y: n.y()})),
      titles: stage
        .find('Text')
        .map((t) => String(t.getAttr('text')))
        .filter((t) => t.includes(' · ')),
    };
  });
}

for (const flavour of ['vanilla', 'svelte', 'angular'] as const) {
  test(`Scroll_By_Edge_Drag (${flavour}): holding a note at the right edge scrolls the board and carries the note`, async ({
    page,
  }) => {
    const {frame, iframe, origin} = await openExample(page, '/docs/sandbox/Scroll_By_Edge_Drag.html', flavour);
    await expect.poll(async () => (await board(frame)).notes.length).toBe(6);
    const start = await board(frame);
    expect(Math.abs(start.worldX)).toBe(0);
    expect(start.titles).toEqual(['待办 · 6', '进行中 · 0', '已完成 · 0']);
    const width = (await iframe.boundingBox())!.width;

    // Grab the first note and hold it 10 px inside the right edge: the board scrolls to its right end.
    const note = (await konvaRects(frame, '.note'))[0]!;
    await page.mouse.move(origin.x + note.x + 30, origin.y + note.y + 30);
    await page.mouse.down();
    await page.mouse.move(origin.x + width - 10, origin.y + note.y + 30, {steps: 12});
    await expect
      .poll(async () => (await board(frame)).worldX, {timeout: 15_000})
      .toBeLessThanOrEqual(-(1980 - width) + 1);
    // The note came along to the board's right end (1980 wide, notes 100 wide), at the height it was dragged.
    await expect.poll(async () => (await board(frame)).notes[0]!.x).toBe(1880);
    await page.mouse.up();
    await expect.poll(async () => (await board(frame)).titles).toEqual(['待办 · 5', '进行中 · 0', '已完成 · 1']);
    expect((await board(frame)).notes[0]!.y).toBeCloseTo(start.notes[0]!.y, 0);

    // Dragging the empty board pans it back; 重置 puts everything back.
    await dragInFrame(page, origin, {x: 40, y: 380}, {x: width - 80, y: 380});
    await expect.poll(async () => (await board(frame)).worldX).toBeGreaterThan(-(1980 - width) + 200);
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => board(frame)).toEqual(start);
  });
}

/** The texts on a window drawing (dimension labels) and the fill of its frame pieces. */
function windowPicture(frame: Frame): Promise<{labels: string[]; fills: string[]}> {
  return frame.evaluate(() => {
    type N = {getAttr: (k: string) => unknown; getClassName: () => string};
    const stage = (window as unknown as {Konva: {stages: {find: (s: string) => N[]}[]}}).Konva.stages[0]!;
    return {
      labels: stage.find('Text').map((t) => String(t.getAttr('text'))),
      fills: stage
        .find('Line')
        .filter((l) => l.getAttr('closed'))
        .map((l) => String(l.getAttr('fill'))),
    };
  });
}

for (const flavour of ['vanilla', 'react', 'angular'] as const) {
  test(`Simple_Window_Frame (${flavour}): dragging the corner resizes within the limits, colour and profile change the quote`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Simple_Window_Frame.html', flavour);
    const info = frame.locator('output');
    await expect(info).toHaveText('1200 × 1400 mm · 1.68 m² · 参考价 ¥940');
    await expect.poll(async () => (await windowPicture(frame)).labels).toEqual(['1200 mm', '1400 mm']);
    const start = await windowPicture(frame);

    // Drag the handle down and right by a few centimetres of screen: both sizes grow, in 10 mm steps.
    const handle = (await konvaRects(frame, '.handle'))[0]!;
    const from = {x: handle.x + handle.width / 2, y: handle.y + handle.height / 2};
    await dragInFrame(page, origin, from, {x: from.x + 40, y: from.y + 30});
    await expect.poll(async () => (await windowPicture(frame)).labels).not.toEqual(start.labels);
    const [w, h] = (await windowPicture(frame)).labels.map((t) => Number.parseInt(t, 10));
    expect(w).toBeGreaterThan(1200);
    expect(h).toBeGreaterThan(1400);
    expect(w! % 10).toBe(0);
    await expect(info).toContainText(`${w} × ${h} mm`);

    // Far past the largest size: it stops at 2400 × 2400.
    const moved = (await konvaRects(frame, '.handle'))[0]!;
    const at = {x: moved.x + moved.width / 2, y: moved.y + moved.height / 2};
    const box = (await frame.evaluate(() => ({w: window.innerWidth, h: window.innerHeight})))!;
    await dragInFrame(page, origin, at, {x: box.w - 4, y: box.h - 4});
    await expect.poll(async () => (await windowPicture(frame)).labels).toEqual(['2400 mm', '2400 mm']);

    // Walnut and a wider profile change the picture and the quote; 重置 restores everything.
    await frame.getByRole('button', {name: '胡桃木'}).click();
    await expect
      .poll(async () => (await windowPicture(frame)).fills)
      .toEqual(['#8b5a2b', '#8b5a2b', '#8b5a2b', '#8b5a2b']);
    await frame.getByRole('combobox', {name: '型材宽度'}).selectOption('90');
    await expect(info).toHaveText('2400 × 2400 mm · 5.76 m² · 参考价 ¥3140');
    await frame.getByRole('button', {name: '重置'}).click();
    await expect(info).toHaveText('1200 × 1400 mm · 1.68 m² · 参考价 ¥940');
    await expect.poll(() => windowPicture(frame)).toEqual(start);
  });
}

/** The label of every pane of the window designer (opening type and size), in layout order. */
function paneLabels(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    type N = {getAttr: (k: string) => unknown};
    const stage = (window as unknown as {Konva: {stages: {find: (s: string) => N[]}[]}}).Konva.stages[0]!;
    return stage.find('Text').map((t) => String(t.getAttr('text')));
  });
}

for (const flavour of ['vanilla', 'svelte', 'angular'] as const) {
  test(`Window_Frame_Designer (${flavour}): split a pane, change its opening, refuse a too small split, undo`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Window_Frame_Designer.html', flavour);
    const info = frame.locator('output');
    await expect(info).toHaveText('1800 × 1500 mm · 2 格（1 扇可开）· 参考价 ¥1610');
    await expect.poll(() => paneLabels(frame)).toEqual(['左开\n800×1360', '固定\n800×1360']);
    const tapPane = async (index: number) => {
      const r = (await konvaRects(frame, '.pane'))[index]!;
      await page.mouse.click(origin.x + r.x + r.width / 2, origin.y + r.y + r.height / 2);
    };

    // 竖分 (the tool at start) splits the right pane in two.
    await tapPane(1);
    await expect.poll(() => paneLabels(frame)).toEqual(['左开\n800×1360', '固定\n370×1360', '固定\n370×1360']);
    await expect(info).toContainText('3 格（1 扇可开）');

    // 开启方式 turns the last pane into a left-hinged sash.
    await frame.getByRole('button', {name: '开启方式'}).click();
    await tapPane(2);
    await expect.poll(async () => (await paneLabels(frame))[2]).toBe('左开\n370×1360');

    // A 370 mm pane cannot be split again (each at least 300 mm): the note says why and nothing changes.
    await frame.getByRole('button', {name: '竖分'}).click();
    await tapPane(1);
    await expect(info).toHaveText(/这一格太小/);
    expect(await paneLabels(frame)).toHaveLength(3);

    // Two undos bring back the start; 撤销 is then disabled.
    await frame.getByRole('button', {name: '撤销'}).click();
    await frame.getByRole('button', {name: '撤销'}).click();
    await expect.poll(() => paneLabels(frame)).toEqual(['左开\n800×1360', '固定\n800×1360']);
    await expect(frame.getByRole('button', {name: '撤销'})).toBeDisabled();
  });
}
