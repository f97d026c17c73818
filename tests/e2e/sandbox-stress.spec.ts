// Stress-test demos of /docs/sandbox/: each demo's main interaction once, in the vanilla and React tabs,
// checked through the frame's Konva state (window.Konva.stages[0]).
import {test, expect, gotoHydrated, showFlavour} from './fixtures';

const FLAVOURS = ['vanilla', 'react'] as const;

/** Minimal view of the Konva global inside the example frame. */
type KNode = {
  _id: number;
  getParent(): KNode | null;
  index: number;
  x(): number;
  y(): number;
  visible(): boolean;
  isVisible(): boolean;
  getAbsolutePosition(): {x: number; y: number};
  getChildren(): KNode[];
  getLayers(): KNode[];
  findOne(selector: string | ((node: KNode) => boolean)): KNode | undefined;
  find(selector: string): KNode[];
  getText(): {text(): string};
  container(): HTMLElement;
};
type KonvaWindow = Window & {Konva: {stages: KNode[]}};

test.describe('10000_Shapes_with_Tooltip', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: hovering a dot shows the shared tooltip with that dot's number`, async ({page}) => {
      await gotoHydrated(page, '/docs/sandbox/10000_Shapes_with_Tooltip.html');
      const {panel, frame} = await showFlavour(page, flavour);
      const tooltipText = () =>
        frame.evaluate(() => {
          const tip = (window as unknown as KonvaWindow).Konva.stages[0]!.findOne('.tooltip');
          return tip && tip.isVisible() ? tip.getText().text() : '';
        });
      await expect
        .poll(() =>
          frame.evaluate(
            () => (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[0]!.getChildren().length,
          ),
        )
        .toBe(1000);
      expect(await tooltipText()).toBe('');
      // The topmost dot (last child of the shapes layer), in the frame's CSS pixels.
      const target = await frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const dots = stage.getLayers()[0]!.getChildren();
        const dot = dots[dots.length - 1]!;
        const box = stage.container().getBoundingClientRect();
        return {x: box.left + dot.x(), y: box.top + dot.y(), n: dot.index + 1};
      });
      const box = (await panel.locator('iframe').boundingBox())!;
      await page.mouse.move(box.x + target.x - 20, box.y + target.y - 20);
      await page.mouse.move(box.x + target.x, box.y + target.y, {steps: 5});
      await expect.poll(tooltipText).toContain(`#${target.n} `);
      // The demo prints the measured hover time.
      await expect(frame.locator('body')).toContainText(/悬停→提示 \d+\.\d ms/);
    });
  }
});

test.describe('20000_Nodes', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: changing the count rebuilds the scene with that many dots`, async ({page}) => {
      await gotoHydrated(page, '/docs/sandbox/20000_Nodes.html');
      const {frame} = await showFlavour(page, flavour);
      const dots = () => frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages[0]!.find('.dot').length);
      await expect.poll(dots, {timeout: 20_000}).toBe(5000);
      await frame.locator('select').selectOption('10000');
      await expect.poll(dots, {timeout: 30_000}).toBe(10000);
      // The demo prints its measurements once the slices are done.
      await expect(frame.locator('body')).toContainText(/生成 \d+ ms · 场景层重绘 \d+\.\d ms/, {timeout: 20_000});
    });
  }
});

test.describe('Drag_and_Drop_Stress_Test', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: dragging the topmost square moves it and puts it back on the main layer`, async ({page}) => {
      await gotoHydrated(page, '/docs/sandbox/Drag_and_Drop_Stress_Test.html');
      const {panel, frame} = await showFlavour(page, flavour);
      await expect
        .poll(() =>
          frame.evaluate(
            () => (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[0]!.getChildren().length,
          ),
        )
        .toBe(1000);
      const start = await frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const squares = stage.getLayers()[0]!.getChildren();
        const square = squares[squares.length - 1]!;
        const box = stage.container().getBoundingClientRect();
        return {
          id: square._id,
          x: square.x(),
          y: square.y(),
          left: box.left,
          top: box.top,
          width: box.width,
          height: box.height,
        };
      });
      // Towards the middle: a pointer leaving the frame would release the button outside it, and the drag never ends.
      const dx = start.x > start.width / 2 ? -60 : 60;
      const dy = start.y > start.height / 2 ? -20 : 20;
      const box = (await panel.locator('iframe').boundingBox())!;
      const from = {x: box.x + start.left + start.x, y: box.y + start.top + start.y};
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + dx, from.y + dy, {steps: 10});
      await page.mouse.up();
      const moved = () =>
        frame.evaluate((id) => {
          const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
          const square = stage.findOne((node) => node._id === id);
          return square && square.getParent() === stage.getLayers()[0] ? Math.round(square.x()) : null;
        }, start.id);
      await expect.poll(moved).toBe(Math.round(start.x + dx));
      await expect(frame.locator('body')).toContainText(/拖动 \d+ fps/);
    });
  }
});

test.describe('Animation_Stress_Test', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: particles move while playing and stay put after 暂停`, async ({page}) => {
      await gotoHydrated(page, '/docs/sandbox/Animation_Stress_Test.html');
      const {frame} = await showFlavour(page, flavour);
      // Position of the first particle, read after two more animation frames.
      const position = () =>
        frame.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const particle = (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[0]!.getChildren()[0]!;
          return `${particle.x().toFixed(2)},${particle.y().toFixed(2)}`;
        });
      const first = await position();
      await expect.poll(position).not.toBe(first);
      // The demo settles its frame rate every 500 ms of playing; until then it shows "— fps".
      await expect(frame.locator('body')).toContainText(/\d+ fps · 每帧计算 \d+\.\d ms/);
      await frame.getByRole('button', {name: '暂停'}).click();
      await expect(frame.getByRole('button', {name: '播放'})).toBeVisible();
      const paused = await position();
      expect(await position()).toBe(paused);
      expect(await position()).toBe(paused);
      // Paused, it keeps showing the last measurement.
      await expect(frame.locator('body')).toContainText(/\d+ fps · 每帧计算 \d+\.\d ms/);
    });
  }
});
