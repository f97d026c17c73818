// Sandbox demos (set d): Editable_Text, Canvas_Editor, Custom_Font. Each test does the demo's main
// interaction with real mouse and keyboard input on the preview frame and reads the result back from
// the Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page} from './fixtures';
import type {Frame, Locator} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};
type KNode = {getClientRect: () => Box; text: () => string; attrs: Record<string, unknown>};
type KonvaWindow = {Konva: {stages: {findOne: (s: string) => KNode | undefined; find: (s: string) => KNode[]}[]}};

/** Page coordinates of the centre of the node found by `selector` in the frame's first stage. */
async function centreOf(frame: Frame, panel: Locator, selector: string): Promise<{x: number; y: number}> {
  const rect = await frame.evaluate((sel) => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const r = stage.findOne(sel)!.getClientRect();
    const c = (stage as unknown as {container: () => HTMLElement}).container().getBoundingClientRect();
    return {x: c.left + r.x + r.width / 2, y: c.top + r.y + r.height / 2};
  }, selector);
  const box = (await panel.locator('iframe').boundingBox())!;
  return {x: box.x + rect.x, y: box.y + rect.y};
}

function textOf(frame: Frame, selector: string): Promise<string | undefined> {
  return frame.evaluate((sel) => (window as unknown as KonvaWindow).Konva.stages[0]?.findOne(sel)?.text(), selector);
}

async function open(page: Page, route: string, flavour: Parameters<typeof showFlavour>[1]) {
  await gotoHydrated(page, route);
  const shown = await showFlavour(page, flavour);
  // Centre the frame in the viewport: at the top edge its first rows would sit under the sticky navbar.
  await shown.panel.locator('iframe').evaluate((el) => el.scrollIntoView({block: 'center'}));
  return shown;
}

for (const flavour of ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const) {
  test(`Editable_Text (${flavour}): double-click edits a text in place, Enter saves, Esc cancels`, async ({page}) => {
    const {panel, frame} = await open(page, '/docs/sandbox/Editable_Text.html', flavour);
    await expect.poll(() => textOf(frame, '.body')).toContain('愿你新的一岁');
    const editor = frame.getByRole('textbox', {name: '编辑文字'});
    await expect(editor).toBeHidden();

    // Double-click the body text: a textarea holding its text appears, the text is selected.
    const body = await centreOf(frame, panel, '.body');
    await page.mouse.dblclick(body.x, body.y);
    await expect(editor).toBeVisible();
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(/愿你新的一岁/);
    await page.keyboard.type('明天见 Konva');
    await page.keyboard.press('Enter');
    await expect(editor).toBeHidden();
    await expect.poll(() => textOf(frame, '.body')).toBe('明天见 Konva');

    // Esc throws the edit away.
    const title = await centreOf(frame, panel, '.title');
    await page.mouse.dblclick(title.x, title.y);
    await expect(editor).toBeVisible();
    await page.keyboard.type('不要了');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect.poll(() => textOf(frame, '.title')).toBe('生日快乐！');

    // Reset brings the original body text back.
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => textOf(frame, '.body')).toContain('愿你新的一岁');
  });
}
