// Sandbox demos of writer e: Canvas_to_PDF (add a shape, export a real PDF download), Badge_Maker and
// Canvas_Sticker. Each in the vanilla tab and one framework tab; Konva state is read inside the frame.
import {readFile} from 'node:fs/promises';
import {test, expect, gotoHydrated, showFlavour, centreForPointer} from './fixtures';
import type {Frame} from '@playwright/test';

type KonvaWindow = {Konva: {stages: {find: (selector: string) => unknown[]}[]}};

/** How many nodes match a selector on the frame's first stage. */
function count(frame: Frame, selector: string): Promise<number> {
  return frame.evaluate((sel) => (window as unknown as KonvaWindow).Konva.stages[0]!.find(sel).length, selector);
}

for (const flavour of ['vanilla', 'react'] as const) {
  test(`Canvas_to_PDF (${flavour}): ＋ 图形 adds a shape, 导出 PDF downloads an A4 PDF`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Canvas_to_PDF.html');
    const {frame} = await showFlavour(page, flavour);
    await expect.poll(() => count(frame, '.item')).toBe(3);

    await frame.getByRole('button', {name: '＋ 图形'}).click();
    await expect.poll(() => count(frame, '.item')).toBe(4);

    const download = page.waitForEvent('download');
    await frame.getByRole('button', {name: '导出 PDF'}).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('konva-poster.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One A4 landscape page (841.89 × 595.28 pt) holding the JPEG of the paper.
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
    expect(bytes.toString('latin1')).toContain('/DCTDecode');
    await expect(frame.getByRole('status')).toContainText('1754×1240');
  });
}

type TextNode = {text: () => string; fontSize: () => number};

/** Text and font size of the badge's name. */
function badgeName(frame: Frame): Promise<[string, number]> {
  return frame.evaluate(() => {
    const node = (window as unknown as KonvaWindow).Konva.stages[0]!.find('.badge-name')[0] as TextNode;
    return [node.text(), node.fontSize()] as [string, number];
  });
}

for (const flavour of ['vanilla', 'vue'] as const) {
  test(`Badge_Maker (${flavour}): a long name shrinks its font, 下载 PNG gives a 720×1020 PNG`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Badge_Maker.html');
    const {frame} = await showFlavour(page, flavour);
    await expect.poll(() => badgeName(frame)).toEqual(['林小满', 36]);

    await frame.getByLabel('姓名').fill('欧阳 Alexander');
    await expect.poll(() => badgeName(frame)).toEqual(['欧阳 Alexander', 28]);
    const coral = frame.getByRole('button', {name: '珊瑚'});
    await coral.click();
    await expect(coral).toHaveAttribute('aria-pressed', 'true');

    const download = page.waitForEvent('download');
    await frame.getByRole('button', {name: '下载 PNG'}).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('badge-欧阳 Alexander.png');
    const png = await readFile((await file.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([720, 1020]);

    await frame.getByRole('button', {name: '重置'}).click();
    await expect.poll(() => badgeName(frame)).toEqual(['林小满', 36]);
  });
}

type StickerState = {count: number; selected: number; last: {x: number; y: number}};

/** Sticker count, how many nodes the transformer holds, and the centre of the topmost sticker (frame pixels). */
function stickerState(frame: Frame): Promise<StickerState> {
  return frame.evaluate(() => {
    type Box = {x: number; y: number; width: number; height: number};
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const stickers = stage.find('.sticker') as {getClientRect: () => Box}[];
    const tr = stage.find('Transformer')[0] as {nodes: () => unknown[]};
    const r = stickers.at(-1)?.getClientRect() ?? {x: 0, y: 0, width: 0, height: 0};
    return {count: stickers.length, selected: tr.nodes().length, last: {x: r.x + r.width / 2, y: r.y + r.height / 2}};
  });
}

for (const flavour of ['vanilla', 'svelte'] as const) {
  test(`Canvas_Sticker (${flavour}): add a sticker, drag it, deselect, select and delete it`, async ({page}) => {
    await gotoHydrated(page, '/docs/sandbox/Canvas_Sticker.html');
    const {panel, frame} = await showFlavour(page, flavour);
    await expect.poll(async () => (await stickerState(frame)).count).toBe(1);

    await frame.getByRole('button', {name: '添加爱心'}).click();
    await expect.poll(() => stickerState(frame)).toMatchObject({count: 2, selected: 1});

    // Centre the frame so the page's sticky navbar does not cover it, then drag the new sticker.
    const iframe = panel.locator('iframe');
    await centreForPointer(page, iframe);
    const box = (await iframe.boundingBox())!;
    const {last} = await stickerState(frame);
    await page.mouse.move(box.x + last.x, box.y + last.y);
    await page.mouse.down();
    await page.mouse.move(box.x + last.x + 40, box.y + last.y + 20, {steps: 5});
    await page.mouse.up();
    await expect.poll(async () => Math.round((await stickerState(frame)).last.x - last.x)).toBe(40);

    // A press on the photo outside the stickers clears the selection; 删除 is then disabled.
    await page.mouse.click(box.x + 14, box.y + 70);
    await expect.poll(async () => (await stickerState(frame)).selected).toBe(0);
    await expect(frame.getByRole('button', {name: '删除'})).toBeDisabled();

    const moved = (await stickerState(frame)).last;
    await page.mouse.click(box.x + moved.x, box.y + moved.y);
    await expect.poll(async () => (await stickerState(frame)).selected).toBe(1);
    await frame.getByRole('button', {name: '删除'}).click();
    await expect.poll(() => stickerState(frame)).toMatchObject({count: 1, selected: 0});
  });
}
