// Sandbox demos (set s): the star spinner turns, pauses on a click and rebuilds its ring from the slider. Each in
// the vanilla tab and framework tabs, reading state from the Konva stage inside the sandboxed frame (Konva puts
// itself on window there).
import {test, expect, openExample} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaNode = {rotation: () => number; getClientRect: () => {x: number; y: number; width: number; height: number}};
type KonvaWindow = {Konva: {stages: {findOne: (s: string) => KonvaNode; find: (s: string) => KonvaNode[]}[]}};

/** Waits for a few animation frames inside the example's frame (no fixed sleep: frames, not milliseconds). */
function frames(frame: Frame, n = 6): Promise<void> {
  return frame.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    n,
  );
}

/** The spinner group's angle and how many stars its ring holds. */
function spinner(frame: Frame): Promise<{rotation: number; stars: number; box: {x: number; y: number; width: number; height: number}}> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const group = stage.findOne('.spinner');
    return {rotation: group.rotation(), stars: stage.find('.star').length, box: group.getClientRect()};
  });
}

for (const flavour of ['vanilla', 'react', 'angular'] as const) {
  test(`Star_Spinner (${flavour}): the ring turns, a click on it pauses it, the slider sets the number of stars`, async ({page}) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Star_Spinner.html', flavour);
    const start = await spinner(frame);
    expect(start.stars).toBe(8);
    // It turns on its own.
    await expect.poll(async () => (await spinner(frame)).rotation).not.toBe(start.rotation);
    await expect(frame.getByRole('button', {name: '暂停'})).toBeVisible();

    // A click in the middle of the ring (between the stars) pauses it: the angle no longer changes.
    const {box} = start;
    await page.mouse.click(origin.x + box.x + box.width / 2, origin.y + box.y + box.height / 2);
    await expect(frame.getByRole('button', {name: '继续'})).toBeVisible();
    const paused = (await spinner(frame)).rotation;
    await frames(frame);
    expect((await spinner(frame)).rotation).toBe(paused);

    // The slider rebuilds the ring with 5 stars, 重置 brings back 8 and starts turning again.
    await frame.getByLabel('数量').fill('5');
    await expect.poll(async () => (await spinner(frame)).stars).toBe(5);
    await expect(frame.getByText('5 颗星')).toBeVisible();
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await spinner(frame)).stars).toBe(8);
    await expect(frame.getByRole('button', {name: '暂停'})).toBeVisible();
    const resumed = (await spinner(frame)).rotation;
    await expect.poll(async () => (await spinner(frame)).rotation).not.toBe(resumed);
  });
}
