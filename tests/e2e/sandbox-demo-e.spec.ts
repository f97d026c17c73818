// Sandbox demos of writer e: Canvas_to_PDF (add a shape, export a real PDF download), Badge_Maker and
// Canvas_Sticker. Each in the vanilla tab and one framework tab; Konva state is read inside the frame.
import {readFile} from 'node:fs/promises';
import {test, expect, gotoHydrated, showFlavour} from './fixtures';
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
