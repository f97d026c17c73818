// Sandbox demos of branch demo-m. Shape_Tooltips: the mouse over a bubble shows a tooltip that stays inside the
// stage and hides over empty space; a touch tap shows it above the finger and a tap on empty space hides it.
// Konva state is read inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const LABELS = {vanilla: '原生 JS', react: 'React', vue: 'Vue', svelte: 'Svelte', angular: 'Angular'} as const;
type Flavour = keyof typeof LABELS;

type Box = {x: number; y: number; width: number; height: number};
type KNode = {
  getClientRect: () => Box;
  getAbsolutePosition: () => {x: number; y: number};
  isVisible: () => boolean;
  findOne: (s: string) => {text: () => string};
};
type KStage = {
  find: (s: string) => KNode[];
  findOne: (s: string) => KNode | undefined;
  width: () => number;
  height: () => number;
  content: HTMLElement;
};
type KonvaWindow = {Konva?: {stages: KStage[]}};

/** Opens the first example of a page in one flavour, waits until it has painted and centres its frame. */
async function openExample(page: Page, route: string, flavour: Flavour): Promise<{frame: Frame; iframe: Locator}> {
  await gotoHydrated(page, route);
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  const iframe = panel.locator('iframe');
  // An off-screen frame gets no animation frames, and the sticky navbar covers the top: centre it.
  await centreForPointer(page, iframe);
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 30_000});
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  return {frame, iframe};
}

/** Centres of the bubbles (frame coordinates). */
function bubbles(frame: Frame): Promise<{x: number; y: number}[]> {
  return frame.evaluate(
    () => (window as unknown as KonvaWindow).Konva?.stages[0]?.find('.store').map((n) => n.getAbsolutePosition()) ?? [],
  );
}

/** The visible tooltip's rectangle and text plus the stage size, or null while no tooltip is shown. */
function tooltip(frame: Frame): Promise<{box: Box; text: string; w: number; h: number} | null> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva?.stages[0];
    const label = stage?.findOne('Label');
    if (!stage || !label || !label.isVisible()) return null;
    return {box: label.getClientRect(), text: label.findOne('Text').text(), w: stage.width(), h: stage.height()};
  });
}

for (const flavour of ['vanilla', 'vue', 'angular'] as const) {
  test(`Shape_Tooltips (${flavour}): hover shows a tooltip inside the stage, a touch tap too`, async ({page}) => {
    const {frame, iframe} = await openExample(page, '/docs/sandbox/Shape_Tooltips.html', flavour);
    await expect.poll(async () => (await bubbles(frame)).length).toBe(6);
    const centres = await bubbles(frame);
    const box = (await iframe.boundingBox())!;
    expect(await tooltip(frame)).toBeNull();

    // Mouse over the bottom-right bubble (江边店): the tooltip flips to stay inside the stage.
    const last = centres[5]!;
    await page.mouse.move(box.x + last.x - 4, box.y + last.y - 4);
    await page.mouse.move(box.x + last.x, box.y + last.y);
    await expect.poll(async () => (await tooltip(frame))?.text ?? '').toContain('江边店');
    const tip = (await tooltip(frame))!;
    expect(tip.box.x).toBeGreaterThanOrEqual(0);
    expect(tip.box.y).toBeGreaterThanOrEqual(0);
    expect(tip.box.x + tip.box.width).toBeLessThanOrEqual(tip.w);
    expect(tip.box.y + tip.box.height).toBeLessThanOrEqual(tip.h);

    // Over empty space (the top-left corner) the tooltip goes away.
    await page.mouse.move(box.x + 3, box.y + 3);
    await expect.poll(() => tooltip(frame)).toBeNull();

    // Touch: a tap on 南广场店 (room above it) shows its tooltip above the finger, a tap on empty space hides it.
    const south = centres[3]!;
    const tap = (x: number, y: number) =>
      frame.evaluate(
        ([px, py]) => {
          const content = (window as unknown as KonvaWindow).Konva!.stages[0]!.content;
          const r = content.getBoundingClientRect();
          const init = {
            bubbles: true,
            pointerId: 7,
            pointerType: 'touch',
            isPrimary: true,
            clientX: r.left + px!,
            clientY: r.top + py!,
          };
          content.dispatchEvent(new PointerEvent('pointerdown', init));
          content.dispatchEvent(new PointerEvent('pointerup', init));
        },
        [x, y],
      );
    await tap(south.x, south.y);
    await expect.poll(async () => (await tooltip(frame))?.text ?? '').toContain('南广场店');
    expect((await tooltip(frame))!.box.y + 1).toBeLessThan(south.y);
    await tap(3, 3);
    await expect.poll(() => tooltip(frame)).toBeNull();
  });
}

type GroupWindow = {
  Konva?: {
    stages: {
      find: (s: string) => {x: () => number; y: () => number; opacity: () => number; isCached: () => boolean}[];
    }[];
  };
};

/** Group opacities and cached flags, left to right. */
function groups(frame: Frame): Promise<{opacity: number; cached: boolean}[]> {
  return frame.evaluate(() =>
    ((window as unknown as GroupWindow).Konva?.stages[0]?.find('Group') ?? [])
      .sort((a, b) => a.x() - b.x())
      .map((g) => ({opacity: g.opacity(), cached: g.isCached()})),
  );
}

/** Canvas colours [r, g, b] of each icon where the rectangle overlaps the circle (0, 35) and of the rectangle alone
 * (55, -18), both on white. */
function iconPixels(frame: Frame): Promise<{overlap: number[]; alone: number[]}[]> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const ratio = canvas.width / canvas.clientWidth;
    const ctx = canvas.getContext('2d')!;
    const at = (x: number, y: number) =>
      Array.from(ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data).slice(0, 3);
    return ((window as unknown as GroupWindow).Konva?.stages[0]?.find('Group') ?? [])
      .sort((a, b) => a.x() - b.x())
      .map((g) => ({overlap: at(g.x(), g.y() + 35), alone: at(g.x() + 55, g.y() - 18)}));
  });
}

const close = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 3);

for (const flavour of ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const) {
  test(`Transparent_Group (${flavour}): the slider fades both icons, only the cached one evenly`, async ({page}) => {
    const {frame} = await openExample(page, '/docs/sandbox/Transparent_Group.html', flavour);
    await expect
      .poll(() => groups(frame))
      .toEqual([
        {opacity: 0.5, cached: false},
        {opacity: 0.5, cached: true},
      ]);
    // At 0.5 the plain icon shows the circle through the rectangle; the cached one is one even colour.
    await expect
      .poll(async () => {
        const [plain, cached] = await iconPixels(frame);
        return (
          !close(plain!.overlap, cached!.overlap) &&
          close(cached!.overlap, cached!.alone) &&
          !close(plain!.overlap, plain!.alone)
        );
      })
      .toBe(true);

    await frame.getByRole('slider').fill('0.3');
    await expect
      .poll(() => groups(frame))
      .toEqual([
        {opacity: 0.3, cached: false},
        {opacity: 0.3, cached: true},
      ]);
    await expect(frame.getByText('0.30')).toBeVisible();

    // Fully opaque, both icons look the same.
    await frame.getByRole('slider').fill('1');
    await expect
      .poll(async () => {
        const [plain, cached] = await iconPixels(frame);
        return close(plain!.overlap, cached!.overlap) && close(plain!.alone, cached!.alone);
      })
      .toBe(true);
  });
}
