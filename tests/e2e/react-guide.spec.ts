// React guide (content/docs/react/): real interactions in the live TSX examples, checked through the frame's
// Konva stage and the text the examples print. Events: a click bubbles button → group → layer → stage and
// cancelBubble stops it; Drag_And_Drop: dragging a card writes its new position to state on dragend;
// Images: a file chosen in the file input becomes a Konva.Image; zIndex: moveToTop() is not undone by a
// state change that React sees as no move; Shapes: a toolbar button adds a shape from state.
import path from 'node:path';
import {test, expect, gotoHydrated, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

/** The React panel of the page's n-th example, centred in the window, painted, with its frame. */
async function openExample(page: Page, url: string, index: number): Promise<{iframe: Locator; frame: Frame}> {
  await gotoHydrated(page, url);
  const panel = page.locator('[data-pg-example]').nth(index).locator('[data-pg-panel][data-flavour="react"]');
  // The runner starts when its panel comes near the viewport.
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
  const iframe = panel.locator('iframe');
  // Centre the preview: at the top of the window the sticky navbar would cover its first rows.
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  const frame = await (await iframe.elementHandle())!.contentFrame();
  return {iframe, frame: frame!};
}

type Box = {x: number; y: number; width: number; height: number};
type KonvaNode = {
  getClassName(): string;
  name(): string;
  text(): string;
  x(): number;
  y(): number;
  getParent(): KonvaNode;
  getClientRect(): Box;
};
type KonvaStage = {find(selector: string): KonvaNode[]; container(): HTMLElement};

/** The centre of the first node matching a Konva selector (with an optional text), in page coordinates. */
async function centreOf(iframe: Locator, frame: Frame, selector: string, text?: string): Promise<[number, number]> {
  const inFrame = await frame.evaluate(
    ([sel, txt]) => {
      const stage = (window as unknown as {Konva: {stages: KonvaStage[]}}).Konva.stages[0]!;
      const node = stage.find(sel!).find((n) => !txt || n.text() === txt);
      if (!node) throw new Error(`no node ${sel} ${txt ?? ''}`);
      const r = node.getClientRect();
      const c = stage.container().getBoundingClientRect();
      return [c.left + r.x + r.width / 2, c.top + r.y + r.height / 2];
    },
    [selector, text],
  );
  const box = (await iframe.boundingBox())!;
  return [box.x + inFrame[0]!, box.y + inFrame[1]!];
}

test('Events: a click bubbles from the button to the stage, cancelBubble stops it at the button', async ({page}) => {
  const {iframe, frame} = await openExample(page, '/docs/react/Events.html', 0);
  const lines = frame.locator('ol li');
  await expect(lines).toHaveText(['还没有点击']);

  await page.mouse.click(...(await centreOf(iframe, frame, '.按钮')));
  await expect(lines).toHaveText([
    /^按钮 收到，target = 按钮/,
    /^卡片组 收到，target = 按钮/,
    /^图层 收到/,
    /^Stage 收到，target = 按钮/,
  ]);

  // A click on empty space: only the stage hears it, and the target is the stage itself.
  const box = (await iframe.boundingBox())!;
  await page.mouse.click(box.x + 8, box.y + 40);
  await expect(lines).toHaveText(['Stage 收到，target = Stage']);

  await frame.getByLabel('在按钮上阻止冒泡').check();
  await page.mouse.click(...(await centreOf(iframe, frame, '.按钮')));
  await expect(lines).toHaveText(['按钮 收到，target = 按钮']);
});

test('Drag_And_Drop: dragging a card moves it and its position reaches state on dragend', async ({page}) => {
  const {iframe, frame} = await openExample(page, '/docs/react/Drag_And_Drop.html', 0);
  const todo = frame.locator('li', {hasText: '待办'});
  await expect(todo).toHaveText('待办：x = 20，y = 20');

  const [fx, fy] = await centreOf(iframe, frame, 'Text', '待办');
  await page.mouse.move(fx, fy);
  await page.mouse.down();
  await page.mouse.move(fx + 60, fy + 90, {steps: 10});
  // During the drag the state (the list) still holds the old position.
  await expect(todo).toHaveText('待办：x = 20，y = 20');
  await page.mouse.up();

  await expect(todo).toHaveText('待办：x = 80，y = 110');
  const groupPos = await frame.evaluate(() => {
    const stage = (window as unknown as {Konva: {stages: KonvaStage[]}}).Konva.stages[0]!;
    const group = stage
      .find('Text')
      .find((t) => t.text() === '待办')!
      .getParent();
    return [group.x(), group.y()];
  });
  expect(groupPos).toEqual([80, 110]);

  await frame.getByRole('button', {name: '重置'}).click();
  await expect(todo).toHaveText('待办：x = 20，y = 20');
});

test('Images: a local file chosen in the file input is drawn as a Konva.Image', async ({page}) => {
  const {frame} = await openExample(page, '/docs/react/Images.html', 1);
  const images = () =>
    frame.evaluate(() => {
      const stage = (window as unknown as {Konva: {stages: KonvaStage[]}}).Konva.stages[0]!;
      return stage.find('Image').length;
    });
  expect(await images()).toBe(0);
  await frame
    .locator('input[type="file"]')
    .setInputFiles(path.join(process.cwd(), 'static/examples/assets/gradient-tiles.png'));
  await expect(frame.getByText('1 张')).toBeVisible();
  await expect.poll(images).toBe(1);

  await frame.getByRole('button', {name: '清空'}).click();
  await expect.poll(images).toBe(0);
});

test('zIndex: moveToTop() survives a state change React sees as no move; a new layer restores the JSX order', async ({
  page,
}) => {
  const {iframe, frame} = await openExample(page, '/docs/react/zIndex.html', 1);
  const readOrder = () =>
    frame.evaluate(() => {
      const stage = (window as unknown as {Konva: {stages: KonvaStage[]}}).Konva.stages[0]!;
      return stage
        .find('Circle')
        .map((c) => c.name())
        .join(' ');
    });
  await expect.poll(readOrder).toBe('A B C');

  // Click the part of A that no other circle covers (its left edge).
  const [ax, ay] = await centreOf(iframe, frame, '.A');
  await page.mouse.click(ax - 45, ay);
  await expect.poll(readOrder).toBe('B C A');

  await frame.getByRole('button', {name: '用状态把 C 置顶'}).click();
  // The state already had C last: React moves nothing and A stays on top.
  await expect.poll(readOrder).toBe('B C A');

  await frame.getByRole('button', {name: '重新创建图层'}).click();
  await expect.poll(readOrder).toBe('A B C');
});

test('Shapes: a toolbar button adds a shape from state', async ({page}) => {
  const {frame} = await openExample(page, '/docs/react/Shapes.html', 1);
  const count = (className: string) =>
    frame.evaluate((cls) => {
      const stage = (window as unknown as {Konva: {stages: KonvaStage[]}}).Konva.stages[0]!;
      return stage.find(cls).length;
    }, className);
  expect(await count('Circle')).toBe(1);
  await frame.getByRole('button', {name: '添加圆形'}).click();
  await expect.poll(() => count('Circle')).toBe(2);
  await frame.getByRole('button', {name: '清空'}).click();
  await expect.poll(() => count('Star')).toBe(0);
});
