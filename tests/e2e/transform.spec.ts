// Select and transform, Basic_demo: a selection rectangle dragged over empty space selects every shape it
// touches (the Transformer gets both nodes and the example's status text says so); a click on empty space
// clears the selection. Run in the vanilla tab and in framework tabs.
import {test, expect, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const URL = '/docs/select_and_transform/Basic_demo.html';
const LABELS: Record<string, string> = {vanilla: '原生 JS', react: 'React', angular: 'Angular'};

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

/** What the example's Transformer holds and what its status text says, read through the frame's Konva. */
async function selection(frame: Frame): Promise<{nodes: number; status: string}> {
  return frame.evaluate(() => {
    type Found = {nodes(): unknown[]; text(): string};
    type Stage = {findOne(selector: string): Found | undefined; find(selector: string): Found[]};
    const stage = (window as unknown as {Konva: {stages: Stage[]}}).Konva.stages[0]!;
    const tr = stage.findOne('Transformer');
    const status = stage
      .find('Text')
      .map((t) => t.text())
      .join(' ');
    return {nodes: tr ? tr.nodes().length : -1, status};
  });
}

for (const flavour of Object.keys(LABELS)) {
  test(`Basic_demo ${flavour}: a selection rectangle selects the two shapes it touches`, async ({page}) => {
    await page.goto(URL);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const {panel, frame} = await showFlavour(page, flavour);
    await expect.poll(() => selection(frame)).toEqual({nodes: 0, status: expect.stringContaining('点击或拖出选框')});

    // Centre the preview: at the top of the window the sticky navbar would cover its first rows.
    const iframe = panel.locator('iframe');
    await centreForPointer(page, iframe);
    const box = (await iframe.boundingBox())!;
    const at = (x: number, y: number) => [box.x + x, box.y + y] as const;
    // From empty space left of the first rectangle (x 24–134, y 56–136) to inside the second (x 174–284):
    // the two lower rectangles (y 176–256) stay outside.
    await page.mouse.move(...at(8, 44));
    await page.mouse.down();
    await page.mouse.move(...at(100, 80), {steps: 4});
    await page.mouse.move(...at(190, 100), {steps: 4});
    await page.mouse.up();
    await expect.poll(() => selection(frame)).toEqual({nodes: 2, status: expect.stringContaining('已选中 2 个')});

    // A click on empty space clears the selection.
    await page.mouse.click(...at(320, 160));
    await expect.poll(() => selection(frame)).toEqual({nodes: 0, status: expect.stringContaining('点击或拖出选框')});
  });
}
