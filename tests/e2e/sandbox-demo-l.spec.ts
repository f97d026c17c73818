// Sandbox demos (demo-l): zooming around the pointer (wheel, two-finger pinch through synthetic
// Pointer Events, reset). Each in the vanilla tab and one framework tab; the view is read from the
// Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
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
  await centreForPointer(page, iframe);
  return {frame, box: (await iframe.boundingBox())!};
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Zooming_Relative_To_Pointer (${flavour}): the wheel zooms around the pointer, 复位 restores the whole map`, async ({
    page,
  }) => {
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
  test(`Zooming_Relative_To_Pointer (${flavour}): a two-finger pinch doubles the zoom around the fingers' centre`, async ({
    page,
  }) => {
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

type StageWindow = {
  Konva: {
    stages: {
      width: () => number;
      container: () => HTMLElement;
      scaleX: () => number;
      findOne: (s: string) => {
        x: () => number;
        y: () => number;
        getClientRect: () => {x: number; y: number; width: number; height: number};
      };
    }[];
  };
};

/** Stage width, its scale and the star (design position and frame rectangle) of the responsive demo. */
function poster(frame: Frame) {
  return frame.evaluate(() => {
    const s = (window as unknown as StageWindow).Konva.stages[0]!;
    const star = s.findOne('.star');
    // getClientRect() is relative to the stage: add the container's place in the frame (below the toolbar).
    const r = star.getClientRect();
    const c = s.container().getBoundingClientRect();
    return {
      width: s.width(),
      scale: s.scaleX(),
      x: star.x(),
      y: star.y(),
      rect: {...r, x: r.x + c.left, y: r.y + c.top},
    };
  });
}

for (const flavour of ['vanilla', 'vue', 'angular'] as const) {
  test(`Responsive_Canvas (${flavour}): a narrower container scales the poster down, the star still drags, 重置 restores`, async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/sandbox/Responsive_Canvas.html');
    const {panel, frame} = await showFlavour(page, flavour);
    const iframe = panel.locator('iframe');
    await centreForPointer(page, iframe);
    const full = await poster(frame);
    expect(full.width).toBeCloseTo(800 * full.scale, -1);

    // Half the container width: the ResizeObserver shrinks the stage and its scale together.
    await frame.getByRole('slider', {name: '容器宽度'}).fill('50');
    await expect.poll(async () => (await poster(frame)).width).toBeLessThan(full.width - 50);
    const half = await poster(frame);
    expect(half.scale).toBeCloseTo(half.width / 800, 2);

    // Drag the star 40 px left on screen: it moves 40 / scale in design coordinates.
    const box = (await iframe.boundingBox())!;
    const cx = box.x + half.rect.x + half.rect.width / 2;
    const cy = box.y + half.rect.y + half.rect.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 20, cy, {steps: 3});
    await page.mouse.move(cx - 40, cy, {steps: 3});
    await page.mouse.up();
    await expect.poll(async () => (await poster(frame)).x).toBeCloseTo(640 - 40 / half.scale, 0);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(async () => (await poster(frame)).width).toBe(full.width);
    expect((await poster(frame)).x).toBe(640);
  });
}
