// Demos of /docs/sandbox/ written by demo-k: each demo's main interaction once, in the vanilla and React tabs,
// checked through the frame's Konva state (window.Konva.stages[0]).
import {test, expect, gotoHydrated, showFlavour, centreForPointer} from './fixtures';

const FLAVOURS = ['vanilla', 'react'] as const;

/** Minimal view of the Konva global inside the example frame. */
type KNode = {
  x(): number;
  y(): number;
  text(): string;
  scaleX(): number;
  isCached(): boolean;
  getChildren(): KNode[];
  getLayers(): KNode[];
  getAttr(name: string): number;
  getAbsolutePosition(): {x: number; y: number};
  findOne(selector: string): KNode | undefined;
  container(): HTMLElement;
};
type KonvaWindow = Window & {Konva: {stages: KNode[]}};

test.describe('Native_Context_Access', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: dragging on the hue ring and in the square changes the picked colour`, async ({page}) => {
      await gotoHydrated(page, '/docs/sandbox/Native_Context_Access.html');
      const {panel, frame} = await showFlavour(page, flavour);
      const hex = () =>
        frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages[0]!.findOne('.hex')!.text());
      expect(await hex()).toBe('#45b0e6');
      // Ring centre and mid radius, in the frame's CSS pixels.
      const ring = await frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const ring = stage.findOne('.ring')!;
        const box = stage.container().getBoundingClientRect();
        const pos = ring.getAbsolutePosition();
        const mid = ((ring.getAttr('outerRadius') + ring.getAttr('innerRadius')) / 2) * stage.scaleX();
        return {x: box.left + pos.x, y: box.top + pos.y, mid, half: 80 * stage.scaleX()};
      });
      await centreForPointer(page, panel.locator('iframe'));
      const box = (await panel.locator('iframe').boundingBox())!;
      const cx = box.x + ring.x;
      const cy = box.y + ring.y;
      // Drag along the ring from the right (0°, red) down to the bottom (90°).
      await page.mouse.move(cx + ring.mid, cy);
      await page.mouse.down();
      await expect.poll(hex).toBe('#e64545');
      await page.mouse.move(cx, cy + ring.mid, {steps: 8});
      await page.mouse.up();
      await expect.poll(hex).toMatch(/^#9[0-9a-f]e645$/);
      // A press in the square's top-left corner picks white.
      await page.mouse.click(cx - ring.half + 1, cy - ring.half + 1);
      await expect.poll(hex).toMatch(/^#f[a-f0-9]f[a-f0-9]f[a-f0-9]$/);
      await frame.getByRole('button', {name: '重置'}).click();
      await expect.poll(hex).toBe('#45b0e6');
    });
  }
});

test.describe('Resizing_Stress_Test', () => {
  for (const flavour of FLAVOURS) {
    test(`${flavour}: dragging a corner anchor shrinks every square, then the cached group`, async ({page}) => {
      await gotoHydrated(page, '/docs/sandbox/Resizing_Stress_Test.html');
      const {panel, frame} = await showFlavour(page, flavour);
      const state = () =>
        frame.evaluate(() => {
          const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
          const group = stage.getLayers()[0]!.getChildren()[0]!;
          const squares = group.getChildren();
          return {count: squares.length, square: squares[0]!.scaleX(), group: group.scaleX(), cached: group.isCached()};
        });
      await expect.poll(async () => (await state()).count).toBe(500);
      await centreForPointer(page, panel.locator('iframe'));
      // Drags the transformer's bottom-right anchor up and left by 80 × 60 CSS pixels.
      const shrink = async () => {
        const anchor = await frame.evaluate(() => {
          const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
          const pos = stage.findOne('.bottom-right')!.getAbsolutePosition();
          const box = stage.container().getBoundingClientRect();
          return {x: box.left + pos.x, y: box.top + pos.y};
        });
        const box = (await panel.locator('iframe').boundingBox())!;
        const from = {x: box.x + anchor.x, y: box.y + anchor.y};
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(from.x - 80, from.y - 60, {steps: 10});
        await page.mouse.up();
      };
      await shrink();
      await expect.poll(async () => (await state()).square).toBeLessThan(0.95);
      expect((await state()).group).toBe(1);
      await expect(frame.locator('body')).toContainText(/变换 \d+ fps · 图层重绘 \d+\.\d ms/);
      // Whole-group mode: the group itself is scaled, and its cache is cleared after the drag.
      await frame.locator('select').nth(1).selectOption('group');
      await shrink();
      await expect.poll(async () => (await state()).group).toBeLessThan(0.95);
      expect((await state()).cached).toBe(false);
      // 重置 rebuilds the squares at scale 1.
      await frame.getByRole('button', {name: '重置'}).click();
      await expect.poll(async () => (await state()).group).toBe(1);
      expect((await state()).square).toBe(1);
    });
  }
});
