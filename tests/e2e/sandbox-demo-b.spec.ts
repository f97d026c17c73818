// Sandbox demos (images): Canvas_Crop_Image, Image_Resize, Image_Border. Each test does the demo's main
// interaction once with the mouse, in the vanilla tab and one framework tab, and reads the result from the
// Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {
  getClientRect: () => Box;
  visible: () => boolean;
  isVisible: () => boolean;
  getAttr: (name: string) => unknown;
  width: () => number;
  height: () => number;
  scaleX: () => number;
  scaleY: () => number;
};
type KonvaWindow = {Konva?: {stages: {findOne: (s: string) => KNode | undefined}[]}};

/** Opens the first example of a page in one flavour, its preview scrolled to the middle of the window (clear of the
 * navbar). */
async function open(
  page: Page,
  route: string,
  flavour: Parameters<typeof showFlavour>[1],
): Promise<{frame: Frame; iframe: Locator}> {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe = panel.locator('iframe');
  await centreForPointer(page, iframe);
  return {frame, iframe};
}

/** A node's client rectangle (frame coordinates), or null while it is missing or hidden. */
function rectOf(frame: Frame, selector: string): Promise<Box | null> {
  return frame.evaluate((sel) => {
    const node = (window as unknown as KonvaWindow).Konva?.stages[0]?.findOne(sel);
    return node && node.isVisible() ? node.getClientRect() : null;
  }, selector);
}

/** Drags with the mouse from one point of the frame to another, in small steps as a hand would. */
async function drag(page: Page, iframe: Locator, from: {x: number; y: number}, to: {x: number; y: number}) {
  const box = (await iframe.boundingBox())!;
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x, box.y + to.y, {steps: 8});
  await page.mouse.up();
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Canvas_Crop_Image (${flavour}): drag the frame, 1:1 makes it square, 裁剪 shows that region`, async ({
    page,
  }) => {
    const {frame, iframe} = await open(page, '/docs/sandbox/Canvas_Crop_Image.html', flavour);
    await expect.poll(() => rectOf(frame, '.frame')).not.toBeNull();
    const before = (await rectOf(frame, '.frame'))!;

    // Drag the middle of the crop frame 30 px left and 20 px up: it moves with the pointer.
    const cx = before.x + before.width / 2;
    const cy = before.y + before.height / 2;
    await drag(page, iframe, {x: cx, y: cy}, {x: cx - 30, y: cy - 20});
    await expect
      .poll(async () => Math.round((await rectOf(frame, '.frame'))!.x))
      .toBeLessThan(Math.round(before.x) - 10);

    // A fixed ratio: the frame becomes square.
    await frame.getByRole('button', {name: '1:1', exact: true}).click();
    await expect
      .poll(async () => {
        const r = (await rectOf(frame, '.frame'))!;
        return Math.abs(r.width - r.height) < 2;
      })
      .toBe(true);

    // Crop: the editor hides, the result image shows a square crop of the source, and a PNG is offered.
    await frame.getByRole('button', {name: '裁剪', exact: true}).click();
    await expect.poll(() => rectOf(frame, '.frame')).toBeNull();
    const crop = await frame.evaluate(() =>
      (window as unknown as KonvaWindow).Konva!.stages[0]!.findOne('.result')!.getAttr('crop'),
    );
    const {width, height} = crop as Box;
    expect(width).toBeGreaterThan(40);
    expect(width).toBe(height);
    await expect(frame.getByText(`结果 ${width}×${height} 像素`)).toBeVisible();
    await expect(frame.getByRole('link', {name: '下载 PNG'})).toHaveAttribute('href', /^data:image\/png;base64,/);

    // And back to the editor.
    await frame.getByRole('button', {name: '返回调整'}).click();
    await expect.poll(() => rectOf(frame, '.frame')).not.toBeNull();
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Image_Resize (${flavour}): the corner anchor enlarges the picture, typed width keeps the ratio, export has that size`, async ({
    page,
  }) => {
    const {frame, iframe} = await open(page, '/docs/sandbox/Image_Resize.html', flavour);
    await expect.poll(() => rectOf(frame, '.photo')).not.toBeNull();
    const before = (await rectOf(frame, '.photo'))!;
    const width = frame.getByRole('spinbutton', {name: '宽'});
    const height = frame.getByRole('spinbutton', {name: '高'});
    await expect(width).toHaveValue(String(Math.round(before.width)));

    // Drag the bottom-right anchor 40 px right: with the ratio locked both sides grow, and the scale is baked into the
    // size.
    const corner = {x: before.x + before.width, y: before.y + before.height};
    await drag(page, iframe, corner, {x: corner.x + 40, y: corner.y + 26});
    await expect.poll(async () => (await rectOf(frame, '.photo'))!.width).toBeGreaterThan(before.width + 20);
    const scale = await frame.evaluate(() => {
      const node = (window as unknown as KonvaWindow).Konva!.stages[0]!.findOne('.photo')!;
      return [node.scaleX(), node.scaleY()];
    });
    expect(scale).toEqual([1, 1]);
    const after = (await rectOf(frame, '.photo'))!;
    await expect(width).toHaveValue(String(Math.round(after.width)));
    expect(Math.abs(after.width / after.height - before.width / before.height)).toBeLessThan(0.02);

    // Type a width: the height follows the 640×420 source ratio.
    await width.fill('200');
    await width.press('Enter');
    await expect(height).toHaveValue('131');
    await expect.poll(async () => Math.round((await rectOf(frame, '.photo'))!.width)).toBe(200);

    await frame.getByRole('button', {name: '导出 PNG'}).click();
    await expect(frame.getByRole('link', {name: '下载 200×131 PNG'})).toHaveAttribute(
      'href',
      /^data:image\/png;base64,/,
    );
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Image_Border (${flavour}): a wider border, another colour, export at source size plus the border`, async ({
    page,
  }) => {
    const {frame} = await open(page, '/docs/sandbox/Image_Border.html', flavour);
    await expect.poll(() => rectOf(frame, '.mat')).not.toBeNull();
    const mat = () =>
      frame.evaluate(() => {
        const node = (window as unknown as KonvaWindow).Konva!.stages[0]!.findOne('.mat')!;
        return {width: node.width(), height: node.height(), fill: node.getAttr('fill')};
      });
    // The default 24 px border around the 640×420 picture.
    expect(await mat()).toEqual({width: 688, height: 468, fill: '#ffffff'});

    await frame.getByRole('slider', {name: /边框/}).fill('60');
    await expect.poll(mat).toEqual({width: 760, height: 540, fill: '#ffffff'});
    await frame.getByRole('button', {name: '黑色'}).click();
    await expect.poll(async () => (await mat()).fill).toBe('#1f1f1f');

    await frame.getByRole('button', {name: '导出 PNG'}).click();
    await expect(frame.getByRole('link', {name: '下载 760×540 PNG'})).toHaveAttribute(
      'href',
      /^data:image\/png;base64,/,
    );

    // 重置 brings the defaults back.
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(mat).toEqual({width: 688, height: 468, fill: '#ffffff'});
  });
}
