// Sandbox demos (drawing and navigation): free drawing adds a stroke and undo removes it; the infinite
// canvas pans, zooms around the pointer and adds a note; the scrolling map moves its stage along with
// the native scroll and picks a shelf; two synthetic touch pointers pinch and rotate the gesture card.
// Each in the vanilla tab and one framework tab. State is read from the Konva stage inside the
// sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer, touchInFrame} from './fixtures';
import type {Frame} from '@playwright/test';
import type {Flavour} from '../../src/plugins/playground/flavours';

type Box = {x: number; y: number; width: number; height: number};
type KonvaNode = {
  className: string;
  points?: () => number[];
  globalCompositeOperation: () => string;
  x: () => number;
  y: () => number;
  scaleX: () => number;
  rotation: () => number;
};
type KonvaWindow = {Konva?: {stages: {find: (s: string) => KonvaNode[]}[]}};

/** Opens the first example of a page in one flavour, scrolls its frame into view (Konva draws on animation
 * frames, which an off-screen frame does not get) and returns the frame and its box on the page. */
async function openExample(page: Page, route: string, flavour: Flavour): Promise<{frame: Frame; box: Box}> {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe = panel.locator('iframe');
  await centreForPointer(page, iframe);
  await expect.poll(() => frame.evaluate(() => (window as unknown as KonvaWindow).Konva?.stages.length ?? 0)).toBe(1);
  return {frame, box: (await iframe.boundingBox())!};
}

/** Points of every stroke (Konva.Line) on the stage, in drawing order. */
function strokes(frame: Frame): Promise<number[][]> {
  return frame.evaluate(() =>
    ((window as unknown as KonvaWindow).Konva?.stages[0]?.find('Line') ?? []).map((n) => n.points!()),
  );
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Free_Drawing (${flavour}): a drag draws one stroke, 撤销 removes it`, async ({page}) => {
    const {frame, box} = await openExample(page, '/docs/sandbox/Free_Drawing.html', flavour);
    expect(await strokes(frame)).toEqual([]);
    await expect(frame.getByRole('button', {name: '撤销'})).toBeDisabled();

    // Drag a wave across the canvas (below the 48 px toolbar).
    await page.mouse.move(box.x + 40, box.y + 120);
    await page.mouse.down();
    for (let i = 1; i <= 15; i++) await page.mouse.move(box.x + 40 + i * 15, box.y + 120 + Math.sin(i / 2) * 40);
    await page.mouse.up();

    await expect.poll(async () => (await strokes(frame)).length).toBe(1);
    const [points] = await strokes(frame);
    // Start point twice, then one point per move (none closer than 2 px to the previous).
    expect(points!.length).toBeGreaterThanOrEqual(20);
    // The stroke starts where the drag started, in stage coordinates (the stage sits below the toolbar).
    expect(points![0]).toBeCloseTo(40, 0);
    expect(points![1]).toBeCloseTo(120 - 48, 0);

    await frame.getByRole('button', {name: '撤销'}).click();
    await expect.poll(async () => (await strokes(frame)).length).toBe(0);
    await expect(frame.getByRole('button', {name: '撤销'})).toBeDisabled();
  });
}

type Camera = {x: number; y: number; scale: number; notes: number};

/** The stage's position and scale (the view) and the number of notes. */
function camera(frame: Frame): Promise<Camera> {
  return frame.evaluate(() => {
    const stage = (window as unknown as {Konva: {stages: (KonvaNode & {find: (s: string) => unknown[]})[]}}).Konva
      .stages[0]!;
    return {x: stage.x(), y: stage.y(), scale: stage.scaleX(), notes: stage.find('.note').length};
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Infinite_Canvas (${flavour}): dragging empty space pans, the wheel zooms, a double click adds a note`, async ({
    page,
  }) => {
    const {frame, box} = await openExample(page, '/docs/sandbox/Infinite_Canvas.html', flavour);
    const start = await camera(frame);
    expect(start.notes).toBe(6);

    // Pan: drag from an empty corner (below the 48 px toolbar) by (+60, -40), staying inside the frame.
    await page.mouse.move(box.x + 20, box.y + box.height - 20);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 6, box.y + box.height - 20 - i * 4);
    await page.mouse.up();
    await expect.poll(async () => (await camera(frame)).x).toBeCloseTo(start.x + 60, 0);
    expect((await camera(frame)).y).toBeCloseTo(start.y - 40, 0);

    // Zoom in around the pointer: the world point under it stays put.
    const panned = await camera(frame);
    const pointer = {x: 40, y: 100};
    const worldX = (pointer.x - panned.x) / panned.scale;
    await page.mouse.move(box.x + pointer.x, box.y + 48 + pointer.y);
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await camera(frame)).scale).toBeCloseTo(panned.scale * 1.1, 3);
    const zoomed = await camera(frame);
    expect((pointer.x - zoomed.x) / zoomed.scale).toBeCloseTo(worldX, 1);

    // A double click on empty space adds a note there; 重置 brings back the start.
    await page.mouse.dblclick(box.x + 20, box.y + box.height - 20);
    await expect.poll(async () => (await camera(frame)).notes).toBe(7);
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => camera(frame)).toEqual(start);
  });
}

type ScrollState = {scrollLeft: number; scrollTop: number; stageX: number; stageY: number; transform: string};

/** The scroll area's scroll offsets, the stage's position and its container's CSS transform. */
function scrollState(frame: Frame): Promise<ScrollState> {
  return frame.evaluate(() => {
    const stage = (
      window as unknown as {
        Konva: {stages: (KonvaNode & {container: () => HTMLElement})[]};
      }
    ).Konva.stages[0]!;
    const scroller = Array.from(document.querySelectorAll('div')).find((d) => getComputedStyle(d).overflow === 'auto')!;
    return {
      scrollLeft: scroller.scrollLeft,
      scrollTop: scroller.scrollTop,
      stageX: stage.x(),
      stageY: stage.y(),
      transform: stage.container().style.transform,
    };
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Canvas_Scrolling (${flavour}): the wheel scrolls the map, the stage follows, a click picks a shelf`, async ({
    page,
  }) => {
    const {frame, box} = await openExample(page, '/docs/sandbox/Canvas_Scrolling.html', flavour);
    const status = frame.getByRole('status');
    await expect(status).toHaveText('点击货架选中，滚动查看整张图');

    // Scroll right and down with the wheel: the stage's container moves along and its content moves back.
    await page.mouse.move(box.x + 150, box.y + 200);
    await page.mouse.wheel(300, 400);
    await expect.poll(async () => (await scrollState(frame)).scrollTop).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const s = await scrollState(frame);
        return (
          s.stageX === -s.scrollLeft &&
          s.stageY === -s.scrollTop &&
          s.transform === `translate(${s.scrollLeft}px, ${s.scrollTop}px)`
        );
      })
      .toBe(true);

    // The shelf under the pointer (asked from Konva's hit detection) gets picked by a click.
    const point = {x: 150, y: 200 - 48};
    const shelf = await frame.evaluate(
      (p) =>
        (
          window as unknown as {Konva: {stages: {getIntersection: (p: object) => {name: () => string} | null}[]}}
        ).Konva.stages[0]!.getIntersection(p)?.name() ?? '',
      point,
    );
    expect(shelf).toMatch(/^shelf [A-L]\d\d$/);
    await page.mouse.click(box.x + point.x, box.y + 48 + point.y);
    await expect(status).toHaveText(`已选 1 个：${shelf.split(' ')[1]}`);
    await frame.getByRole('button', {name: '清除选择'}).click();
    await expect(status).toHaveText('点击货架选中，滚动查看整张图');
  });
}

type CardState = {x: number; y: number; scale: number; rotation: number};

/** The gesture card's centre, scale and rotation. */
function card(frame: Frame): Promise<CardState> {
  return frame.evaluate(() => {
    const node = (window as unknown as KonvaWindow).Konva!.stages[0]!.find('.card')[0]!;
    return {x: node.x(), y: node.y(), scale: node.scaleX(), rotation: node.rotation()};
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Gestures (${flavour}): two pointers pinch and rotate the card, one pointer drags it`, async ({page}) => {
    const {frame} = await openExample(page, '/docs/sandbox/Gestures.html', flavour);
    const start = await card(frame);
    expect(start.rotation).toBe(0);
    const status = frame.getByRole('status');
    await expect(status).toHaveText(`缩放 ${Math.round(start.scale * 100)}% · 旋转 0°`);

    // Two fingers 60 px apart across the card's centre; the second one moves so that the distance
    // doubles and the line between them turns by 90°.
    const {x, y} = start;
    await touchInFrame(frame, 'pointerdown', 1, x - 30, y);
    await touchInFrame(frame, 'pointerdown', 2, x + 30, y);
    for (let i = 1; i <= 6; i++) {
      const angle = (i / 6) * (Math.PI / 2);
      const dist = 60 + (i / 6) * 60;
      await touchInFrame(frame, 'pointermove', 2, x - 30 + dist * Math.cos(angle), y + dist * Math.sin(angle));
    }
    await expect.poll(async () => (await card(frame)).rotation).toBeCloseTo(90, 0);
    expect((await card(frame)).scale).toBeCloseTo(Math.min(3, start.scale * 2), 2);
    await expect(status).toHaveText(`缩放 ${Math.round(Math.min(3, start.scale * 2) * 100)}% · 旋转 90°`);
    await touchInFrame(frame, 'pointerup', 2, x - 30, y + 120);

    // The remaining finger drags the card without changing its scale or rotation.
    const pinched = await card(frame);
    await touchInFrame(frame, 'pointermove', 1, x - 10, y + 15);
    await expect.poll(async () => (await card(frame)).x).toBeCloseTo(pinched.x + 20, 0);
    expect((await card(frame)).y).toBeCloseTo(pinched.y + 15, 0);
    expect((await card(frame)).rotation).toBeCloseTo(90, 0);
    await touchInFrame(frame, 'pointerup', 1, x - 10, y + 15);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => card(frame)).toEqual(start);
  });
}
