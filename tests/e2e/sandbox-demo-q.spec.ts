// Sandbox demos: the signature pad draws a variable-width stroke, undoes it, and exports a cropped PNG whose
// background is transparent; the image-fit demo switches modes and box sizes. Each in the vanilla tab and one
// framework tab, reading state from the Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
import type {Frame} from '@playwright/test';
import type {Flavour} from '../../src/plugins/playground/flavours';

type Box = {x: number; y: number; width: number; height: number};
type KonvaNode = {
  getAttr: (name: string) => unknown;
  width: () => number;
  height: () => number;
  x: () => number;
  y: () => number;
};
type KonvaWindow = {
  Konva?: {stages: {find: (s: string) => KonvaNode[]; findOne: (s: string) => KonvaNode | undefined}[]};
};

/** Opens the first example of a page in one flavour, scrolls its frame to the middle of the window (clear of
 * the sticky navbar) and returns the frame and its box on the page. */
async function openExample(page: Page, route: string, flavour: Flavour): Promise<{frame: Frame; box: Box}> {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe = panel.locator('iframe');
  await centreForPointer(page, iframe);
  await expect.poll(() => frame.evaluate(() => (window as unknown as KonvaWindow).Konva?.stages.length ?? 0)).toBe(1);
  return {frame, box: (await iframe.boundingBox())!};
}

/** The sample points ([x, y, width, …]) of every stroke on the signature pad. */
function strokes(frame: Frame): Promise<number[][]> {
  return frame.evaluate(() =>
    ((window as unknown as KonvaWindow).Konva?.stages[0]?.find('.stroke') ?? []).map(
      (n) => n.getAttr('pts') as number[],
    ),
  );
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Signature_Pad (${flavour}): a stroke with varying width, 撤销, and a transparent cropped PNG`, async ({
    page,
  }) => {
    const {frame, box} = await openExample(page, '/docs/sandbox/Signature_Pad.html', flavour);
    expect(await strokes(frame)).toEqual([]);
    await expect(frame.getByRole('button', {name: '导出 PNG'})).toBeDisabled();

    // Sign: a wave below the 48 px toolbar, slow steps first, then fast jumps.
    const draw = async (y: number) => {
      await page.mouse.move(box.x + 40, box.y + y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++)
        await page.mouse.move(box.x + 40 + i * 6, box.y + y + Math.sin(i / 2) * 10, {steps: 3});
      for (let i = 1; i <= 6; i++) await page.mouse.move(box.x + 88 + i * 30, box.y + y + Math.sin(i) * 30);
      await page.mouse.up();
    };
    await draw(140);
    await expect.poll(async () => (await strokes(frame)).length).toBe(1);
    const [pts] = await strokes(frame);
    // x, y, width triples; it starts where the pointer went down (the stage sits below the toolbar).
    expect(pts!.length % 3).toBe(0);
    expect(pts!.length).toBeGreaterThanOrEqual(3 * 10);
    expect(pts![0]).toBeCloseTo(40, 0);
    expect(pts![1]).toBeCloseTo(140 - 48, 0);
    const widths = pts!.filter((_, i) => i % 3 === 2);
    expect(Math.max(...widths) - Math.min(...widths)).toBeGreaterThan(0.5);

    // Undo removes it; a second signature is exported.
    await frame.getByRole('button', {name: '撤销'}).click();
    await expect.poll(async () => (await strokes(frame)).length).toBe(0);
    await draw(160);
    await expect.poll(async () => (await strokes(frame)).length).toBe(1);
    await frame.getByRole('button', {name: '导出 PNG'}).click();
    const link = frame.getByRole('link', {name: '下载 PNG'});
    await expect(link).toHaveAttribute('href', /^data:image\/png;base64,/);

    // The PNG is cropped to the signature (far smaller than the stage) and its corners are transparent.
    const png = await frame.evaluate(
      async (url) => {
        const img = new Image();
        img.src = url;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const data = ctx.getImageData(0, 0, c.width, c.height).data;
        let inked = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
        return {width: img.width, height: img.height, corner: data[3], inked};
      },
      (await link.getAttribute('href'))!,
    );
    expect(png.corner).toBe(0);
    expect(png.inked).toBeGreaterThan(100);
    expect(png.width).toBeLessThan(2 * 360);
    expect(png.height).toBeLessThan(2 * 120);

    // Clearing empties the pad and closes the stale export.
    await frame.getByRole('button', {name: '清空'}).click();
    await expect.poll(async () => (await strokes(frame)).length).toBe(0);
    await expect(link).toHaveCount(0);
  });
}

type Rect4 = {x: number; y: number; width: number; height: number};

/** The box (frame) and the image inside it, in stage coordinates, rounded to whole pixels. */
function layout(frame: Frame): Promise<{box: Rect4; photo: Rect4 | null}> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva!.stages[0]!;
    const r = (n: KonvaNode) => ({
      x: Math.round(n.x()),
      y: Math.round(n.y()),
      width: Math.round(n.width()),
      height: Math.round(n.height()),
    });
    const photo = stage.findOne('.photo');
    return {box: r(stage.findOne('.frame')!), photo: photo ? r(photo) : null};
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Scale_Image_To_Fit (${flavour}): the handle resizes the box, each mode places the image, 重置 restores`, async ({
    page,
  }) => {
    const {frame, box} = await openExample(page, '/docs/sandbox/Scale_Image_To_Fit.html', flavour);
    await expect.poll(async () => (await layout(frame)).photo).not.toBeNull();
    const start = await layout(frame);
    // Contain: the whole picture (640×420) inside the box, touching two of its sides.
    expect(start.photo!.width <= start.box.width && start.photo!.height <= start.box.height).toBe(true);
    expect(start.photo!.width === start.box.width || start.photo!.height === start.box.height).toBe(true);

    // Drag the handle 80 px left and 30 px down (the stage sits below the 48 px toolbar): a tall narrow box.
    const hx = box.x + start.box.x + start.box.width;
    const hy = box.y + 48 + start.box.y + start.box.height;
    await page.mouse.move(hx, hy);
    await page.mouse.down();
    await page.mouse.move(hx - 80, hy + 30, {steps: 8});
    await page.mouse.up();
    await expect.poll(async () => (await layout(frame)).box.width).toBe(start.box.width - 160);
    const tall = (await layout(frame)).box;
    expect(tall.height).toBe(start.box.height + 60);

    // Cover: the picture fills the box (same height, wider than the box), centred.
    await frame.getByRole('button', {name: '填充'}).click();
    await expect.poll(async () => (await layout(frame)).photo!.height).toBe(tall.height);
    const cover = (await layout(frame)).photo!;
    expect(cover.width).toBeGreaterThan(tall.width);
    expect(Math.abs(cover.x + cover.width / 2 - (tall.x + tall.width / 2))).toBeLessThanOrEqual(1);

    // Stretch: exactly the box. Original: 640×420.
    await frame.getByRole('button', {name: '拉伸'}).click();
    await expect.poll(async () => (await layout(frame)).photo).toEqual(tall);
    await frame.getByRole('button', {name: '原始'}).click();
    await expect.poll(async () => (await layout(frame)).photo!.width).toBe(640);
    expect((await layout(frame)).photo!.height).toBe(420);

    // Reset: the first box and the contain layout again.
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => layout(frame)).toEqual(start);
  });
}
