// Data and serialisation tutorials: the live examples really serialise, save/load and export.
// Serialize_a_Stage: dragging a shape changes the JSON printed under the canvas (React: without react-konva's warning).
// Best_Practices: add → save → clear → load brings the shapes back (state → nodes).
// Stage_Data_URL: the preview is a PNG of the stage's size, and the download button downloads a file.
// High-Quality-Export: a 3× export of the 170 × 110 region is 510 × 330 pixels.
import {test, expect, showFlavour, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';
import type {Flavour} from '../../src/plugins/playground/flavours';

async function open(page: Page, path: string, flavour: Flavour) {
  await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  return showFlavour(page, flavour);
}

/** Top-left corner of the first Konva canvas, in page coordinates. */
async function canvasOrigin(panel: Locator, frame: Frame): Promise<{x: number; y: number}> {
  const box = (await panel.locator('iframe').boundingBox())!;
  const inner = await frame.evaluate(() => {
    const r = document.querySelector('canvas')!.getBoundingClientRect();
    return {x: r.left, y: r.top};
  });
  return {x: box.x + inner.x, y: box.y + inner.y};
}

/** The colour at a point relative to the canvas (CSS pixels), topmost opaque canvas first. */
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
const isBlue = ([r, g, b]: number[]) => r! < 120 && g! > 130 && g! < 190 && b! > 230;

type Saved = {className: string; attrs: Record<string, number>; children?: Saved[]};

for (const flavour of ['vanilla', 'react', 'vue'] as const) {
  test(`Serialize_a_Stage (${flavour}): dragging the rectangle updates the JSON`, async ({page}) => {
    // react-konva warns about a draggable node with a position and no drag handler: the example must not
    const wrapperWarnings: string[] = [];
    page.on('console', (msg) => {
      if (/ReactKonva/.test(msg.text())) wrapperWarnings.push(msg.text());
    });
    const {panel, frame} = await open(page, '/docs/data_and_serialization/Serialize_a_Stage.html', flavour);
    const output = frame.locator('textarea');
    await expect(output).toHaveValue(/"className":"Stage"/);
    const rectY = async () => {
      const stage = JSON.parse(await output.inputValue()) as Saved;
      return stage.children![0]!.children!.find((n) => n.className === 'Rect')!.attrs.y;
    };
    expect(await rectY()).toBe(40);
    // The custom shape is serialised without its drawing function.
    expect(await output.inputValue()).not.toContain('sceneFunc');

    const o = await canvasOrigin(panel, frame);
    await page.mouse.move(o.x + 60, o.y + 70);
    await page.mouse.down();
    await page.mouse.move(o.x + 60, o.y + 110, {steps: 10});
    await page.mouse.up();
    await expect.poll(rectY).toBeGreaterThan(70);
    expect(wrapperWarnings).toEqual([]);
    // the example's console, shown under it, has no wrapper warning either
    await expect(panel).not.toContainText('ReactKonva');
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Best_Practices (${flavour}): save, clear and load rebuild the shapes from state`, async ({page}) => {
    const {frame} = await open(page, '/docs/data_and_serialization/Best_Practices.html', flavour);
    const output = frame.locator('textarea');
    await frame.getByRole('button', {name: '添加'}).click();
    await frame.getByRole('button', {name: '保存'}).click();
    await expect(output).toHaveValue(/"shapes"/);
    const saved = JSON.parse(await output.inputValue()) as {shapes: unknown[]};
    expect(saved.shapes).toHaveLength(3);

    // The blue rectangle is centred at (60, 60) of the canvas.
    await expect.poll(() => colourAt(frame, 60, 60).then(isBlue)).toBe(true);
    await frame.getByRole('button', {name: '清空'}).click();
    await expect.poll(() => colourAt(frame, 60, 60).then(isBlue)).toBe(false);
    await frame.getByRole('button', {name: '加载'}).click();
    await expect.poll(() => colourAt(frame, 60, 60).then(isBlue)).toBe(true);
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Stage_Data_URL (${flavour}): preview has the stage's size and the button downloads a PNG`, async ({page}) => {
    const {frame} = await open(page, '/docs/data_and_serialization/Stage_Data_URL.html', flavour);
    await frame.getByRole('button', {name: '预览'}).click();
    const preview = frame.getByRole('img', {name: '导出的预览图'});
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(150);

    const download = page.waitForEvent('download');
    await frame.getByRole('button', {name: '下载 PNG'}).click();
    expect((await download).suggestedFilename()).toBe('konva-stage.png');
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`High-Quality-Export (${flavour}): a 3× export of the region is 510 × 330 pixels`, async ({page}) => {
    const {frame} = await open(page, '/docs/data_and_serialization/High-Quality-Export.html', flavour);
    await frame.locator('select').selectOption('3');
    await frame.getByRole('button', {name: '导出选区'}).click();
    await expect(frame.getByText('导出 510 × 330 像素')).toBeVisible();
    const img = frame.getByRole('img', {name: '导出结果'});
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(510);
  });
}

// Position_vs_Offset: at 0° the plain rectangle covers (130, 125) of the canvas; at 90° it has swung
// around its top-left corner and no longer does, while the centred one still covers its centre.
const isGreen = ([r, g, b]: number[]) => r! < 60 && g! > 180 && b! > 130 && b! < 190;
for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Position_vs_Offset (${flavour}): the slider rotates one rectangle around its corner, one around its centre`, async ({
    page,
  }) => {
    const {frame} = await open(page, '/docs/posts/Position_vs_Offset.html', flavour);
    const slider = frame.locator('input[type="range"]');
    const at = (x: number, y: number) => colourAt(frame, x, y);
    await slider.fill('0');
    await expect.poll(() => at(130, 125).then(isBlue)).toBe(true);
    await slider.fill('90');
    await expect.poll(() => at(130, 125).then(isBlue)).toBe(false);
    // rotated 90° around (90, 100): the rectangle now spans x 40..90, y 100..180
    expect(isBlue(await at(65, 150))).toBe(true);
    expect(isGreen(await at(255, 100))).toBe(true);
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Tainted_Canvas (${flavour}): the same-origin image exports without SecurityError`, async ({page}) => {
    const {frame} = await open(page, '/docs/posts/Tainted_Canvas.html', flavour);
    await expect(frame.getByText('图片已加载')).toBeVisible();
    await frame.getByRole('button', {name: '导出检查'}).click();
    await expect(frame.getByText(/^导出成功，data URL 共 \d+ KB$/)).toBeVisible();
  });
}

// Complex_Load: clicking a star rotates it (handler rebound by name), and after "保存并重新加载"
// the photo is drawn again (image reloaded from its saved src) and the star still responds.
const isYellow = ([r, g, b]: number[]) => r! > 230 && g! > 190 && b! < 140;
for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Complex_Load (${flavour}): image and handlers come back after save and reload`, async ({page}) => {
    const {panel, frame} = await open(page, '/docs/data_and_serialization/Complex_Load.html', flavour);
    // The yellow star (centre 240, 60; outer radius 40) has a point straight up: (240, 26) is inside it.
    await expect.poll(() => colourAt(frame, 240, 26).then(isYellow)).toBe(true);
    const photoPainted = () =>
      frame.evaluate(() => {
        const c = document.querySelector('canvas')!;
        const ratio = c.width / c.clientWidth;
        const d = c.getContext('2d')!.getImageData(Math.floor(90 * ratio), Math.floor(75 * ratio), 1, 1).data;
        return d[3] === 255;
      });
    await expect.poll(photoPainted).toBe(true);

    const o = await canvasOrigin(panel, frame);
    await page.mouse.click(o.x + 240, o.y + 60);
    // Rotated by 36°, a five-pointed star has a notch where its top point was.
    await expect.poll(() => colourAt(frame, 240, 26).then(isYellow)).toBe(false);

    await frame.getByRole('button', {name: '保存并重新加载'}).click();
    await expect(frame.getByText(/已重新加载/)).toBeVisible();
    await expect.poll(photoPainted).toBe(true);
    expect(isYellow(await colourAt(frame, 240, 26))).toBe(false);
    const o2 = await canvasOrigin(panel, frame);
    await page.mouse.click(o2.x + 240, o2.y + 60);
    await expect.poll(() => colourAt(frame, 240, 26).then(isYellow)).toBe(true);
  });
}
