// Sandbox demos (basics): the context menu deletes the shape it was opened on, and the watermark
// is redrawn when its text changes. Each in the vanilla tab and one framework tab. Node counts are
// read from the Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const LABELS = {vanilla: '原生 JS', react: 'React', vue: 'Vue', svelte: 'Svelte', angular: 'Angular'} as const;
type Flavour = keyof typeof LABELS;

type Box = {x: number; y: number; width: number; height: number};
type KonvaWindow = {Konva?: {stages: {find: (s: string) => {getClientRect: () => Box}[]}[]}};

/** Opens the first example of a page in one flavour and waits until it has painted. */
async function openExample(page: Page, route: string, flavour: Flavour): Promise<{frame: Frame; iframe: Locator}> {
  await gotoHydrated(page, route);
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  const iframe = panel.locator('iframe');
  // An off-screen frame gets no animation frames, so Konva would not draw: bring it into view.
  await iframe.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
  await centreForPointer(page, iframe);
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  return {frame, iframe};
}

/** Client rectangles (frame coordinates) of the shapes named "item", in drawing order. */
function items(frame: Frame): Promise<Box[]> {
  return frame.evaluate(
    () => (window as unknown as KonvaWindow).Konva?.stages[0]?.find('.item').map((n) => n.getClientRect()) ?? [],
  );
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Canvas_Context_Menu (${flavour}): right-click a shape, 删除 removes it`, async ({page}) => {
    const {frame, iframe} = await openExample(page, '/docs/sandbox/Canvas_Context_Menu.html', flavour);
    await expect.poll(async () => (await items(frame)).length).toBe(4);
    const menu = frame.getByRole('menu');
    await expect(menu).toBeHidden();

    // Right-click the middle of the first shape.
    const shape = (await items(frame))[0]!;
    const box = (await iframe.boundingBox())!;
    await page.mouse.click(box.x + shape.x + shape.width / 2, box.y + shape.y + shape.height / 2, {button: 'right'});
    await expect(menu).toBeVisible();
    // The menu stays inside the frame.
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(box.x + box.width);
    expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(box.y + box.height);

    await frame.getByRole('menuitem', {name: '删除'}).click();
    await expect(menu).toBeHidden();
    await expect.poll(async () => (await items(frame)).length).toBe(3);
  });
}

/** Sum of the canvas pixels over the picture (drawn at 6, 104 of the frame); 0 until the picture is drawn. */
function photoChecksum(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas');
    if (!canvas) return 0;
    const ratio = canvas.width / canvas.clientWidth;
    const d = canvas.getContext('2d')!.getImageData(6 * ratio, 104 * ratio, 300 * ratio, 200 * ratio).data;
    let sum = 0;
    let opaque = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3]) opaque++;
      sum += d[i]! * 3 + d[i + 1]! * 5 + d[i + 2]! * 7;
    }
    return opaque > (d.length / 4) * 0.9 ? sum : 0;
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Canvas_Watermark (${flavour}): a new watermark text changes the picture, export reports 640×440`, async ({
    page,
  }) => {
    const {frame} = await openExample(page, '/docs/sandbox/Canvas_Watermark.html', flavour);
    await expect.poll(() => photoChecksum(frame), {timeout: 10_000}).toBeGreaterThan(0);
    const before = await photoChecksum(frame);

    await frame.getByRole('textbox').fill('仅供内部使用');
    await expect.poll(() => photoChecksum(frame)).not.toBe(before);

    await frame.getByRole('button', {name: '导出 PNG'}).click();
    await expect(frame.getByText('640×440 PNG')).toBeVisible();
    await expect(frame.getByRole('img', {name: '导出结果'})).toBeVisible();
  });
}
