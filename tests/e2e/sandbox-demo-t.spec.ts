// Sandbox demos (t): Rich_Text, SVG_On_Canvas, Stage_Preview, Video_On_Canvas, Web_Worker. Each demo's main interaction
// once, in the vanilla tab and one framework tab.
// Konva state is read from the stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, openExample, dragInFrame, konvaRects} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaWindow = {Konva?: {stages: {find: (s: string) => {getAttr: (k: string) => unknown}[]}[]}};

/** Text and fill of every piece of the rich-text card, in drawing order. */
function pieces(frame: Frame): Promise<{text: string; fill: string}[]> {
  return frame.evaluate(() =>
    ((window as unknown as KonvaWindow).Konva?.stages[0]?.find('.word') ?? []).map((n) => ({
      text: n.getAttr('text') as string,
      fill: n.getAttr('fill') as string,
    })),
  );
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Rich_Text (${flavour}): a stroke with 红字 colours the pieces it crosses, the handle rewraps the text`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Rich_Text.html', flavour);
    await expect.poll(async () => (await konvaRects(frame, '.word')).length).toBeGreaterThan(40);
    await frame.getByRole('button', {name: '红字'}).click();
    await expect(frame.getByRole('button', {name: '红字'})).toHaveAttribute('aria-pressed', 'true');

    // Stroke across the pieces 3 to 8 of the first line ("Text", " ", 节, 点, 只, 能): all black before.
    const before = await pieces(frame);
    expect(before.slice(3, 9).map((p) => p.fill)).not.toContain('#e03131');
    const rects = await konvaRects(frame, '.word');
    const centre = (i: number) => ({x: rects[i]!.x + rects[i]!.width / 2, y: rects[i]!.y + rects[i]!.height / 2});
    expect(centre(3).y).toBe(centre(8).y);
    await dragInFrame(page, origin, centre(3), centre(8));
    await expect
      .poll(async () => (await pieces(frame)).slice(3, 9).filter((p) => p.fill === '#e03131').length)
      .toBeGreaterThanOrEqual(5);

    // Drag the width handle 200 px to the left: the text wraps onto more lines.
    const lines = async () => new Set((await konvaRects(frame, '.word')).map((r) => Math.round(r.y))).size;
    const linesBefore = await lines();
    const [handle] = await konvaRects(frame, '.handle');
    const grip = {x: handle!.x + handle!.width / 2, y: handle!.y + handle!.height / 2};
    await dragInFrame(page, origin, grip, {x: grip.x - 200, y: grip.y});
    await expect.poll(lines).toBeGreaterThan(linesBefore);
  });
}

/** Fill of every region of the colouring picture, by region id. */
function regionFills(frame: Frame): Promise<Record<string, string>> {
  return frame.evaluate(() =>
    Object.fromEntries(
      ((window as unknown as KonvaWindow).Konva?.stages[0]?.find('.region') ?? []).map((n) => [
        n.getAttr('region'),
        n.getAttr('fill'),
      ]),
    ),
  );
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`SVG_On_Canvas (${flavour}): a click fills the roof path with the chosen colour, 重置 clears it`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/SVG_On_Canvas.html', flavour);
    await expect.poll(async () => Object.keys(await regionFills(frame)).length).toBe(12);
    expect((await regionFills(frame)).roof).toBe('#ffffff');
    await frame.getByRole('button', {name: '颜色 #4dabf7'}).click();
    await expect(frame.getByRole('button', {name: '颜色 #4dabf7'})).toHaveAttribute('aria-pressed', 'true');

    // The roof is a triangle: click low in its bounding box, on the middle line.
    const rects = await frame.evaluate(() =>
      ((window as unknown as KonvaWindow).Konva?.stages[0]?.find('.region') ?? []).map((n) => ({
        id: n.getAttr('region') as string,
        ...(
          n as unknown as {getClientRect: () => {x: number; y: number; width: number; height: number}}
        ).getClientRect(),
      })),
    );
    const roof = rects.find((r) => r.id === 'roof')!;
    await page.mouse.click(origin.x + roof.x + roof.width / 2, origin.y + roof.y + roof.height * 0.7);
    await expect.poll(async () => (await regionFills(frame)).roof).toBe('#4dabf7');
    expect((await regionFills(frame)).house).toBe('#ffffff');

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await regionFills(frame)).roof).toBe('#ffffff');
  });
}

type Pos = {x: number; y: number};
type StageLike = {
  position: () => Pos;
  container: () => HTMLElement;
  find: (s: string) => {position: () => Pos}[];
  findOne: (s: string) => {getClientRect: () => {x: number; y: number; width: number; height: number}};
};

/** Main stage position, the first card in the main stage and in the preview, the preview's box and its red frame. */
function previewState(frame: Frame) {
  return frame.evaluate(() => {
    const [main, mini] = (window as unknown as {Konva: {stages: StageLike[]}}).Konva.stages as [StageLike, StageLike];
    return {
      view: main.position(),
      card: main.find('.card')[0]!.position(),
      copy: mini.find('Group')[0]!.position(),
      box: mini.container().getBoundingClientRect().toJSON() as {x: number; y: number},
      viewport: mini.findOne('.viewport').getClientRect(),
    };
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Stage_Preview (${flavour}): a dragged card moves in the preview, the preview's frame pans the stage`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Stage_Preview.html', flavour);
    await expect.poll(async () => (await konvaRects(frame, '.card')).length).toBe(15);
    const start = await previewState(frame);
    expect(start.view).toEqual({x: 0, y: 0});
    expect(start.copy).toEqual(start.card);

    // Drag the first card down and right: its copy in the preview follows.
    const [card] = await konvaRects(frame, '.card');
    const grip = {x: card!.x + 20, y: card!.y + 20};
    await dragInFrame(page, origin, grip, {x: grip.x + 60, y: grip.y + 100});
    await expect.poll(async () => (await previewState(frame)).card.y).toBeGreaterThan(start.card.y + 50);
    await expect
      .poll(async () => {
        const s = await previewState(frame);
        return s.copy.x === s.card.x && s.copy.y === s.card.y;
      })
      .toBe(true);

    // Drag the red frame in the preview: the main stage pans (its position goes negative).
    const {box, viewport} = await previewState(frame);
    const centre = {x: box.x + viewport.x + viewport.width / 2, y: box.y + viewport.y + viewport.height / 2};
    await dragInFrame(page, origin, centre, {x: centre.x + 30, y: centre.y + 20});
    await expect.poll(async () => (await previewState(frame)).view.x).toBeLessThan(-100);
    expect((await previewState(frame)).view.y).toBeLessThan(0);
  });
}

/** The video behind the Konva.Image named "video": time, paused, and the image node's filters and cache. */
function videoState(frame: Frame) {
  return frame.evaluate(() => {
    type ImageNode = {image: () => HTMLVideoElement; filters: () => unknown[] | undefined; isCached: () => boolean};
    const stage = (window as unknown as {Konva: {stages: {findOne: (s: string) => ImageNode}[]}}).Konva.stages[0]!;
    const node = stage.findOne('.video');
    const video = node.image();
    return {
      time: video.currentTime,
      duration: video.duration,
      paused: video.paused,
      filters: (node.filters() ?? []).length,
      cached: node.isCached(),
    };
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Video_On_Canvas (${flavour}): the muted video autoplays, pauses, takes a filter and seeks from the canvas bar`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Video_On_Canvas.html', flavour);
    // Autoplay (muted): the time advances.
    await expect.poll(async () => (await videoState(frame)).time, {timeout: 15_000}).toBeGreaterThan(0.3);
    await frame.getByRole('button', {name: '暂停'}).click();
    await expect.poll(async () => (await videoState(frame)).paused).toBe(true);

    await frame.getByRole('button', {name: '黑白'}).click();
    await expect(frame.getByRole('button', {name: '黑白'})).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const s = await videoState(frame);
        return s.filters === 1 && s.cached;
      })
      .toBe(true);

    // Press at three quarters of the seek bar (drawn on the canvas): the video jumps there.
    const [bar] = await konvaRects(frame, '.seekbar');
    const at = {x: bar!.x + 10 + (bar!.width - 20) * 0.75, y: bar!.y + bar!.height / 2};
    await dragInFrame(page, origin, at, {x: at.x + 1, y: at.y}, 1);
    await expect
      .poll(async () => {
        const s = await videoState(frame);
        return Math.abs(s.time - s.duration * 0.75) < 0.2;
      })
      .toBe(true);
    expect((await videoState(frame)).paused).toBe(true);
  });
}

/** The fractal picture: the size of the bitmap the worker sent, and the node's position and scale. */
function fractalState(frame: Frame) {
  return frame.evaluate(() => {
    type ImageNode = {image: () => ImageBitmap | undefined; x: () => number; y: () => number; scaleX: () => number};
    const stage = (
      window as unknown as {Konva: {stages: {findOne: (s: string) => ImageNode | undefined; width: () => number}[]}}
    ).Konva.stages[0]!;
    const node = stage.findOne('.fractal');
    const bitmap = node?.image();
    return {
      isBitmap: bitmap instanceof ImageBitmap,
      width: bitmap?.width ?? 0,
      stageWidth: stage.width(),
      x: node?.x() ?? 0,
      scale: node?.scaleX() ?? 1,
    };
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Web_Worker (${flavour}): the worker's ImageBitmap is shown, 放大 and a drag each bring a new picture`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, '/docs/sandbox/Web_Worker.html', flavour);
    const status = frame.getByRole('status');
    await expect(status).toContainText('第 1 张', {timeout: 15_000});
    await expect(status).toContainText('×1.0');
    const first = await fractalState(frame);
    expect(first.isBitmap).toBe(true);
    expect(first.width).toBe(first.stageWidth);

    await frame.getByRole('button', {name: '放大'}).click();
    await expect(status).toContainText('第 2 张', {timeout: 15_000});
    await expect(status).toContainText('×2.0');
    // The new picture is placed 1:1 at the origin.
    expect(await fractalState(frame)).toMatchObject({x: 0, scale: 1});

    // Drag the picture 80 px to the right: a third picture is computed for the new centre.
    await dragInFrame(page, origin, {x: 120, y: 200}, {x: 200, y: 200});
    await expect(status).toContainText('第 3 张', {timeout: 15_000});
    expect(await fractalState(frame)).toMatchObject({x: 0, scale: 1});
  });
}
