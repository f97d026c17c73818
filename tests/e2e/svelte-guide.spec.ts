// Svelte guide (content/docs/svelte/): real pointer interactions on the live Svelte examples, checked through the
// frame's Konva state. Bindings: bind:x writes the dragged position back (复位 works) while a one-way prop does not;
// Transformer: selecting and resizing bakes the scale into width; zIndex: clicking a card moves it to the top of
// its group (state owns the order); Save_Load: a tap on empty space adds a dot that survives 重新加载.
import {test, expect, gotoHydrated, type Page} from './fixtures';
import type {Frame} from '@playwright/test';

type Point = {x: number; y: number};

/** Opens the nth live example of a page, scrolled to the middle of the window, and waits until it has painted. */
async function openExample(page: Page, route: string, index: number): Promise<{frame: Frame; origin: Point}> {
  await gotoHydrated(page, route);
  const panel = page.locator('[data-pg-example]').nth(index).locator('[data-pg-panel][data-flavour="svelte"]');
  await panel.scrollIntoViewIfNeeded();
  const iframe = panel.locator('iframe');
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  const box = (await iframe.boundingBox())!;
  // Svelte examples put buttons above the stage: stage coordinates start at the stage's content div.
  const content = await frame.evaluate(() => {
    const r = document.querySelector('.konvajs-content')!.getBoundingClientRect();
    return {x: r.left, y: r.top};
  });
  return {frame, origin: {x: box.x + content.x, y: box.y + content.y}};
}

/** The few Konva node methods the checks read (the frame's Konva is not importable here). */
type KNode = {
  x(): number;
  y(): number;
  width(): number;
  scaleX(): number;
  id(): string;
  nodes(): KNode[];
  getChildren(): KNode[];
  getClientRect(): {x: number; y: number; width: number; height: number};
  findOne(selector: string): KNode | undefined;
  find(selector: string): KNode[];
  text(): string;
};

/** Runs a function of the frame's first Konva stage inside the frame (sent as source: it must not close over
 * anything). */
function onStage<T>(frame: Frame, fn: (stage: KNode) => T): Promise<T> {
  return frame.evaluate(`(${fn.toString()})(window.Konva.stages[0])`) as Promise<T>;
}

async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, {steps: 10});
  await page.mouse.up();
}

test('Bindings: bind:x brings the circle back on 复位, the one-way rect stays where it was dragged', async ({page}) => {
  const {frame, origin} = await openExample(page, '/docs/svelte/Bindings.html', 0);
  const at = (p: Point): Point => ({x: origin.x + p.x, y: origin.y + p.y});
  // Circle at (90, 170) radius 40; rect from (190, 130), 80 × 80.
  await drag(page, at({x: 90, y: 170}), at({x: 120, y: 230}));
  await drag(page, at({x: 230, y: 170}), at({x: 250, y: 220}));
  const positions = () =>
    onStage(frame, (s) => ({
      circle: [s.findOne('Circle')!.x(), s.findOne('Circle')!.y()],
      rect: [s.findOne('Rect')!.x(), s.findOne('Rect')!.y()],
    }));
  await expect.poll(positions).toEqual({circle: [120, 230], rect: [210, 180]});
  // The bound text shows the written-back position.
  await expect.poll(() => onStage(frame, (s) => s.find('Text')[0]!.text())).toContain('120, 230');

  await frame.getByRole('button', {name: '复位'}).click();
  await expect.poll(positions).toEqual({circle: [90, 170], rect: [210, 180]});
});

test('Transformer: select a rectangle, drag the bottom-right anchor, the scale is baked into width', async ({page}) => {
  const {frame, origin} = await openExample(page, '/docs/svelte/Transformer.html', 0);
  const at = (p: Point): Point => ({x: origin.x + p.x, y: origin.y + p.y});
  // r1: x 40, y 70, 100 × 70. Press inside it to select.
  await page.mouse.click(at({x: 90, y: 105}).x, at({x: 90, y: 105}).y);
  await expect
    .poll(() =>
      onStage(frame, (s) =>
        s
          .findOne('Transformer')!
          .nodes()
          .map((n) => n.id()),
      ),
    )
    .toEqual(['r1']);

  const anchor = await onStage(frame, (s) => {
    const r = s.findOne('.bottom-right')!.getClientRect();
    return {x: r.x + r.width / 2, y: r.y + r.height / 2};
  });
  await drag(page, at(anchor), at({x: anchor.x + 40, y: anchor.y + 20}));
  const rect = () =>
    onStage(frame, (s) => {
      const r = s.findOne('#r1')!;
      return {scaleX: r.scaleX(), wider: r.width() > 120};
    });
  await expect.poll(rect).toEqual({scaleX: 1, wider: true});
  await expect.poll(() => onStage(frame, (s) => s.find('Text')[0]!.text())).not.toContain('r1: 100×70');

  // A press on empty space clears the selection.
  await page.mouse.click(at({x: 300, y: 300}).x, at({x: 300, y: 300}).y);
  await expect.poll(() => onStage(frame, (s) => s.findOne('Transformer')!.nodes().length)).toBe(0);
});

test('zIndex: clicking the bottom card moves it to the top of its group', async ({page}) => {
  const {frame, origin} = await openExample(page, '/docs/svelte/zIndex.html', 0);
  const order = () =>
    onStage(frame, (s) =>
      s
        .findOne('Group')!
        .getChildren()
        .map((n) => n.id()),
    );
  await expect.poll(order).toEqual(['A', 'B', 'C']);
  // Card A spans (30, 60)–(160, 170); its top-left corner is not covered by B (90, 100).
  await page.mouse.click(origin.x + 50, origin.y + 75);
  await expect.poll(order).toEqual(['B', 'C', 'A']);
  // A click inside C only (B ends at y 210) brings C to the top.
  await page.mouse.click(origin.x + 200, origin.y + 240);
  await expect.poll(order).toEqual(['B', 'A', 'C']);
});

test('Save_Load: a tap on empty space adds a dot, 重新加载 restores it from storage', async ({page}) => {
  const {frame, origin} = await openExample(page, '/docs/svelte/Save_Load.html', 0);
  const dots = () => onStage(frame, (s) => s.find('Circle').map((c) => [Math.round(c.x()), Math.round(c.y())]));
  await expect.poll(dots).toEqual([]);
  await page.mouse.click(origin.x + 150, origin.y + 120);
  await expect.poll(dots).toEqual([[150, 120]]);
  await frame.getByRole('button', {name: '清空'}).click();
  await expect.poll(dots).toEqual([]);
  await page.mouse.click(origin.x + 100, origin.y + 200);
  await frame.getByRole('button', {name: '重新加载'}).click();
  await expect.poll(dots).toEqual([[100, 200]]);
});
