// Sandbox demos (demo-l): zooming around the pointer (wheel, two-finger pinch through synthetic
// Pointer Events, reset). Each in the vanilla tab and one framework tab; the view is read from the
// Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page} from './fixtures';
import type {Frame} from '@playwright/test';

type View = {scale: number; x: number; y: number};
type KonvaWindow = {Konva: {stages: {scaleX: () => number; x: () => number; y: () => number}[]}};

function view(frame: Frame): Promise<View> {
  return frame.evaluate(() => {
    const s = (window as unknown as KonvaWindow).Konva.stages[0]!;
    return {scale: s.scaleX(), x: s.x(), y: s.y()};
  });
}

/** The design coordinate under a point of the stage. */
const worldAt = (v: View, p: {x: number; y: number}) => ({x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale});

/** Opens the demo in one flavour with its frame centred in the window (the sticky navbar covers the top). */
async function open(page: Page, flavour: 'vanilla' | 'react' | 'vue' | 'svelte' | 'angular') {
  await gotoHydrated(page, '/docs/sandbox/Zooming_Relative_To_Pointer.html');
  const {panel, frame} = await showFlavour(page, flavour);
  const iframe = panel.locator('iframe');
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  return {frame, box: (await iframe.boundingBox())!};
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Zooming_Relative_To_Pointer (${flavour}): the wheel zooms around the pointer, 复位 restores the whole map`, async ({page}) => {
    const {frame, box} = await open(page, flavour);
    const home = await view(frame);
    const p = {x: Math.round(box.width * 0.7), y: Math.round(box.height * 0.6)};
    const under = worldAt(home, p);

    await page.mouse.move(box.x + p.x, box.y + p.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await view(frame)).scale).toBeGreaterThan(home.scale * 1.5);
    // The design point under the pointer has not moved.
    const zoomed = worldAt(await view(frame), p);
    expect(Math.abs(zoomed.x - under.x)).toBeLessThan(1);
    expect(Math.abs(zoomed.y - under.y)).toBeLessThan(1);
    await expect(frame.getByText(/^1[5-9]\d%$/)).toBeVisible();

    // Zooming out stops at the whole map.
    await page.mouse.wheel(0, 3000);
    await expect.poll(async () => (await view(frame)).scale).toBeCloseTo(home.scale, 5);

    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await view(frame)).scale).toBeGreaterThan(home.scale * 1.5);
    await frame.getByRole('button', {name: '复位'}).click();
    await expect.poll(() => view(frame)).toEqual(home);
    await expect(frame.getByText('100%', {exact: true})).toBeVisible();
  });
}

for (const flavour of ['vanilla', 'angular'] as const) {
  test(`Zooming_Relative_To_Pointer (${flavour}): a two-finger pinch doubles the zoom around the fingers' centre`, async ({page}) => {
    const {frame, box} = await open(page, flavour);
    const home = await view(frame);
    const c = {x: Math.round(box.width / 2), y: Math.round(box.height / 2)};
    const under = worldAt(home, c);

    // Two touch pointers 80 px apart move to 160 px apart around the same centre.
    await frame.evaluate(({x, y}) => {
      const target = document.querySelector('.konvajs-content')!;
      const rect = target.getBoundingClientRect();
      const send = (type: string, id: number, dx: number) =>
        target.dispatchEvent(
          new PointerEvent(type, {
            pointerId: id,
            pointerType: 'touch',
            isPrimary: id === 1,
            bubbles: true,
            cancelable: true,
            clientX: rect.left + x + dx,
            clientY: rect.top + y,
            buttons: type === 'pointerup' ? 0 : 1,
          }),
        );
      send('pointerdown', 1, -40);
      send('pointerdown', 2, 40);
      for (let step = 1; step <= 4; step++) {
        send('pointermove', 1, -40 - step * 10);
        send('pointermove', 2, 40 + step * 10);
      }
      send('pointerup', 1, -80);
      send('pointerup', 2, 80);
    }, c);

    await expect.poll(async () => (await view(frame)).scale).toBeCloseTo(home.scale * 2, 3);
    const pinched = worldAt(await view(frame), c);
    expect(Math.abs(pinched.x - under.x)).toBeLessThan(1);
    expect(Math.abs(pinched.y - under.y)).toBeLessThan(1);
    await expect(frame.getByText('200%', {exact: true})).toBeVisible();
  });
}
