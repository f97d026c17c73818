// Sandbox demos by demo-n: Rotate_Flip_Image (buttons turn and mirror the picture around its centre, the
// export has the original resolution in the new orientation). Each test runs in the vanilla tab and one
// framework tab and reads the result from the Konva stage inside the sandboxed frame.
import {test, expect, gotoHydrated, showFlavour, type Page} from './fixtures';
import type {Frame} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {rotation: () => number; scaleX: () => number; scaleY: () => number; getClientRect: () => Box};
type KonvaWindow = {Konva?: {stages: {findOne: (s: string) => KNode | undefined}[]}};

/** Opens the first example of a page in one flavour, its preview scrolled to the middle of the window. */
async function open(page: Page, route: string, flavour: Parameters<typeof showFlavour>[1]): Promise<Frame> {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  await panel.locator('iframe').evaluate((el) => el.scrollIntoView({block: 'center'}));
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
    await expect.poll(() => photo(frame)).toMatchObject({rotation: 270, flipX: true, flipY: false, centre: start.centre});
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
