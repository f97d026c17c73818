// 问题排查 pages of writer A: each test does what the reader does and checks that the 问题 half shows the problem
// and the 修复后 half does not.
import {test, expect, openExample, dragInFrame} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaWindow = {
  Konva: {stages: {getLayers: () => {getCanvas: () => {getPixelRatio: () => number; width: number}}[]}[]};
};

/** The pixel ratio and bitmap width of the first layer of each stage in the frame. */
function layerCanvases(frame: Frame): Promise<{ratio: number; width: number}[]> {
  return frame.evaluate(() =>
    (window as unknown as KonvaWindow).Konva.stages.map((s) => {
      const canvas = s.getLayers()[0]!.getCanvas();
      return {ratio: canvas.getPixelRatio(), width: canvas.width};
    }),
  );
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Blurry_After_Zoom (${flavour}): after the device pixel ratio changes only the fixed stage follows`, async ({
    page,
  }) => {
    const {frame, iframe} = await openExample(page, '/docs/troubleshooting/Blurry_After_Zoom.html', flavour);
    const before = await layerCanvases(frame);
    expect(before).toHaveLength(2);
    // the stages' width in CSS pixels: the layer bitmaps are that times the pixel ratio
    const cssWidth = await frame.evaluate(() =>
      (window as unknown as {Konva: {stages: {width: () => number}[]}}).Konva.stages[0]!.width(),
    );
    const start = await frame.evaluate(() => window.devicePixelRatio);
    for (const c of before) expect(c).toEqual({ratio: start, width: Math.floor(cssWidth * start)});

    // What browser zoom does to a page: more device pixels per CSS pixel. Zooming the runner frame changes its
    // devicePixelRatio the same way (a page-level CDP override does not reach this out-of-process frame).
    const target = start * 2;
    await iframe.evaluate((el) => ((el as HTMLElement).style.zoom = '2'));
    await expect.poll(() => frame.evaluate(() => window.devicePixelRatio)).toBe(target);

    const fixedWidth = Math.floor(cssWidth * target);
    await expect
      .poll(() => layerCanvases(frame))
      .toEqual([
        {ratio: start, width: Math.floor(cssWidth * start)},
        {ratio: target, width: fixedWidth},
      ]);
    // The fixed layer was drawn again after its bitmap was reallocated (setPixelRatio clears it).
    const inked = await frame.evaluate(() => {
      const canvas = document.querySelectorAll('canvas')[1]!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(1000);
  });
}

type NamedNode = {findOne: (s: string) => {x: () => number; y: () => number} | undefined};

/** The position (in its layer) of the node with that name on the frame's first stage. */
function positionOf(frame: Frame, name: string): Promise<{x: number; y: number}> {
  return frame.evaluate((n) => {
    const node = (window as unknown as {Konva: {stages: NamedNode[]}}).Konva.stages[0]!.findOne(`.${n}`)!;
    return {x: node.x(), y: node.y()};
  }, name);
}

const onGrid = (v: number) => Math.abs(v / 40 - Math.round(v / 40)) < 1e-6;

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Drag_Snap_Grid (${flavour}): on a scaled stage only the fixed box lands on the grid`, async ({page}) => {
    const {frame, origin} = await openExample(page, '/docs/troubleshooting/Drag_Snap_Grid.html', flavour);
    const scale = 0.75; // the example's stage scale
    for (const name of ['problem', 'fixed']) {
      const start = await positionOf(frame, name);
      expect(onGrid(start.x) && onGrid(start.y), `${name} starts on the grid`).toBe(true);
      // grab the box's centre (80 × 80 layer units) and drag it by a distance that is not a whole number of cells
      const grab = {x: (start.x + 40) * scale, y: (start.y + 40) * scale};
      await dragInFrame(page, origin, grab, {x: grab.x + 45, y: grab.y + 15});
      await expect.poll(() => positionOf(frame, name)).not.toEqual(start);
      const end = await positionOf(frame, name);
      if (name === 'fixed') expect(onGrid(end.x) && onGrid(end.y), `fixed ends at ${end.x}, ${end.y}`).toBe(true);
      else expect(onGrid(end.x) || onGrid(end.y), `problem ends at ${end.x}, ${end.y}`).toBe(false);
    }
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`CSS_Rotated_Stage (${flavour}): a click on a circle hits it only on the stage Konva rotates`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/troubleshooting/CSS_Rotated_Stage.html', flavour);
    // Where the first circle (layer point 40, 65) shows on screen in each box: rotated 90° it is at (130 - 65, 40).
    const boxes = await frame.evaluate(() => {
      type S = {container: () => HTMLElement};
      return (window as unknown as {Konva: {stages: S[]}}).Konva.stages.map((s) => {
        const el = s.container();
        const r = el.getBoundingClientRect();
        return {rotatedByCss: !!el.closest('[style*=rotate]'), left: r.left, top: r.top};
      });
    });
    expect(boxes.map((b) => b.rotatedByCss).sort()).toEqual([false, true]);
    const fills = () =>
      frame.evaluate(() => {
        type S = {container: () => HTMLElement; findOne: (s: string) => {fill: () => string}};
        return (window as unknown as {Konva: {stages: S[]}}).Konva.stages.map((s) => ({
          rotatedByCss: !!s.container().closest('[style*=rotate]'),
          dot0: s.findOne('.dot0').fill(),
        }));
      });
    const idle = '#7fb7e6';
    expect((await fills()).map((f) => f.dot0)).toEqual([idle, idle]);
    for (const b of boxes) await page.mouse.click(origin.x + b.left + 65, origin.y + b.top + 40);
    await expect.poll(async () => (await fills()).find((f) => !f.rotatedByCss)!.dot0).toBe('#1e3a5f');
    // the CSS-rotated stage took the click for another point of its canvas: the circle under the pointer stays idle
    expect((await fills()).find((f) => f.rotatedByCss)!.dot0).toBe(idle);
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Export_SVG (${flavour}): the PNG is a fixed bitmap, the SVG holds every shape as a vector element`, async ({
    page,
  }) => {
    const {frame} = await openExample(page, '/docs/troubleshooting/Export_SVG.html', flavour);
    await frame.getByRole('button', {name: '导出'}).click();
    const png = frame.getByRole('img', {name: '问题：PNG'});
    const svg = frame.getByRole('img', {name: '修复后：SVG'});
    // the reader sees both previews below the stage, inside the example's frame
    for (const img of [png, svg]) await expect(img.locator('..')).toBeInViewport({ratio: 0.9});
    for (const img of [png, svg])
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    const stageWidth = await frame.evaluate(() =>
      (window as unknown as {Konva: {stages: {width: () => number}[]}}).Konva.stages[0]!.width(),
    );
    // the bitmap has one pixel per stage pixel, whatever size it is shown at
    expect(await png.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(stageWidth);
    const parsed = await svg.evaluate((el: HTMLImageElement) => {
      const text = decodeURIComponent(el.src.slice(el.src.indexOf(',') + 1));
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const count = (s: string) => doc.querySelectorAll(s).length;
      return {
        error: count('parsererror'),
        rect: count('rect'),
        circle: count('circle'),
        polygon: count('polygon'),
        text: doc.querySelector('text')?.textContent,
      };
    });
    expect(parsed).toEqual({error: 0, rect: 1, circle: 1, polygon: 1, text: '矢量文字 Konva第二行'});
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Record_Animation (${flavour}): the one-layer video is black where the stage is blank, the composed one is white`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const {frame} = await openExample(page, '/docs/troubleshooting/Record_Animation.html', flavour);
    await frame.getByRole('button', {name: '开始录制'}).click();
    /** The colour of a blank spot of the stage (10, 10: between two grid lines) in a recorded video's frame. */
    const blankSpot = (title: string) =>
      frame.evaluate((t) => {
        const video = document.querySelector<HTMLVideoElement>(`video[title="${t}"]`);
        if (!video || video.readyState < 2 || !video.videoWidth) return null;
        const stageWidth = (window as unknown as {Konva: {stages: {width: () => number}[]}}).Konva.stages[0]!.width();
        const k = video.videoWidth / stageWidth;
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(video, 0, 0);
        const [r, g, b] = ctx.getImageData(Math.round(10 * k), Math.round(10 * k), 1, 1).data;
        return (r! + g! + b!) / 3;
      }, title);
    for (const title of ['问题：只录一层', '修复后：合成录制']) {
      await expect(frame.locator(`video[title="${title}"]`)).toBeInViewport({ratio: 0.9, timeout: 20_000});
    }
    await expect.poll(() => blankSpot('问题：只录一层'), {timeout: 20_000}).toBeLessThan(40);
    await expect.poll(() => blankSpot('修复后：合成录制'), {timeout: 20_000}).toBeGreaterThan(215);
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Drag_Out_Of_Canvas (${flavour}): only the fixed circle dropped on the page list lands in it`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/troubleshooting/Drag_Out_Of_Canvas.html', flavour);
    const list = frame.getByRole('list', {name: '页面列表'});
    // the list's centre in frame coordinates, as dragInFrame takes them
    await expect(list).toBeInViewport({ratio: 0.9});
    const listCentre = await list.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {x: r.left + r.width / 2, y: r.top + r.height / 2};
    });
    const circle = (name: string) =>
      frame.evaluate((n) => {
        type S = {findOne: (s: string) => {x: () => number; y: () => number} | undefined};
        const node = (window as unknown as {Konva: {stages: S[]}}).Konva.stages[0]!.findOne(`.${n}`);
        return node ? {x: node.x(), y: node.y()} : null;
      }, name);
    const stageHeight = 150; // the example's stage

    const problemStart = (await circle('problem'))!;
    await dragInFrame(page, origin, problemStart, listCentre);
    // the problem circle was moved below the stage, where the canvas cannot show it, and the list got nothing
    await expect.poll(async () => (await circle('problem'))!.y).toBeGreaterThan(stageHeight);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    const fixedStart = (await circle('fixed'))!;
    await dragInFrame(page, origin, fixedStart, listCentre);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').last()).toHaveText('蓝色圆形（从画布拖来）');
    await expect.poll(() => circle('fixed')).toBeNull();
  });
}
