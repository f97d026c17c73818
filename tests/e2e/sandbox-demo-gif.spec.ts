// Sandbox demo GIF_On_Canvas: the GIF plays on the sticker (its pixels change and the frame counter moves),
// with the browser's ImageDecoder and, with ImageDecoder removed from every frame, with gifuct-js; pause and
// 下一帧 step exactly one frame; dragging moves the sticker. Konva state is read inside the sandboxed frame.
import {test, expect, gotoHydrated, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const ROUTE = '/docs/sandbox/GIF_On_Canvas.html';
const LABELS = {vanilla: '原生 JS', react: 'React', vue: 'Vue', svelte: 'Svelte', angular: 'Angular'} as const;
type Flavour = keyof typeof LABELS;

type Box = {x: number; y: number; width: number; height: number};
type KonvaWindow = {Konva?: {stages: {findOne: (s: string) => {getClientRect: () => Box} | undefined}[]}};

/** Opens the example in one flavour, waits until it has painted and centres its frame in the window. */
async function openExample(page: Page, flavour: Flavour): Promise<{frame: Frame; iframe: Locator}> {
  await gotoHydrated(page, ROUTE);
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  const iframe = panel.locator('iframe');
  // An off-screen frame gets no animation frames: bring it to the middle of the window.
  await centreForPointer(page, iframe);
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  return {frame, iframe};
}

/** The sticker's client rectangle in frame coordinates, or null before the GIF is decoded. */
function sticker(frame: Frame): Promise<Box | null> {
  return frame.evaluate(
    () => (window as unknown as KonvaWindow).Konva?.stages[0]?.findOne('.sticker')?.getClientRect() ?? null,
  );
}

/** A checksum of the canvas pixels inside the sticker (0 while it is not there). */
function stickerChecksum(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const box = (window as unknown as KonvaWindow).Konva?.stages[0]?.findOne('.sticker')?.getClientRect();
    const canvas = document.querySelector('canvas');
    if (!box || !canvas) return 0;
    const ratio = canvas.width / canvas.clientWidth;
    const d = canvas
      .getContext('2d')!
      .getImageData(box.x * ratio, box.y * ratio, box.width * ratio, box.height * ratio).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += (d[i]! * 3 + d[i + 1]! * 5 + d[i + 2]! * 7) * ((i / 4) % 97);
    return sum;
  });
}

/** The frame number shown by the counter ("第 N / 12 帧"). */
async function frameNumber(frame: Frame): Promise<number> {
  const text = (await frame.getByText(/第 \d+ \/ \d+ 帧/).textContent()) ?? '';
  return Number(/第 (\d+)/.exec(text)?.[1]);
}

const CASES: {flavour: Flavour; decoder: 'ImageDecoder' | 'gifuct-js'}[] = [
  {flavour: 'vanilla', decoder: 'ImageDecoder'},
  {flavour: 'vanilla', decoder: 'gifuct-js'},
  {flavour: 'react', decoder: 'gifuct-js'},
  {flavour: 'angular', decoder: 'ImageDecoder'},
];

for (const {flavour, decoder} of CASES) {
  test(`GIF_On_Canvas (${flavour}, ${decoder}): the GIF plays, steps one frame when paused, the sticker drags`, async ({
    page,
  }) => {
    if (decoder === 'gifuct-js') {
      // Applies to the sandboxed example frame too, so the example must fall back to gifuct-js.
      await page.addInitScript(() => {
        delete (window as {ImageDecoder?: unknown}).ImageDecoder;
      });
    }
    const {frame, iframe} = await openExample(page, flavour);
    await expect(frame.getByText(`解码：${decoder}`)).toBeVisible({timeout: 15_000});
    await expect(frame.getByText(/第 \d+ \/ 12 帧/)).toBeVisible();

    // Playing: the pixels of the sticker change from one check to the next.
    await expect.poll(() => stickerChecksum(frame)).toBeGreaterThan(0);
    const first = await stickerChecksum(frame);
    await expect.poll(() => stickerChecksum(frame)).not.toBe(first);

    // Paused: 下一帧 moves the counter by exactly one and changes the picture.
    await frame.getByRole('button', {name: '暂停'}).click();
    await expect(frame.getByRole('button', {name: '播放'})).toBeVisible();
    const paused = await frameNumber(frame);
    const pausedPixels = await stickerChecksum(frame);
    await frame.getByRole('button', {name: '下一帧'}).click();
    await expect.poll(() => frameNumber(frame)).toBe((paused % 12) + 1);
    await expect.poll(() => stickerChecksum(frame)).not.toBe(pausedPixels);

    // Dragging the sticker moves it.
    const before = (await sticker(frame))!;
    const box = (await iframe.boundingBox())!;
    const x = box.x + before.x + before.width / 2;
    const y = box.y + before.y + before.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 40, y + 20, {steps: 5});
    await page.mouse.move(x - 80, y + 30, {steps: 5});
    await page.mouse.up();
    await expect.poll(async () => (await sticker(frame))!.x).toBeLessThan(before.x - 40);
  });
}
