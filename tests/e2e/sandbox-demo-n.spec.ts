// Sandbox demos by demo-n: Rotate_Flip_Image (buttons turn and mirror the picture around its centre, the
// export has the original resolution in the new orientation). Each test runs in the vanilla tab and one
// framework tab and reads the result from the Konva stage inside the sandboxed frame.
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
import type {Frame} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {rotation: () => number; scaleX: () => number; scaleY: () => number; getClientRect: () => Box};
type KonvaWindow = {Konva?: {stages: {findOne: (s: string) => KNode | undefined}[]}};

/** Opens the first example of a page in one flavour, its preview scrolled to the middle of the window. */
async function open(page: Page, route: string, flavour: Parameters<typeof showFlavour>[1]): Promise<Frame> {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  await centreForPointer(page, panel.locator('iframe'));
  return frame;
}

/** The picture's transform and on-screen box, or null before the node exists. */
function photo(frame: Frame) {
  return frame.evaluate(() => {
    const node = (window as unknown as KonvaWindow).Konva?.stages[0]?.findOne('.photo');
    if (!node) return null;
    const r = node.getClientRect();
    return {
      rotation: node.rotation(),
      flipX: node.scaleX() < 0,
      flipY: node.scaleY() < 0,
      centre: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)],
      tall: r.height > r.width,
    };
  });
}

/** Sum of the canvas pixels in a strip at the left of the picture area; changes when the picture turns. */
function leftStrip(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const ratio = canvas.width / canvas.clientWidth;
    const w = canvas.clientWidth;
    const d = canvas.getContext('2d')!.getImageData((w / 2 - 60) * ratio, 140 * ratio, 20 * ratio, 120 * ratio).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += d[i]! * 3 + d[i + 1]! * 5 + d[i + 2]! * 7 + d[i + 3]!;
    return sum;
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Rotate_Flip_Image (${flavour}): turn right, mirror on screen, export 420×640`, async ({page}) => {
    const frame = await open(page, '/docs/sandbox/Rotate_Flip_Image.html', flavour);
    await expect.poll(() => photo(frame)).toMatchObject({rotation: 0, flipX: false, flipY: false, tall: false});
    const start = (await photo(frame))!;
    const before = await leftStrip(frame);

    await frame.getByRole('button', {name: '⟳ 右转'}).click();
    await expect.poll(() => photo(frame)).toMatchObject({rotation: 90, flipX: false, tall: true, centre: start.centre});
    await expect.poll(() => leftStrip(frame)).not.toBe(before);

    // A horizontal mirror on screen after a quarter turn: the angle is negated and the local x is mirrored.
    await frame.getByRole('button', {name: '⇆ 水平翻转'}).click();
    await expect
      .poll(() => photo(frame))
      .toMatchObject({rotation: 270, flipX: true, flipY: false, centre: start.centre});
    await expect(frame.locator('output').first()).toHaveText('旋转 270° · 水平翻转');

    await frame.getByRole('button', {name: '导出 JPEG'}).click();
    await expect(frame.getByText(/420×640 JPEG/)).toBeVisible();
    const size = await frame.getByRole('img', {name: '导出结果'}).evaluate(async (el) => {
      const img = el as HTMLImageElement;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([420, 640]);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => photo(frame)).toMatchObject({rotation: 0, flipX: false, flipY: false, tall: false});
    await expect(frame.getByText(/JPEG，约/)).toBeHidden();
  });
}

type TextNode = {
  x: () => number;
  y: () => number;
  rotation: () => number;
  scaleX: () => number;
  fill: () => string;
  getClientRect: () => Box;
};
type TextWindow = {Konva?: {stages: {findOne: (s: string) => TextNode | undefined; width: () => number}[]}};

/** The shape, its mirror and the mirror line (half the stage width), or null before they exist. */
function mirrorState(frame: Frame) {
  return frame.evaluate(() => {
    const stage = (window as unknown as TextWindow).Konva?.stages[0];
    const a = stage?.findOne('.shape');
    const b = stage?.findOne('.mirror');
    if (!stage || !a || !b) return null;
    const r = a.getClientRect();
    return {
      axis: stage.width() / 2,
      shape: {x: a.x(), y: a.y(), rotation: a.rotation(), fill: a.fill()},
      mirror: {x: b.x(), y: b.y(), rotation: b.rotation(), scaleX: b.scaleX(), fill: b.fill()},
      centre: {x: r.x + r.width / 2, y: r.y + r.height / 2},
    };
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Mirror_Canvas_Shape (${flavour}): dragging and rotating the shape moves its mirror image`, async ({page}) => {
    const frame = await open(page, '/docs/sandbox/Mirror_Canvas_Shape.html', flavour);
    await expect.poll(() => mirrorState(frame)).not.toBeNull();
    const start = (await mirrorState(frame))!;
    expect(start.mirror).toMatchObject({
      x: 2 * start.axis - start.shape.x,
      y: start.shape.y,
      rotation: -start.shape.rotation,
      scaleX: -1,
    });

    // Drag the shape 40 px right and 30 px down with the mouse, in small steps.
    const box = (await page.locator('[data-pg-panel][data-flavour="' + flavour + '"] iframe').boundingBox())!;
    await page.mouse.move(box.x + start.centre.x, box.y + start.centre.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + start.centre.x + i * 5, box.y + start.centre.y + i * 4);
    await page.mouse.up();
    await expect.poll(async () => (await mirrorState(frame))!.shape.y).toBeCloseTo(start.shape.y + 32, 0);
    const moved = (await mirrorState(frame))!;
    expect(moved.shape.x).toBeGreaterThan(start.shape.x);
    // The mirror followed: reflected across the axis, same height.
    expect(moved.mirror.x).toBeCloseTo(2 * moved.axis - moved.shape.x, 5);
    expect(moved.mirror.y).toBe(moved.shape.y);

    await frame.getByRole('button', {name: '↻ 旋转 15°'}).click();
    await frame.getByRole('button', {name: '换颜色'}).click();
    await expect
      .poll(async () => (await mirrorState(frame))!.mirror)
      .toMatchObject({rotation: -(start.shape.rotation + 15), scaleX: -1});
    await expect.poll(async () => (await mirrorState(frame))!.shape.fill).not.toBe(start.shape.fill);
    const edited = (await mirrorState(frame))!;
    expect(edited.mirror.fill).toBe(edited.shape.fill);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => mirrorState(frame)).toEqual(start);
  });
}
