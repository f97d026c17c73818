// Sandbox demos (set c): image outline highlighting, images expanding on hover, canvas background.
// Each demo's main interaction once in the vanilla tab and one framework tab; Konva state is read from
// the stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, centreForPointer} from './fixtures';
import type {Frame, Locator, Page} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {
  getClientRect: (config?: {skipShadow?: boolean}) => Box;
  filters: () => unknown[] | undefined;
  scaleX: () => number;
  visible: () => boolean;
  isListening: () => boolean;
  getAttr: (name: string) => unknown;
};
type KonvaWindow = {Konva: {stages: {find: (selector: string) => KNode[]; toDataURL: () => string}[]}};

/** Centres the preview in the viewport (clear of the sticky navbar) and returns its position on the page. */
async function centre(page: Page, iframe: Locator): Promise<Box> {
  await centreForPointer(page, iframe);
  return (await iframe.boundingBox())!;
}

/** Opens a demo page in one flavour; returns the frame, the iframe and its position on the page. */
async function open(page: Page, route: string, flavour: 'vanilla' | 'react' | 'vue' | 'svelte' | 'angular') {
  await gotoHydrated(page, route);
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe: Locator = panel.locator('iframe');
  return {frame, iframe, origin: await centre(page, iframe)};
}

/** Sum of the canvas pixels inside a rectangle of the frame (CSS pixels). */
function pixelSum(frame: Frame, r: Box): Promise<number> {
  return frame.evaluate((r) => {
    const canvas = document.querySelector('canvas')!;
    const ratio = canvas.width / canvas.clientWidth;
    const d = canvas.getContext('2d')!.getImageData(r.x * ratio, r.y * ratio, r.width * ratio, r.height * ratio).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += d[i]! * 3 + d[i + 1]! * 5 + d[i + 2]! * 7 + d[i + 3]!;
    return sum;
  }, r);
}

// ---------------------------------------------------------------------------------------------------
const BORDER = '/docs/sandbox/Image_Border_Highlighting.html';

/** Client rects of the four pictures and how many filters each has. */
function pictures(frame: Frame): Promise<{box: Box; filters: number}[]> {
  return frame.evaluate(() =>
    (window as unknown as KonvaWindow).Konva.stages[0]!.find('Image').map((n) => ({
      box: n.getClientRect(),
      filters: n.filters()?.length ?? 0,
    })),
  );
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Image_Border_Highlighting (${flavour}): hover outlines only over opaque pixels, click selects`, async ({
    page,
  }) => {
    const {frame, origin} = await open(page, BORDER, flavour);
    await expect.poll(async () => (await pictures(frame)).length).toBe(4);
    const apple = (await pictures(frame))[0]!.box;
    // The area around the apple, where the outline appears (the cache leaves room for it).
    const around = {x: apple.x - 6, y: apple.y - 6, width: apple.width + 12, height: apple.height + 12};
    // Wait until the image is drawn (an empty frame would not change on hover).
    await expect.poll(() => pixelSum(frame, apple), {timeout: 10_000}).toBeGreaterThan(0);
    const before = await pixelSum(frame, around);

    // A transparent corner of the picture is not a hit: no outline.
    await page.mouse.move(origin.x + apple.x + 3, origin.y + apple.y + 3);
    await page.mouse.move(origin.x + apple.x + 5, origin.y + apple.y + 5);
    await expect.poll(async () => (await pictures(frame))[0]!.filters).toBe(0);

    // The middle of the apple is: the hover outline appears and the picture changes.
    await page.mouse.move(origin.x + apple.x + apple.width / 2, origin.y + apple.y + apple.height / 2);
    await expect.poll(async () => (await pictures(frame))[0]!.filters).toBe(1);
    await expect.poll(() => pixelSum(frame, around)).not.toBe(before);
    const hovered = await pixelSum(frame, around);

    // Click selects it (thicker, other colour) and the status bar names it; 清除选择 clears.
    await page.mouse.click(origin.x + apple.x + apple.width / 2, origin.y + apple.y + apple.height / 2);
    await expect(frame.getByText('已选 1 件：苹果')).toBeVisible();
    await expect.poll(() => pixelSum(frame, around)).not.toBe(hovered);
    await page.mouse.move(origin.x + 2, origin.y + origin.height - 2);
    await frame.getByRole('button', {name: '清除选择'}).click();
    await expect(frame.getByText('点选物品，可以多选')).toBeVisible();
    await expect.poll(async () => (await pictures(frame))[0]!.filters).toBe(0);
    await expect.poll(() => pixelSum(frame, around)).toBe(before);
  });
}

// ---------------------------------------------------------------------------------------------------
const EXPAND = '/docs/sandbox/Expand_Images_on_Hover.html';

type Overlay = {scale: number; rect: Box; drawn: boolean};
/** The expanding layer (the group that does not listen): its scale, client rect and whether it shows a picture. */
function overlay(frame: Frame): Promise<Overlay> {
  return frame.evaluate(() => {
    type G = KNode & {
      getClassName: () => string;
      listening: () => boolean;
      isVisible: () => boolean;
      getChildren: () => unknown[];
    };
    const stage = (window as unknown as {Konva: {stages: {find: (f: (n: G) => boolean) => G[]}[]}}).Konva.stages[0]!;
    const g = stage.find((n) => n.getClassName() === 'Group' && !n.listening())[0]!;
    return {
      scale: g.scaleX(),
      rect: g.getClientRect({skipShadow: true}),
      drawn: g.isVisible() && g.getChildren().length > 0,
    };
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Expand_Images_on_Hover (${flavour}): hovering a corner thumbnail expands it inside the stage, leaving shrinks it`, async ({
    page,
  }) => {
    const {frame, origin} = await open(page, EXPAND, flavour);
    // Thumbnails are the listening images (the expanding layer does not listen).
    const thumbs = await frame.evaluate(() =>
      (window as unknown as KonvaWindow).Konva.stages[0]!.find('Image')
        .filter((n) => n.isListening())
        .map((n) => n.getClientRect()),
    );
    expect(thumbs.length).toBe(6);
    expect((await overlay(frame)).drawn).toBe(false);

    // The last thumbnail sits in the bottom-right corner: expanded, it must move inwards to stay visible.
    const last = thumbs[5]!;
    await page.mouse.move(origin.x + last.x + last.width / 2, origin.y + last.y + last.height / 2, {steps: 4});
    await expect.poll(async () => (await overlay(frame)).scale).toBe(1.5);
    const {rect, drawn} = await overlay(frame);
    expect(drawn).toBe(true);
    expect(rect.width).toBeGreaterThan(last.width * 1.4);
    expect(rect.x + rect.width).toBeLessThanOrEqual(origin.width + 1);
    expect(rect.y + rect.height).toBeLessThanOrEqual(origin.height + 1);

    // Leaving the thumbnails shrinks the picture back and clears the layer.
    await page.mouse.move(origin.x + 2, origin.y + origin.height - 2, {steps: 4});
    await expect.poll(async () => (await overlay(frame)).drawn).toBe(false);
    expect((await overlay(frame)).scale).toBe(1);
  });
}

// ---------------------------------------------------------------------------------------------------
const BACKGROUND = '/docs/sandbox/Canvas_Background.html';

/** The background rectangle (the first Rect) and the stickers' positions. */
function backgroundState(frame: Frame): Promise<{priority: unknown; visible: boolean; stickers: number[][]}> {
  return frame.evaluate(() => {
    type N = KNode & {fillPriority: () => string; x: () => number; y: () => number};
    const stage = (window as unknown as {Konva: {stages: {find: (s: string) => N[]}[]}}).Konva.stages[0]!;
    const bg = stage.find('Rect')[0]!;
    return {
      priority: bg.fillPriority(),
      visible: bg.visible(),
      stickers: stage.find('.sticker').map((n) => [n.x(), n.y()]),
    };
  });
}

/** Alpha of the exported PNG's top-left pixel (0 = transparent background). */
function exportedCornerAlpha(frame: Frame): Promise<number> {
  return frame.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('img[alt="导出结果"]')!;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(2, 2, 1, 1).data[3]!;
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Canvas_Background (${flavour}): the background is exported, switches to a pattern, drag and reset`, async ({
    page,
  }) => {
    const {frame, iframe} = await open(page, BACKGROUND, flavour);
    await expect.poll(async () => (await backgroundState(frame)).stickers.length).toBe(3);
    const start = await backgroundState(frame);
    expect(start.priority).toBe('color');

    // Export with the solid background: an opaque 800×520 PNG.
    await frame.getByRole('button', {name: '导出 PNG'}).click();
    await expect(frame.getByText('800×520 PNG，带背景')).toBeVisible();
    expect(await exportedCornerAlpha(frame)).toBe(255);

    // Pattern: the same rectangle switches its fill priority; transparent: hidden, the export has no background.
    await frame.getByRole('combobox', {name: '背景类型'}).selectOption('pattern');
    await expect.poll(async () => (await backgroundState(frame)).priority).toBe('pattern');
    await expect(frame.getByText('800×520 PNG')).toBeHidden();
    await frame.getByRole('combobox', {name: '背景类型'}).selectOption('none');
    await expect.poll(async () => (await backgroundState(frame)).visible).toBe(false);
    await frame.getByRole('button', {name: '导出 PNG'}).click();
    await expect(frame.getByText('800×520 PNG，透明背景')).toBeVisible();
    expect(await exportedCornerAlpha(frame)).toBe(0);

    // Drag the circle (the third sticker), then 重置 puts it back and restores the solid background.
    const circle = await frame.evaluate(() =>
      (window as unknown as KonvaWindow).Konva.stages[0]!.find('.sticker')[2]!.getClientRect(),
    );
    const top = await frame.evaluate(() => document.querySelector('canvas')!.getBoundingClientRect().top);
    const origin = await centre(page, iframe);
    const x = origin.x + circle.x + circle.width / 2;
    const y = origin.y + top + circle.y + circle.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 50, y - 30, {steps: 5});
    await page.mouse.up();
    await expect.poll(async () => (await backgroundState(frame)).stickers[2]).not.toEqual(start.stickers[2]);
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await backgroundState(frame)).stickers).toEqual(start.stickers);
    expect(await backgroundState(frame)).toMatchObject({priority: 'color', visible: true});
  });
}
