// Input on the live examples of the events section: keys reach a focused stage container
// (Keyboard_Events), and a touch tap is reported as the Konva events the page describes
// (Desktop_and_Mobile, Pointer_Events). The texts are read from the Konva stage inside the
// sandboxed frame (Konva puts itself on window there).
import {test, expect, type Page, centreForPointer} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

const LABELS = {vanilla: '原生 JS', react: 'React', vue: 'Vue', svelte: 'Svelte', angular: 'Angular'} as const;

/** Opens the first example of a page in one flavour and waits until it has painted. */
async function openExample(
  page: Page,
  route: string,
  flavour: keyof typeof LABELS,
): Promise<{frame: Frame; iframe: Locator}> {
  await page.goto(route);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 30_000});
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

/** Every Konva.Text of the example's stage, in tree order. */
function stageTexts(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const konva = (window as unknown as {Konva?: {stages: {find: (s: string) => {text: () => string}[]}[]}}).Konva;
    return konva?.stages[0]?.find('Text').map((t) => t.text()) ?? [];
  });
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Keyboard_Events (${flavour}): an arrow key moves the square once the stage container has focus`, async ({
    page,
  }) => {
    const {frame} = await openExample(page, '/docs/events/Keyboard_Events.html', flavour);
    await expect.poll(() => stageTexts(frame)).toContain('x = 140，y = 90');
    // Keys go nowhere before the container is focused. (The flavour tab just clicked has focus, and arrow keys
    // on a tab switch the flavour: take the focus off it first.)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stageTexts(frame)).toContain('点一下画布，让它获得键盘焦点');
    expect(await stageTexts(frame)).toContain('x = 140，y = 90');

    await frame.locator('[tabindex]').first().focus();
    await expect.poll(() => stageTexts(frame)).toContain('已获得焦点：按方向键移动方块');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stageTexts(frame)).toContain('x = 150，y = 90');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => stageTexts(frame)).toContain('x = 150，y = 120');
  });
}

test.describe('touch', () => {
  test.use({hasTouch: true});

  test('Desktop_and_Mobile: a tap on the circle fires pointer and touch events, and the click tap handler once', async ({
    page,
  }) => {
    const {frame, iframe} = await openExample(page, '/docs/events/Desktop_and_Mobile.html', 'vanilla');
    const box = (await iframe.boundingBox())!;
    await page.touchscreen.tap(box.x + 80, box.y + 100);
    await expect
      .poll(() => stageTexts(frame))
      .toContain(['pointerdown', 'touchstart', 'pointerup', 'pointerclick', 'touchend', 'tap'].join('\n'));
    expect(await stageTexts(frame)).toContain("'click tap' 执行了 1 次");
  });

  test('Pointer_Events: a tap is reported as a touch pointer, a mouse stroke draws a line', async ({page}) => {
    const {frame, iframe} = await openExample(page, '/docs/events/Pointer_Events.html', 'vanilla');
    const box = (await iframe.boundingBox())!;
    await page.touchscreen.tap(box.x + 170, box.y + 150);
    await expect
      .poll(async () => (await stageTexts(frame))[0])
      .toMatch(/^最近：pointerup（touch，#\d+）\n按下的指针：无$/);

    await page.mouse.move(box.x + 60, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 180, {steps: 6});
    await expect.poll(async () => (await stageTexts(frame))[0]).toMatch(/按下的指针：#1$/);
    await page.mouse.up();
    await expect.poll(async () => (await stageTexts(frame))[0]).toBe('最近：pointerup（mouse，#1）\n按下的指针：无');
    // The stroke kept the moves: more than the two points a press alone gives it.
    const points = await frame.evaluate(() => {
      const konva = (window as unknown as {Konva: {stages: {find: (s: string) => {points: () => number[]}[]}[]}}).Konva;
      return konva.stages[0]!.find('Line').map((l) => l.points().length);
    });
    expect(Math.max(...points)).toBeGreaterThan(8);
  });
});
