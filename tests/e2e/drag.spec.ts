// Drag and drop tutorial: dragging a shape with the mouse inside the live example really moves it,
// in the vanilla tab and in a framework tab (which writes the position back to state on dragend).
import {test, expect, showFlavour} from './fixtures';
import type {Frame} from '@playwright/test';

const PAGE = '/docs/drag_and_drop/Drag_and_Drop.html';
// The example's orange circle (#ff9f43, radius 45) starts centred at (240, 150) in the example's frame.
const FROM = {x: 240, y: 150};
const TO = {x: 180, y: 210};

/** The colour at a point of the example (CSS pixels of the frame), topmost opaque canvas first. */
async function colourAt(frame: Frame, x: number, y: number): Promise<number[]> {
  return frame.evaluate(
    ([px, py]) => {
      for (const c of Array.from(document.querySelectorAll('canvas')).reverse()) {
        const ratio = c.width / c.clientWidth;
        const d = c.getContext('2d')!.getImageData(Math.floor(px! * ratio), Math.floor(py! * ratio), 1, 1).data;
        if (d[3]) return [d[0]!, d[1]!, d[2]!];
      }
      return [255, 255, 255];
    },
    [x, y],
  );
}

const isOrange = ([r, g, b]: number[]) => r! > 230 && g! > 135 && g! < 185 && b! < 100;

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Drag_and_Drop (${flavour}): dragging the circle with the mouse moves it`, async ({page}) => {
    await page.goto(PAGE);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const {panel, frame} = await showFlavour(page, flavour);

    await expect.poll(() => colourAt(frame, FROM.x, FROM.y).then(isOrange)).toBe(true);
    expect(isOrange(await colourAt(frame, TO.x, TO.y))).toBe(false);

    const box = (await panel.locator('iframe').boundingBox())!;
    await page.mouse.move(box.x + FROM.x, box.y + FROM.y);
    await page.mouse.down();
    await page.mouse.move(box.x + TO.x, box.y + TO.y, {steps: 12});
    await page.mouse.up();

    // The circle is drawn at the new spot and the old spot shows the background again.
    await expect.poll(() => colourAt(frame, TO.x, TO.y).then(isOrange)).toBe(true);
    expect(isOrange(await colourAt(frame, FROM.x, FROM.y))).toBe(false);
  });
}
