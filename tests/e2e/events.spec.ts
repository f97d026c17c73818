// Events tutorial: clicking a shape inside the live example of /docs/events/Binding_Events.html reports the
// event type, target and currentTarget in the example's own log text (a Konva.Text named "log"); clicking
// empty space reports the stage as target. Checked in the vanilla tab and in two framework tabs.
import {test, expect, type Page, centreForPointer} from './fixtures';

const LABELS = {vanilla: '原生 JS', react: 'React', angular: 'Angular'} as const;

async function openFlavour(page: Page, flavour: keyof typeof LABELS) {
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  // Scroll the frame itself into view: the panel (preview + code) can be taller than the window, and an
  // off-screen frame gets no animation frames, so it would never paint.
  const iframe = panel.locator('iframe');
  await iframe.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  await centreForPointer(page, iframe);
  await expect(panel.locator('[data-pg-error]')).toHaveCount(0);
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  // The text the example prints on its canvas (Konva is global inside the sandboxed frame).
  const log = () =>
    frame.evaluate(() => {
      const konva = (
        window as unknown as {Konva: {stages: {findOne: (s: string) => {text: () => string} | undefined}[]}}
      ).Konva;
      return konva.stages.map((s) => s.findOne('.log')?.text() ?? '').join('');
    });
  // Click at a point given in the example's own coordinates (the stage fills the frame from its top left).
  const clickAt = async (x: number, y: number) => {
    const box = (await iframe.boundingBox())!;
    await page.mouse.click(box.x + x, box.y + y);
  };
  return {log, clickAt};
}

test.describe('events: Binding_Events live example', () => {
  for (const flavour of ['vanilla', 'react', 'angular'] as const) {
    test(`${flavour}: clicking a card and empty space reports type, target and currentTarget`, async ({page}) => {
      await page.goto('/docs/events/Binding_Events.html');
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      const {log, clickAt} = await openFlavour(page, flavour);
      await expect.poll(log).toContain('点一下卡片');

      // The coloured square of the second card (cards start at x = 20 + i * 105, y = 110, 95 px wide).
      await clickAt(140, 125);
      await expect.poll(log).toContain('type：click');
      await expect.poll(log).toContain('target：Rect「bg」');
      await expect.poll(log).toContain('currentTarget：Group「card-2」');

      // The label of the first card: the target changes, the group that listens stays the current target.
      await clickAt(67, 156);
      await expect.poll(log).toContain('target：Text「label」');
      await expect.poll(log).toContain('currentTarget：Group「card-1」');

      // Below the cards nothing is drawn: the stage itself is the target.
      await clickAt(300, 222);
      await expect.poll(log).toContain('target：Stage\n');
      await expect.poll(log).toContain('currentTarget：Stage');
    });
  }
});
