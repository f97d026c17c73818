// Stress-test demos of /docs/sandbox/: each demo's main interaction once, in the vanilla and React tabs,
// checked through the frame's Konva state (window.Konva.stages[0]).
import {test, expect, gotoHydrated, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const LABELS: Record<string, string> = {vanilla: '原生 JS', react: 'React'};
const FLAVOURS = ['vanilla', 'react'];

async function showFlavour(page: Page, flavour: string): Promise<{panel: Locator; frame: Frame}> {
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  const frame = await (await panel.locator('iframe').elementHandle())!.contentFrame();
  return {panel, frame: frame!};
}

/** Minimal view of the Konva global inside the example frame. */
type KNode = {
  index: number;
  x(): number;
  y(): number;
  visible(): boolean;
  isVisible(): boolean;
  getAbsolutePosition(): {x: number; y: number};
  getChildren(): KNode[];
  getLayers(): KNode[];
  findOne(selector: string): KNode | undefined;
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
      await expect.poll(() => frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[0]!.getChildren().length)).toBe(1000);
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
