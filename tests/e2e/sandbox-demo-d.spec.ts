// Sandbox demos (set d): Editable_Text, Canvas_Editor, Custom_Font. Each test does the demo's main
// interaction with real mouse and keyboard input on the preview frame and reads the result back from
// the Konva stage inside the sandboxed frame (Konva puts itself on window there).
import {test, expect, gotoHydrated, showFlavour, type Page, centreForPointer} from './fixtures';
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
  await centreForPointer(page, shown.panel.locator('iframe'));
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

    // The signature can be dragged (and stays where it was dropped); reset brings everything back.
    const xOf = () =>
      frame.evaluate(() =>
        Math.round((window as unknown as KonvaWindow).Konva.stages[0]!.findOne('.sign')!.attrs.x as number),
      );
    const startX = await xOf();
    const sign = await centreOf(frame, panel, '.sign');
    await page.mouse.move(sign.x, sign.y);
    await page.mouse.down();
    await page.mouse.move(sign.x - 30, sign.y - 10, {steps: 4});
    await page.mouse.move(sign.x - 60, sign.y - 20, {steps: 4});
    await page.mouse.up();
    await expect.poll(xOf).toBeLessThan(startX - 20);
    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => textOf(frame, '.body')).toContain('愿你新的一岁');
    await expect.poll(xOf).toBe(startX);
  });
}

type EditorState = {shapes: number; selected: number; star?: {x: number; y: number}};

function editorState(frame: Frame): Promise<EditorState> {
  return frame.evaluate(() => {
    type N = {x: () => number; y: () => number; nodes: () => unknown[]};
    const stage = (
      window as unknown as {Konva: {stages: {find: (s: string) => N[]; findOne: (s: string) => N | undefined}[]}}
    ).Konva.stages[0]!;
    const star = stage.findOne('Star');
    return {
      shapes: stage.find('.shape').length,
      selected: stage.findOne('Transformer')!.nodes().length,
      star: star && {x: Math.round(star.x()), y: Math.round(star.y())},
    };
  });
}

for (const flavour of ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const) {
  test(`Canvas_Editor (${flavour}): add a star, drag it, delete it, clear the board`, async ({page}) => {
    const {panel, frame} = await open(page, '/docs/sandbox/Canvas_Editor.html', flavour);
    await expect.poll(() => editorState(frame)).toEqual({shapes: 2, selected: 0, star: undefined});
    const remove = frame.getByRole('button', {name: '删除'});
    await expect(remove).toBeDisabled();

    // 星形 adds a star in the middle of the board and selects it.
    await frame.getByRole('button', {name: '星形'}).click();
    await expect.poll(async () => (await editorState(frame)).shapes).toBe(3);
    await expect.poll(async () => (await editorState(frame)).selected).toBe(1);
    await expect(remove).toBeEnabled();
    const before = (await editorState(frame)).star!;

    // Drag it 60 px to the right with the mouse: its position changes (in board units, so less than 60 when scaled).
    const centre = await centreOf(frame, panel, 'Star');
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 30, centre.y + 10, {steps: 4});
    await page.mouse.move(centre.x + 60, centre.y + 20, {steps: 4});
    await page.mouse.up();
    await expect.poll(async () => (await editorState(frame)).star!.x).toBeGreaterThan(before.x + 20);

    // 删除 removes the selected star; 清空 empties the board.
    await remove.click();
    await expect.poll(() => editorState(frame)).toEqual({shapes: 2, selected: 0, star: undefined});
    await frame.getByRole('button', {name: '清空'}).click();
    await expect.poll(async () => (await editorState(frame)).shapes).toBe(0);
  });
}

/** A cheap fingerprint of the canvas pixels: changes when the title is drawn with another font. */
function canvasSum(frame: Frame): Promise<number> {
  return frame.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum = (sum + d[i]! * 3 + d[i + 1]! * 5 + d[i + 2]! * 7 * (i % 13)) % 1e9;
    return sum;
  });
}

function titleAttrs(frame: Frame): Promise<{fontFamily?: unknown; fontSize?: unknown}> {
  return frame.evaluate(() => {
    const attrs = (window as unknown as KonvaWindow).Konva.stages[0]?.findOne('.title')?.attrs ?? {};
    return {fontFamily: attrs.fontFamily, fontSize: attrs.fontSize};
  });
}

for (const flavour of ['vanilla', 'react', 'vue', 'svelte', 'angular'] as const) {
  test(`Custom_Font (${flavour}): 楷体 loads the site's web font, then the poster is redrawn with it`, async ({
    page,
  }) => {
    const {frame} = await open(page, '/docs/sandbox/Custom_Font.html', flavour);
    await expect.poll(() => titleAttrs(frame)).toEqual({fontFamily: 'sans-serif', fontSize: 32});
    const before = await canvasSum(frame);

    await frame.getByRole('button', {name: '楷体'}).click();
    await expect(frame.getByRole('status')).toHaveText('当前：楷体（网页字体）');
    await expect.poll(() => titleAttrs(frame)).toEqual({fontFamily: 'Demo Kai', fontSize: 32});
    expect(await frame.evaluate(() => document.fonts.check('16px "Demo Kai"', '好'))).toBe(true);
    await expect.poll(() => canvasSum(frame)).not.toBe(before);

    // The size slider resizes the title.
    await frame.getByRole('slider').fill('44');
    await expect.poll(async () => (await titleAttrs(frame)).fontSize).toBe(44);
  });
}
