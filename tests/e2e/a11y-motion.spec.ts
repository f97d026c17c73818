// Reduced motion: when the reader's system asks for less motion, every example's Konva animations, tweens and
// sprites wait for the 播放动画 button in the preview (the runner does it: src/plugins/playground/runtime/motion.ts);
// without the preference they start as written and no button appears.
import {test, expect, gotoHydrated, type Page} from './fixtures';
import type {Locator} from '@playwright/test';

const FIXTURE = '/docs/playground-fixtures.html';
const ANIMATED = `import Konva from 'konva';
const stage = new Konva.Stage({container: 'container', width: 240, height: 100});
const layer = new Konva.Layer();
stage.add(layer);
const rect = new Konva.Rect({x: 0, y: 10, width: 40, height: 40, fill: '#1e5aa8'});
layer.add(rect);
let logged = false;
new Konva.Animation((frame) => {
  if (!logged && frame.time > 0) {
    logged = true;
    console.log('动画在运行');
  }
}, layer).start();
rect.to({x: 120, duration: 0.2, onFinish: () => console.log('补间完成')});
console.log('示例已启动');
`;

async function animatedExample(page: Page): Promise<Locator> {
  await gotoHydrated(page, FIXTURE);
  const panel = page.locator('[data-pg-panel]:visible').first();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
  await panel.getByRole('button', {name: '编辑', exact: true}).click();
  const content = panel.locator('.cm-content');
  await expect(content).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(ANIMATED);
  await expect(panel.getByRole('log')).toContainText('示例已启动', {timeout: 15_000});
  return panel;
}

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({reducedMotion: 'reduce'});

  test('an animation and a tween wait for 播放动画; 暂停动画 stops them again', async ({page}) => {
    const panel = await animatedExample(page);
    const log = panel.getByRole('log');
    const play = panel.frameLocator('iframe').getByRole('button', {name: '播放动画'});
    await expect(play).toBeVisible({timeout: 10_000});
    // Held: after 30 rendered frames of the runner (an animation would have moved in each), nothing has moved.
    const runner = (await (await panel.locator('iframe').elementHandle())!.contentFrame())!;
    await runner.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const step = () => (++frames >= 30 ? resolve() : requestAnimationFrame(step));
          requestAnimationFrame(step);
        }),
    );
    await expect(log).not.toContainText('动画在运行');
    await expect(log).not.toContainText('补间完成');
    // By keyboard: the button is a stop inside the preview frame.
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(log).toContainText('动画在运行', {timeout: 10_000});
    await expect(log).toContainText('补间完成', {timeout: 10_000});
    const pause = panel.frameLocator('iframe').getByRole('button', {name: '暂停动画'});
    await expect(pause).toBeVisible();
    await pause.press('Enter');
    await expect(panel.frameLocator('iframe').getByRole('button', {name: '播放动画'})).toBeVisible();
  });

  test('a built example (a sprite) starts held, with the button in its preview', async ({page}) => {
    await gotoHydrated(page, '/docs/shapes/Sprite.html');
    const panel = page.locator('[data-pg-panel]:visible').first();
    await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
    await expect(panel.frameLocator('iframe').getByRole('button', {name: '播放动画'})).toBeVisible({timeout: 10_000});
  });
});

test.describe('no motion preference', () => {
  test.use({reducedMotion: 'no-preference'});

  test('animations start as written and no button appears', async ({page}) => {
    const panel = await animatedExample(page);
    await expect(panel.getByRole('log')).toContainText('动画在运行', {timeout: 10_000});
    await expect(panel.getByRole('log')).toContainText('补间完成', {timeout: 10_000});
    await expect(panel.frameLocator('iframe').locator('[data-pg-motion]')).toHaveCount(0);
  });
});
