// More filters and tweens: the Emboss strength slider really re-filters the picture (vanilla and a framework
// tab), and the All_Easings markers leave the start together, spread out while running (each easing at its own
// place) and meet again at the end after 播放.
import {test, expect, gotoHydrated, showFlavour} from './fixtures';
import type {Frame} from '@playwright/test';

// The Emboss example draws the 320 × 220 landscape at (10, 120) of its frame.
const EMBOSS_PHOTO = {x: 10, y: 120, width: 320, height: 220};

/** Relief of the photo area: standard deviation of the luminance (a flat grey plate gives 0; -1 while the
 * picture is not drawn yet). */
async function relief(frame: Frame): Promise<number> {
  return frame.evaluate((r) => {
    const canvas = document.querySelector('canvas');
    if (!canvas) return -1;
    const ratio = canvas.width / canvas.clientWidth;
    const w = Math.floor(r.width * ratio);
    const h = Math.floor(r.height * ratio);
    const d = canvas.getContext('2d')!.getImageData(Math.floor(r.x * ratio), Math.floor(r.y * ratio), w, h).data;
    let sum = 0;
    let sumSq = 0;
    let opaque = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3]! > 250) opaque++;
      const lum = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
      sum += lum;
      sumSq += lum * lum;
    }
    const n = w * h;
    if (opaque < n * 0.9) return -1;
    const mean = sum / n;
    return Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  }, EMBOSS_PHOTO);
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Emboss (${flavour}): the strength slider changes the relief of the picture`, async ({page}) => {
    await gotoHydrated(page, '/docs/filters/Emboss.html');
    const {frame} = await showFlavour(page, flavour);

    // Drawn and embossed at the starting strength of 0.5.
    await expect.poll(() => relief(frame), {timeout: 10_000}).toBeGreaterThan(2);
    const start = await relief(frame);

    const slider = frame.locator('input[type="range"]').first();
    const output = frame.locator('output').first();
    // Strength 0: no relief at all, the picture is one flat grey.
    await slider.focus();
    await slider.press('Home');
    await expect(output).toHaveText('0');
    await expect.poll(() => relief(frame)).toBeLessThan(1);

    // Strength 1: deeper relief than at the start.
    await slider.press('End');
    await expect(output).toHaveText('1');
    await expect.poll(() => relief(frame)).toBeGreaterThan(start * 1.2);
  });
}

/** Centre x (CSS px) of each marker of the All_Easings example, top to bottom: markers are the only saturated
 * pixels of the canvas, one cluster of rows each. */
async function markerXs(frame: Frame): Promise<number[]> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    if (!canvas) return [];
    const ratio = canvas.width / canvas.clientWidth;
    const {width, height} = canvas;
    const d = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
    const xs: number[] = [];
    let sumX = 0;
    let count = 0;
    for (let y = 0; y < height; y++) {
      let rowSum = 0;
      let rowCount = 0;
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const max = Math.max(d[i]!, d[i + 1]!, d[i + 2]!);
        const min = Math.min(d[i]!, d[i + 1]!, d[i + 2]!);
        if (d[i + 3]! > 200 && max - min > 90) {
          rowSum += x;
          rowCount++;
        }
      }
      if (rowCount) {
        sumX += rowSum;
        count += rowCount;
      } else if (count) {
        xs.push(sumX / count / ratio);
        sumX = 0;
        count = 0;
      }
    }
    if (count) xs.push(sumX / count / ratio);
    return xs;
  });
}

const spread = (xs: number[]): number => Math.max(...xs) - Math.min(...xs);

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`All_Easings (${flavour}): after 播放 the markers move apart and meet at the end`, async ({page}) => {
    await gotoHydrated(page, '/docs/tweens/All_Easings.html');
    const {frame} = await showFlavour(page, flavour);

    // 16 markers, all waiting on the start line.
    await expect.poll(async () => (await markerXs(frame)).length, {timeout: 10_000}).toBe(16);
    const before = await markerXs(frame);
    expect(spread(before)).toBeLessThan(2);

    await frame.getByRole('button', {name: '播放'}).click();
    // While running, the easings put the markers at different places.
    await expect.poll(async () => spread(await markerXs(frame)), {timeout: 3_000, intervals: [50]}).toBeGreaterThan(40);
    // After 2.5 s they all stop on the end line, right of where they started.
    await expect.poll(async () => spread(await markerXs(frame)), {timeout: 6_000}).toBeLessThan(2);
    const after = await markerXs(frame);
    expect(after).toHaveLength(16);
    expect(after[0]! - before[0]!).toBeGreaterThan(100);
  });
}
