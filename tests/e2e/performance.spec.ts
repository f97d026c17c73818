// Performance tutorials: the examples report what Konva really does. Avoid_Memory_Leaks counts the registered
// shapes and running animations (closing the board with cleanup brings them back down); Batch_Draw counts the
// layer draws (one for the batched recolouring, one per draw() call plus the batched one otherwise).
import {test, expect, gotoHydrated, showFlavour as showShared, type Page} from './fixtures';
import type {Flavour} from '../../src/plugins/playground/flavours';
import type {FrameLocator} from '@playwright/test';

/** The page's first example in one flavour, its frame centred on screen (fixtures' showFlavour): Chromium holds back
 * animation frames in a frame off screen, and Konva's batched draw waits for one. */
async function showFlavour(page: Page, flavour: Flavour): Promise<FrameLocator> {
  const {panel} = await showShared(page, flavour);
  return panel.frameLocator('iframe');
}

/** Reads "注册的图形 N 个，运行中的动画 M 个" from the example's counter line. */
async function counts(frame: FrameLocator): Promise<{shapes: number; animations: number}> {
  const text = (await frame.getByText(/^注册的图形 \d+ 个/).textContent()) ?? '';
  const match = /注册的图形 (\d+) 个，运行中的动画 (\d+) 个/.exec(text);
  return {shapes: Number(match?.[1] ?? -1), animations: Number(match?.[2] ?? -1)};
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Avoid_Memory_Leaks (${flavour}): closing the board with cleanup releases its shapes and animations`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/performance/Avoid_Memory_Leaks.html');
    const frame = await showFlavour(page, flavour);
    await expect.poll(() => counts(frame).then((c) => c.shapes)).toBeGreaterThanOrEqual(0);
    const before = await counts(frame);
    expect(before.animations).toBe(0);

    await frame.getByRole('button', {name: '打开画板'}).click();
    // 150 dots and the pointer circle are registered, the rotation and the tween are running.
    await expect.poll(() => counts(frame)).toEqual({shapes: before.shapes + 151, animations: 2});

    await frame.getByRole('button', {name: '关闭画板'}).click();
    await expect.poll(() => counts(frame)).toEqual(before);
    await expect(frame.getByText(/舞台 pointermove 监听 0 个/)).toBeVisible();
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Batch_Draw (${flavour}): batched recolouring draws the layer once, draw() in the loop 61 times`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/performance/Batch_Draw.html');
    const frame = await showFlavour(page, flavour);
    const result = frame.getByText(/^图层绘制 \d+ 次|^点一个按钮/);

    await frame.getByRole('button', {name: '改色（自动合并）'}).click();
    await expect(result).toHaveText(/^图层绘制 1 次，场景绘制共 [\d.]+ ms$/);

    await frame.getByRole('button', {name: '改色并逐个 draw()'}).click();
    await expect(result).toHaveText(/^图层绘制 61 次，场景绘制共 [\d.]+ ms$/);
  });
}
