// Demos of /docs/sandbox/ written by demo-k: each demo's main interaction once, in the vanilla and React tabs,
// checked through the frame's Konva state (window.Konva.stages[0]).
import {test, expect, gotoHydrated, showFlavour} from './fixtures';

const FLAVOURS = ['vanilla', 'react'] as const;

/** Minimal view of the Konva global inside the example frame. */
type KNode = {
  x(): number;
  y(): number;
  text(): string;
  scaleX(): number;
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
      const hex = () => frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages[0]!.findOne('.hex')!.text());
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
      await panel.locator('iframe').evaluate((el) => el.scrollIntoView({block: 'center'}));
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
