// React guide, second half: real interactions in the live examples, checked through the frame's Konva
// (window.Konva.stages[0]) or the text the example prints. Transformer: a resize is baked into width with
// scale back to 1. Undo-Redo: a drag is undone by the button and by Ctrl+Z. Free_Drawing: a stroke adds a
// Line. Canvas_Export: 导出 prints the exported size. Drop_Image: a pointer drag adds an image.
// Canvas_Portal: react-konva-utils' Portal holds the dragged shape in the top layer until the drop.
import {test, expect, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

type Point = {x: number; y: number};

/** Shows the React tab of the page's `index`-th example, centred, and returns its panel, frame and iframe box. */
async function openExample(
  page: Page,
  url: string,
  index: number,
): Promise<{panel: Locator; frame: Frame; at: (p: Point) => [number, number]}> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const example = page.locator('[data-pg-example]').nth(index);
  const panel = example.locator('[data-pg-panel][data-flavour="react"]');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  const iframe = panel.locator('iframe');
  // Centre the preview: at the top of the window the sticky navbar would cover its first rows.
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  const box = (await iframe.boundingBox())!;
  return {panel, frame, at: (p) => [box.x + p.x, box.y + p.y]};
}

/** Runs `fn` on the frame's first stage. The runner's CSP forbids eval inside the frame, so the function goes
 * over as an expression string (Playwright evaluates those through the debugger protocol, outside the CSP). */
function onStage<R, A>(frame: Frame, fn: (stage: KonvaStage, arg: A) => R, arg: A): Promise<R> {
  return frame.evaluate(`(${fn.toString()})(window.Konva.stages[0], ${JSON.stringify(arg)})`) as Promise<R>;
}

interface KonvaNode {
  x(): number;
  y(): number;
  width(): number;
  scaleX(): number;
  text(): string;
  points(): number[];
  fill(): string;
  getLayer(): {index: number};
  getClientRect(): {x: number; y: number; width: number; height: number};
  nodes(): KonvaNode[];
}
interface KonvaStage {
  find(selector: string): KonvaNode[];
  findOne(selector: string): KonvaNode | undefined;
  content: HTMLElement;
}

/** The stage's offset inside the frame (toolbars above it move it down). */
const stageOffset = (frame: Frame) =>
  onStage(
    frame,
    (stage) => {
      const r = stage.content.getBoundingClientRect();
      return {x: r.left, y: r.top};
    },
    null,
  );

test('Transformer: resizing a selected rectangle bakes the scale into its width', async ({page}) => {
  const {frame, at} = await openExample(page, '/docs/react/Transformer.html', 0);
  // The card "note" is 120 × 90 at (40, 70): press its centre to select it.
  await page.mouse.click(...at({x: 100, y: 115}));
  await expect.poll(() => onStage(frame, (s) => s.findOne('Transformer')?.nodes().length ?? 0, null)).toBe(1);
  const anchor = await onStage(
    frame,
    (s) => {
      const r = s.findOne('.middle-right')!.getClientRect();
      return {x: r.x + r.width / 2, y: r.y + r.height / 2};
    },
    null,
  );
  await page.mouse.move(...at(anchor));
  await page.mouse.down();
  await page.mouse.move(...at({x: anchor.x + 60, y: anchor.y}), {steps: 8});
  await page.mouse.up();
  const card = () =>
    onStage(
      frame,
      (s) => {
        const r = s.findOne('#note')!;
        return {wider: Math.abs(r.width() - 180) <= 2, scaleX: r.scaleX()};
      },
      null,
    );
  await expect.poll(card).toEqual({wider: true, scaleX: 1});
  await expect.poll(() => onStage(frame, (s) => s.find('Text')[0]!.text(), null)).toMatch(/便签：1[78]\d × 90/);
  // A press on empty space clears the one transformer (it stays mounted, with no nodes).
  await page.mouse.click(...at({x: 20, y: 280}));
  await expect.poll(() => onStage(frame, (s) => s.findOne('Transformer')?.nodes().length ?? -1, null)).toBe(0);
});

test('Undo-Redo: a drag is undone by the button, redone, and undone again with Ctrl+Z', async ({page}) => {
  const circleX = (frame: Frame) => onStage(frame, (s) => Math.round(s.find('Circle')[0]!.x()), null);
  const first = await openExample(page, '/docs/react/Undo-Redo.html', 0);
  let offset = await stageOffset(first.frame);
  // The first circle is centred at (70, 110) of the stage.
  await page.mouse.move(...first.at({x: offset.x + 70, y: offset.y + 110}));
  await page.mouse.down();
  await page.mouse.move(...first.at({x: offset.x + 130, y: offset.y + 150}), {steps: 8});
  await page.mouse.up();
  await expect.poll(() => circleX(first.frame)).toBe(130);
  await first.frame.getByRole('button', {name: '撤销'}).click();
  await expect.poll(() => circleX(first.frame)).toBe(70);
  await first.frame.getByRole('button', {name: '重做'}).click();
  await expect.poll(() => circleX(first.frame)).toBe(130);

  // Second example: keyboard shortcuts on the focusable container.
  const second = await openExample(page, '/docs/react/Undo-Redo.html', 1);
  offset = await stageOffset(second.frame);
  await page.mouse.move(...second.at({x: offset.x + 80, y: offset.y + 100}));
  await page.mouse.down();
  await page.mouse.move(...second.at({x: offset.x + 150, y: offset.y + 120}), {steps: 8});
  await page.mouse.up();
  await expect.poll(() => circleX(second.frame)).toBe(150);
  await page.keyboard.press('Control+z');
  await expect.poll(() => circleX(second.frame)).toBe(80);
  await page.keyboard.press('Control+y');
  await expect.poll(() => circleX(second.frame)).toBe(150);
});

test('Free_Drawing: a stroke adds a line, in both versions', async ({page}) => {
  for (const index of [0, 1]) {
    const {frame, at} = await openExample(page, '/docs/react/Free_Drawing.html', index);
    const offset = await stageOffset(frame);
    const lines = () => onStage(frame, (s) => s.find('Line').filter((l) => l.points().length > 4).length, null);
    expect(await lines()).toBe(0);
    await page.mouse.move(...at({x: offset.x + 40, y: offset.y + 60}));
    await page.mouse.down();
    await page.mouse.move(...at({x: offset.x + 200, y: offset.y + 140}), {steps: 10});
    await page.mouse.up();
    await expect.poll(lines).toBe(1);
    await expect(frame.getByText('1 笔')).toBeVisible();
  }
});

test('Canvas_Export: 导出 shows a preview of the stage at two times its size', async ({page}) => {
  const {frame} = await openExample(page, '/docs/react/Canvas_Export.html', 0);
  await frame.getByRole('button', {name: '导出'}).click();
  await expect(frame.getByText('导出尺寸 640 × 360 像素')).toBeVisible();
  const natural = await frame.locator('img').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(natural).toEqual([640, 360]);
});

test('Drop_Image: dragging a thumbnail onto the stage with the pointer adds an image there', async ({page}) => {
  const {frame, at} = await openExample(page, '/docs/react/Drop_Image.html', 1);
  const thumb = (await frame.locator('img').first().boundingBox())!;
  const offset = await stageOffset(frame);
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.down();
  await page.mouse.move(...at({x: offset.x + 150, y: offset.y + 120}), {steps: 10});
  await page.mouse.up();
  await expect
    .poll(() =>
      onStage(
        frame,
        (s) => {
          const img = s.find('Image')[0];
          if (!img) return null;
          const r = img.getClientRect();
          return Math.abs(r.x + r.width / 2 - 150) <= 2 && Math.abs(r.y + r.height / 2 - 120) <= 2;
        },
        null,
      ),
    )
    .toBe(true);
  await expect.poll(() => onStage(frame, (s) => s.find('Text')[0]!.text(), null)).toContain('已放入 1 张');
});

test('Canvas_Portal: react-konva-utils Portal moves the dragged shape to the top layer and back', async ({page}) => {
  const {frame, at} = await openExample(page, '/docs/react/Canvas_Portal.html', 0);
  const offset = await stageOffset(frame);
  // Which layer (index) holds the red circle, and where it is.
  const redCircle = () =>
    onStage(
      frame,
      (s) => {
        const c = s.find('Circle').find((n) => n.fill() === '#ff7a59')!;
        return {layer: c.getLayer().index, x: Math.round(c.x())};
      },
      null,
    );
  expect(await redCircle()).toEqual({layer: 0, x: 62});
  // The red circle starts at (62, 90) in the clipped panel; the board is right of x 118.
  await page.mouse.move(...at({x: offset.x + 62, y: offset.y + 90}));
  await page.mouse.down();
  await page.mouse.move(...at({x: offset.x + 150, y: offset.y + 120}), {steps: 8});
  await page.mouse.move(...at({x: offset.x + 200, y: offset.y + 130}), {steps: 8});
  await expect.poll(redCircle).toEqual({layer: 1, x: 200});
  await page.mouse.up();
  await expect.poll(redCircle).toEqual({layer: 0, x: 200});
});
