// Sandbox demos (p): Wheel_of_Fortune. Spin the wheel (a flick in the vanilla tab, the 转动 button in the
// framework tabs) and check that the announced prize is the one Konva's own hit test finds under the pointer.
import {test, expect, gotoHydrated, showFlavour, centreForPointer} from './fixtures';
import type {Frame} from '@playwright/test';

type Pt = {x: number; y: number};
type KonvaNode = {
  getAttr: (k: string) => unknown;
  getClientRect: () => {x: number; y: number; width: number; height: number};
};
type KonvaWindow = {
  Konva?: {stages: {findOne: (s: string) => KonvaNode | undefined; getIntersection: (p: Pt) => KonvaNode | null}[]};
};

/** Centre and radius of the wheel, in frame coordinates. */
function wheelGeometry(frame: Frame): Promise<{cx: number; cy: number; r: number} | null> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva?.stages[0];
    const pointer = stage?.findOne('.pointer');
    const wheel = stage?.findOne('.wheel');
    if (!pointer || !wheel) return null;
    const b = wheel.getClientRect();
    return {cx: b.x + b.width / 2, cy: b.y + b.height / 2, r: b.width / 2};
  });
}

/** The prize of the segment right under the pointer's tip, by Konva's hit test. */
function prizeUnderPointer(frame: Frame): Promise<string | null> {
  return frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva!.stages[0]!;
    const tip = stage.findOne('.pointer')!.getClientRect();
    const hit = stage.getIntersection({x: tip.x + tip.width / 2, y: tip.y + tip.height + 8});
    return hit ? (hit.getAttr('prize') as string) : null;
  });
}

const ROUTE = '/docs/sandbox/Wheel_of_Fortune.html';

for (const flavour of ['vanilla', 'react', 'angular'] as const) {
  test(`Wheel_of_Fortune (${flavour}): a spin ends with the prize under the pointer announced`, async ({page}) => {
    await gotoHydrated(page, ROUTE);
    const {panel, frame} = await showFlavour(page, flavour);
    const iframe = panel.locator('iframe');
    await centreForPointer(page, iframe);
    await expect.poll(() => wheelGeometry(frame)).not.toBeNull();
    const status = frame.getByRole('status');
    await expect(status).not.toContainText('结果');
    const before = await prizeUnderPointer(frame);
    expect(before).toBeTruthy();

    if (flavour === 'vanilla') {
      // A quick clockwise flick over a quarter of the wheel.
      const g = (await wheelGeometry(frame))!;
      const box = (await iframe.boundingBox())!;
      const at = (deg: number) => {
        const a = (deg * Math.PI) / 180;
        return [box.x + g.cx + Math.cos(a) * g.r * 0.6, box.y + g.cy + Math.sin(a) * g.r * 0.6] as const;
      };
      // The demo measures the flick's speed; on a busy machine the moves arrive slowly and it asks for a harder
      // flick (甩得太慢了) — as a reader would, flick again then.
      for (let tries = 0; tries < 5; tries++) {
        await page.mouse.move(...at(-20));
        await page.mouse.down();
        for (let deg = 10; deg <= 100; deg += 30) await page.mouse.move(...at(deg));
        await page.mouse.up();
        await expect(status).toHaveText(/转动中…|甩得太慢/);
        if ((await status.textContent()) === '转动中…') break;
      }
    } else {
      await frame.getByRole('button', {name: '转动'}).click();
    }
    await expect(status).toHaveText('转动中…');
    await expect(frame.getByRole('button', {name: '转动'})).toBeDisabled();
    await expect(status).toContainText('结果：', {timeout: 15_000});
    const announced = (await status.textContent())!.replace('结果：', '');
    expect(announced).toBe(await prizeUnderPointer(frame));
    await expect(frame.getByRole('button', {name: '转动'})).toBeEnabled();
  });
}
