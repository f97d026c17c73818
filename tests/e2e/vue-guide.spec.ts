// Vue guide (/docs/vue/): real interactions in the live Vue examples, checked through the frame's Konva
// (window.Konva.stages[0]) and its pixels. Dragging writes the position back to state (a reset button then
// works), the Transformer bakes its scale into width/height, vue-konva undoes a direct moveToTop() on the
// next layer update, and undo/redo walk the history of states (buttons and keyboard).
import {test, expect, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

type KonvaNode = {
  x(): number;
  y(): number;
  width(): number;
  height(): number;
  scaleX(): number;
  text(): string;
  getClassName(): string;
};
type KonvaWindow = {Konva: {stages: {find(selector: string): KonvaNode[]}[]}};

/** Opens a page and waits until React has hydrated it. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Scrolls the n-th live example of the page to the middle of the window and waits until it has painted. */
async function showExample(page: Page, n: number): Promise<{frame: Frame; iframe: Locator}> {
  const panel = page.locator('[data-pg-example]').nth(n).locator('[data-pg-panel][data-flavour="vue"]');
  // A runner starts only near the viewport: bring the panel close first, then centre its frame.
  await panel.scrollIntoViewIfNeeded();
  const iframe = panel.locator('iframe');
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  return {frame, iframe};
}

/** Every Konva.Text of the example's stage, joined. */
function texts(frame: Frame): Promise<string> {
  return frame.evaluate(() =>
    (window as unknown as KonvaWindow).Konva.stages[0]!.find('Text')
      .map((t) => t.text())
      .join(' | '),
  );
}

/** Position and size of the example's rectangles, in stage order. */
function rects(frame: Frame): Promise<{x: number; y: number; width: number; height: number; scaleX: number}[]> {
  return frame.evaluate(() =>
    (window as unknown as KonvaWindow).Konva.stages[0]!.find('Rect').map((r) => ({
      x: Math.round(r.x()),
      y: Math.round(r.y()),
      width: Math.round(r.width()),
      height: Math.round(r.height()),
      scaleX: r.scaleX(),
    })),
  );
}

/** The colour at a point of the example (frame CSS pixels), topmost painted canvas first. */
function colourAt(frame: Frame, x: number, y: number): Promise<number[]> {
  return frame.evaluate(
    ([px, py]) => {
      for (const c of Array.from(document.querySelectorAll('canvas')).reverse()) {
        const ratio = c.width / c.clientWidth;
        const rect = c.getBoundingClientRect();
        const d = c
          .getContext('2d')!
          .getImageData(Math.floor((px! - rect.left) * ratio), Math.floor((py! - rect.top) * ratio), 1, 1).data;
        if (d[3]) return [d[0]!, d[1]!, d[2]!];
      }
      return [255, 255, 255];
    },
    [x, y],
  );
}

async function drag(page: Page, iframe: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = (await iframe.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2, {steps: 6});
  await page.mouse.move(box.x + to[0], box.y + to[1], {steps: 6});
  await page.mouse.up();
}

test('Drag_And_Drop: a dragged card is written back on dragend, so the reset button moves it back', async ({page}) => {
  await open(page, '/docs/vue/Drag_And_Drop.html');
  const {frame, iframe} = await showExample(page, 0);
  await expect.poll(() => texts(frame)).toContain('红(20,60)');
  // The red card spans x 20–100, y 60–160: drag it 110 px down.
  await drag(page, iframe, [60, 110], [60, 220]);
  await expect.poll(() => texts(frame)).toContain('红(20,170)');
  expect((await rects(frame))[0]).toMatchObject({x: 20, y: 170});

  await frame.getByRole('button', {name: '复位'}).click();
  await expect.poll(() => texts(frame)).toContain('红(20,60)');
  await expect.poll(async () => (await rects(frame))[0]).toMatchObject({x: 20, y: 60});
});

test('Transformer: resizing with the bottom-right anchor bakes the scale into width and height', async ({page}) => {
  await open(page, '/docs/vue/Transformer.html');
  const {frame, iframe} = await showExample(page, 1);
  // Select the green box (x 30–140, y 70–150).
  const box = (await iframe.boundingBox())!;
  await page.mouse.click(box.x + 85, box.y + 110);
  await expect.poll(() => texts(frame)).toContain('状态：110 × 80');

  // Pull its bottom-right anchor 50 px right and 40 px down.
  await drag(page, iframe, [140, 150], [190, 190]);
  await expect.poll(() => texts(frame)).toMatch(/状态：1[56]\d × 1[12]\d/);
  const [green] = await rects(frame);
  expect(green!.scaleX).toBe(1);
  expect(green!.width).toBeGreaterThan(150);
  expect(green!.height).toBeGreaterThan(110);
});

test('zIndex: a direct moveToTop() is undone by vue-konva on the next update of the layer', async ({page}) => {
  await open(page, '/docs/vue/zIndex.html');
  const {frame} = await showExample(page, 1);
  // The blue square (stage x 40–170, y 50–180) lies under the yellow one (x 100–230, y 90–220). The stage
  // starts below the 40 px button bar, so the overlap point (130, 130) of the stage is (130, 170) in the frame.
  const isBlue = ([r, g, b]: number[]) => r! < 120 && g! > 130 && b! > 220;
  const isYellow = ([r, g, b]: number[]) => r! > 230 && g! > 180 && b! < 140;
  await expect.poll(() => colourAt(frame, 130, 170).then(isYellow)).toBe(true);

  await frame.getByRole('button', {name: 'moveToTop() 蓝色'}).click();
  await expect.poll(() => colourAt(frame, 130, 170).then(isBlue)).toBe(true);

  await frame.getByRole('button', {name: '计数 +1'}).click();
  await expect.poll(() => texts(frame)).toContain('计数：1');
  await expect.poll(() => colourAt(frame, 130, 170).then(isYellow)).toBe(true);
});

test('Undo-Redo: undo and redo restore a dragged box, with buttons and with the keyboard', async ({page}) => {
  await open(page, '/docs/vue/Undo-Redo.html');
  const {frame, iframe} = await showExample(page, 0);
  await expect.poll(() => texts(frame)).toContain('第 1 / 1 步');
  // The first box spans x 40–96, y 90–146: drag it to the right.
  await drag(page, iframe, [68, 118], [208, 178]);
  await expect.poll(() => texts(frame)).toContain('第 2 / 2 步');
  expect((await rects(frame))[0]).toMatchObject({x: 180, y: 150});

  await frame.getByRole('button', {name: '撤销'}).click();
  await expect.poll(async () => (await rects(frame))[0]).toMatchObject({x: 40, y: 90});
  await expect.poll(() => texts(frame)).toContain('第 1 / 2 步');

  await frame.getByRole('button', {name: '重做'}).click();
  await expect.poll(async () => (await rects(frame))[0]).toMatchObject({x: 180, y: 150});

  // The second example listens to Ctrl+Z / Ctrl+Shift+Z on its window.
  const second = await showExample(page, 1);
  const circleX = () =>
    second.frame.evaluate(() => Math.round((window as unknown as KonvaWindow).Konva.stages[0]!.find('Circle')[0]!.x()));
  expect(await circleX()).toBe(80);
  await drag(page, second.iframe, [80, 140], [140, 240]);
  await expect.poll(circleX).toBe(140);
  await page.keyboard.press('Control+z');
  await expect.poll(circleX).toBe(80);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(circleX).toBe(140);
});
