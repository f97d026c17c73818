// Filters tutorial: moving the blur slider inside the live example really re-filters the picture,
// in the vanilla tab and in a framework tab (state → blurRadius on an image cached once).
import {test, expect, showFlavour} from './fixtures';
import type {Frame} from '@playwright/test';

const PAGE = '/docs/filters/Blur.html';
// The example draws the 320 × 220 landscape at (10, 50) of its frame.
const PHOTO = {x: 10, y: 50, width: 320, height: 220};

/** Sharpness of the photo area: mean absolute difference between horizontally adjacent pixels
 * of the canvas (0 while nothing is drawn yet; blurring lowers it). */
async function sharpness(frame: Frame): Promise<number> {
  return frame.evaluate((r) => {
    const canvas = document.querySelector('canvas');
    if (!canvas) return 0;
    const ratio = canvas.width / canvas.clientWidth;
    const w = Math.floor(r.width * ratio);
    const h = Math.floor(r.height * ratio);
    const d = canvas.getContext('2d')!.getImageData(Math.floor(r.x * ratio), Math.floor(r.y * ratio), w, h).data;
    let sum = 0;
    let opaque = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x + 1 < w; x++) {
        const i = (y * w + x) * 4;
        if (d[i + 3]) opaque++;
        for (let c = 0; c < 3; c++) sum += Math.abs(d[i + c]! - d[i + 4 + c]!);
      }
    }
    return opaque > w * h * 0.9 ? sum / (w * h) : 0;
  }, PHOTO);
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Blur (${flavour}): moving the slider changes the blur of the picture`, async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const {frame} = await showFlavour(page, flavour);

    // The picture is drawn, blurred at the starting radius of 8.
    await expect.poll(() => sharpness(frame), {timeout: 10_000}).toBeGreaterThan(0);
    const start = await sharpness(frame);

    const slider = frame.locator('input[type="range"]');
    // Radius 0: the filter leaves the picture untouched, so it is clearly sharper than before.
    await slider.focus();
    await slider.press('Home');
    await expect(frame.locator('output')).toHaveText('0');
    await expect.poll(() => sharpness(frame)).toBeGreaterThan(start * 1.3);
    const sharp = await sharpness(frame);

    // The largest radius: much blurrier than both.
    await slider.press('End');
    await expect(frame.locator('output')).toHaveText('40');
    await expect.poll(() => sharpness(frame)).toBeLessThan(start * 0.8);
    expect(await sharpness(frame)).toBeLessThan(sharp * 0.5);
  });
}
