// Troubleshooting pages of writer B: each test does what the reader does in the live example and checks that the
// 问题 half really shows the problem and the 修复后 half does not, reading Konva state and pixels inside the frame.
import {test, expect, openExample, dragInFrame, type Page, type Point} from './fixtures';
import type {Frame} from '@playwright/test';

type Rect = {x: number; y: number; width: number; height: number};
interface KNode {
  name(): string;
  x(): number;
  y(): number;
  width(): number;
  height(): number;
  text(): string;
  fontSize(): number;
  scaleX(): number;
  textArr: {text: string; width: number}[];
  measureSize(text: string): {width: number};
  getClientRect(): Rect;
  getAbsolutePosition(): Point;
  getAbsoluteScale(): Point;
  getAttr(name: string): unknown;
  findOne(selector: string): KNode;
  nodes(): KNode[];
}
interface KStage extends KNode {
  find(selector: string): KNode[];
  container(): HTMLElement;
  content: HTMLElement;
  getLayers(): {getNativeCanvasElement(): HTMLCanvasElement}[];
}
type KonvaWindow = {Konva: {stages: KStage[]; pixelRatio: number}};

const route = (name: string) => `/docs/troubleshooting/${name}.html`;
const FLAVOURS = ['vanilla', 'react'] as const;

/** Top-left corner of the frame's first stage, in frame coordinates (toolbars above it move it down). */
function stageOffset(frame: Frame, index = 0): Promise<Point> {
  return frame.evaluate((i) => {
    const r = (window as unknown as KonvaWindow).Konva.stages[i]!.content.getBoundingClientRect();
    return {x: r.left, y: r.top};
  }, index);
}

const plus = (a: Point, b: Point): Point => ({x: a.x + b.x, y: a.y + b.y});

/** RGBA of the first stage's first layer at a stage point (CSS pixels). */
function pixelAt(frame: Frame, p: Point): Promise<number[]> {
  return frame.evaluate(({x, y}) => {
    const canvas = (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[0]!.getNativeCanvasElement();
    const ratio = canvas.width / canvas.clientWidth;
    return Array.from(canvas.getContext('2d')!.getImageData(Math.floor(x * ratio), Math.floor(y * ratio), 1, 1).data);
  }, p);
}

for (const flavour of FLAVOURS) {
  test(`Custom_Shape_Client_Rect (${flavour}): only the star with selfRectFunc reports the box it paints`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, route('Custom_Shape_Client_Rect'), flavour);
    // The painted star, found from the pixels of its fill colour in each half of the canvas.
    const painted = (fromX: number, toX: number) =>
      frame.evaluate(
        ([from, to]) => {
          const canvas = (window as unknown as KonvaWindow).Konva.stages[0]!.getLayers()[0]!.getNativeCanvasElement();
          const ratio = canvas.width / canvas.clientWidth;
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
          let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
          for (let y = 0; y < canvas.height; y++) {
            for (let x = Math.floor(from! * ratio); x < Math.floor(to! * ratio); x++) {
              const k = (y * canvas.width + x) * 4;
              if (data[k]! > 230 && data[k + 1]! > 175 && data[k + 1]! < 215 && data[k + 2]! < 110) {
                [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
              }
            }
          }
          return {
            x: minX / ratio,
            y: minY / ratio,
            width: (maxX - minX + 1) / ratio,
            height: (maxY - minY + 1) / ratio,
          };
        },
        [fromX, toX],
      );
    const rects = () =>
      frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        return {
          problem: stage.findOne('.problem').getClientRect(),
          fixed: stage.findOne('.fixed').getClientRect(),
          width: stage.width(),
        };
      });
    await expect.poll(async () => (await painted(0, (await rects()).width / 2)).width).toBeGreaterThan(80);
    const {problem, fixed, width} = await rects();
    const left = await painted(0, width / 2);
    const right = await painted(width / 2, width);
    // The problem: a box of a few pixels in the middle of a star almost 100 px wide.
    expect(problem.width).toBeLessThan(10);
    expect(left.width).toBeGreaterThan(80);
    // The fix: the box holds every painted pixel and is no more than the stroke wider.
    const contains = (box: Rect, inner: Rect) =>
      box.x <= inner.x + 1 &&
      box.y <= inner.y + 1 &&
      box.x + box.width >= inner.x + inner.width - 1 &&
      box.y + box.height >= inner.y + inner.height - 1;
    expect(contains(fixed, right), `${JSON.stringify(fixed)} holds ${JSON.stringify(right)}`).toBe(true);
    // (the painted box is found from fill pixels: the stroke covers the thin tips, hence the margin)
    expect(fixed.width).toBeLessThan(right.width + 16);

    // Dragging the fixed star moves its box (the dashed rectangle follows the reported client rect).
    const centre = {x: right.x + right.width / 2, y: right.y + right.height / 2};
    await dragInFrame(page, plus(origin, await stageOffset(frame)), centre, {x: centre.x - 40, y: centre.y + 20});
    await expect.poll(async () => Math.round((await rects()).fixed.x - fixed.x)).toBe(-40);
  });

  test(`Text_Scaled_In_Group (${flavour}): widening the fixed card keeps its text at 16 px`, async ({page}) => {
    const {frame, origin} = await openExample(page, route('Text_Scaled_In_Group'), flavour);
    const anchors = () =>
      frame.evaluate(() =>
        (window as unknown as KonvaWindow).Konva.stages[0]!.find('Transformer').map((tr) => {
          const r = tr.findOne('.middle-right').getClientRect();
          return {card: tr.nodes()[0]!.name(), x: r.x + r.width / 2, y: r.y + r.height / 2};
        }),
      );
    const cards = () =>
      frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const read = (name: string) => {
          const group = stage.findOne(`.${name}`);
          const text = group.findOne('Text');
          return {
            groupScale: group.scaleX(),
            textScale: text.getAbsoluteScale().x,
            fontSize: text.fontSize(),
            rectWidth: group.findOne('Rect').width(),
            textWidth: text.width(),
          };
        };
        return {problem: read('problem'), fixed: read('fixed')};
      });
    await expect.poll(async () => (await anchors()).length).toBe(2);
    const before = await cards();
    const offset = plus(origin, await stageOffset(frame));
    for (const anchor of await anchors()) {
      await dragInFrame(page, offset, anchor, {x: anchor.x + 60, y: anchor.y});
    }
    await expect.poll(async () => (await cards()).problem.textScale).toBeGreaterThan(1.2);
    const after = await cards();
    // The problem: the group's scale reaches the text.
    expect(after.problem.fontSize).toBe(16);
    expect(after.problem.groupScale).toBeGreaterThan(1.2);
    // The fix: the card is 60 px wider, the text wraps to it and is drawn at scale 1.
    expect(after.fixed.groupScale).toBe(1);
    expect(after.fixed.textScale).toBeCloseTo(1, 5);
    expect(after.fixed.fontSize).toBe(16);
    expect(Math.abs(after.fixed.rectWidth - before.fixed.rectWidth - 60)).toBeLessThan(6);
    expect(after.fixed.textWidth).toBeCloseTo(after.fixed.rectWidth - 16, 5);
  });

  test(`Transparent_Strokes_Overlap (${flavour}): crossings darken and the eraser cuts the background only on the left`, async ({
    page,
  }) => {
    const {frame, origin} = await openExample(page, route('Transparent_Strokes_Overlap'), flavour);
    const half = await frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages[0]!.width() / 2);
    const offset = plus(origin, await stageOffset(frame));
    // Blue channel: the yellow ink lowers it, each extra layer of ink lowers it more.
    const blue = async (p: Point) => (await pixelAt(frame, p))[2]!;
    await expect.poll(() => blue({x: half / 2, y: 90})).toBeLessThan(200);

    // Draw a horizontal stroke across the vertical one in each half, as the reader does.
    for (const x0 of [0, half]) {
      await dragInFrame(page, offset, {x: x0 + 24, y: 140}, {x: x0 + half - 24, y: 140}, 16);
    }
    for (const [x0, darker] of [
      [0, true],
      [half, false],
    ] as const) {
      for (const y of [90, 140]) {
        await expect
          .poll(
            async () => {
              const single = await blue({x: x0 + half / 2 - 40, y});
              const crossing = await blue({x: x0 + half / 2, y});
              return darker ? single - crossing > 30 : Math.abs(single - crossing) < 6 && single < 200;
            },
            {message: `half at ${x0}, row ${y}`},
          )
          .toBe(true);
      }
    }

    // The eraser: on the left it cuts through the grey bar too, on the right only the ink goes.
    await frame.locator('label', {hasText: '橡皮'}).click();
    for (const x0 of [0, half]) {
      await dragInFrame(page, offset, {x: x0 + 40, y: 36}, {x: x0 + 40, y: 150}, 16);
    }
    await expect.poll(async () => (await pixelAt(frame, {x: 40, y: 44}))[3]).toBe(0);
    const bar = await pixelAt(frame, {x: half + 40, y: 44});
    expect(bar[3]).toBe(255);
    expect(bar[2]!).toBeGreaterThan(190); // grey, not ink
    const wasInk = await pixelAt(frame, {x: half + 40, y: 90});
    expect(wasInk[3]).toBe(255);
    expect(wasInk[2]!).toBeGreaterThan(240); // white background again
  });

  test(`Drag_Between_Stages (${flavour}): the fix hands the circle to the stage under the pointer`, async ({page}) => {
    const {frame, origin} = await openExample(page, route('Drag_Between_Stages'), flavour);
    const state = () =>
      frame.evaluate(() => {
        const stages = [...(window as unknown as KonvaWindow).Konva.stages].sort(
          (a, b) => a.container().getBoundingClientRect().left - b.container().getBoundingClientRect().left,
        );
        return stages.map((s) => {
          const r = s.container().getBoundingClientRect();
          return {
            left: r.left,
            top: r.top,
            width: s.width(),
            balls: s.find('.ball').map((b) => b.getAbsolutePosition()),
          };
        });
      });
    await expect.poll(async () => (await state()).length).toBe(2);
    const [left, right] = await state();
    const inLeft = (p: Point) => plus(origin, {x: left!.left + p.x, y: left!.top + p.y});
    const drag = (from: Point, to: Point) =>
      dragInFrame(page, {x: 0, y: 0}, inLeft(from), plus(origin, {x: right!.left + to.x, y: right!.top + to.y}));

    await drag({x: 50, y: 40}, {x: 90, y: 100});
    await expect.poll(async () => (await state())[1]!.balls.length).toBe(1);
    const moved = (await state())[1]!.balls[0]!;
    expect(Math.abs(moved.x - 90)).toBeLessThan(3);
    expect(Math.abs(moved.y - 100)).toBeLessThan(3);
    await expect(frame.getByText(/右舞台 1 个，看不见的 0 个/)).toBeVisible();

    // The problem: without the fix the circle stays in the left stage, outside its canvas.
    await frame.getByRole('checkbox').uncheck();
    await drag({x: 50, y: 95}, {x: 90, y: 150});
    await expect(frame.getByText(/看不见的 1 个/)).toBeVisible();
    const after = await state();
    expect(after[1]!.balls).toHaveLength(1);
    expect(after[0]!.balls).toHaveLength(2);
    expect(after[0]!.balls.some((b) => b.x > after[0]!.width)).toBe(true);
  });

  test(`Text_Ellipsis_And_Hyphens (${flavour}): end, middle ellipsis and hyphens, recomputed for a new width`, async ({
    page,
  }) => {
    const {frame} = await openExample(page, route('Text_Ellipsis_And_Hyphens'), flavour);
    const read = () =>
      frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const out: Record<string, {lines: string[]; text: string; width: number; widest: number}> = {};
        for (const row of [1, 2, 3]) {
          for (const side of ['problem', 'fixed']) {
            const node = stage.findOne(`.row${row}-${side}`);
            const lines = node.textArr.map((l) => l.text);
            out[`${row}${side}`] = {
              lines,
              text: node.text(),
              width: node.width(),
              widest: Math.max(...lines.map((l) => node.measureSize(l).width)),
            };
          }
        }
        return out;
      });
    await expect.poll(async () => (await read())['1fixed']!.lines.length).toBe(1);
    const check = async (width: number) => {
      const t = await read();
      // Row 1: ellipsis alone only wraps; with wrap 'none' one line ends in an ellipsis.
      expect(t['1problem']!.lines.length).toBeGreaterThan(1);
      expect(t['1problem']!.lines.some((l) => l.endsWith('…'))).toBe(false);
      expect(t['1fixed']!.lines[0]!.endsWith('…')).toBe(true);
      // Row 2: Konva's ellipsis drops the extension; the middle ellipsis keeps it and fits.
      expect(t['2problem']!.lines[0]!.endsWith('…')).toBe(true);
      expect(t['2problem']!.text).toContain('.xlsx');
      expect(t['2problem']!.lines[0]).not.toContain('xlsx');
      expect(t['2fixed']!.lines).toHaveLength(1);
      expect(t['2fixed']!.text).toMatch(/^2026.+….+\.xlsx$/);
      expect(t['2fixed']!.widest).toBeLessThanOrEqual(width);
      // Row 3: wrap 'char' cuts a word with no hyphen; the fix hyphenates and loses no letter.
      // A break without a hyphen is inside a word when the words on either side of it are not words of the text.
      const words = new Set(t['3problem']!.text.split(' '));
      const cut = (lines: string[]) =>
        lines
          .slice(0, -1)
          .some(
            (l, i) => !l.endsWith('-') && !(words.has(l.split(' ').pop()!) && words.has(lines[i + 1]!.split(' ')[0]!)),
          );
      expect(cut(t['3problem']!.lines)).toBe(true);
      expect(cut(t['3fixed']!.lines)).toBe(false);
      expect(t['3fixed']!.lines.some((l) => l.endsWith('-'))).toBe(true);
      expect(t['3fixed']!.text.replace(/-\n/g, '').replace(/\n/g, ' ')).toBe(t['3problem']!.text);
      expect(t['3fixed']!.widest).toBeLessThanOrEqual(width);
      return t;
    };
    const narrow = await check(150);
    await frame.locator('input[type=range]').fill('240');
    await expect.poll(async () => (await read())['2fixed']!.width).toBe(240);
    const wide = await check(240);
    expect(wide['2fixed']!.text.length).toBeGreaterThan(narrow['2fixed']!.text.length);
  });

  test(`Stages_Memory_Growth (${flavour}): stages pile up until they are destroyed or reused`, async ({page}) => {
    const {frame} = await openExample(page, route('Stages_Memory_Growth'), flavour);
    const stages = () => frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages.length);
    const generate = async (expected: number) => {
      await frame.getByRole('button', {name: '生成 20 张'}).click();
      await expect.poll(stages).toBe(expected);
      await expect(frame.getByText(`Konva.stages 里有 ${expected} 个舞台`)).toBeVisible();
    };
    await expect.poll(stages).toBe(1);
    // The problem: every poster leaves its stage behind.
    await generate(21);
    await generate(41);
    // destroy(): the count stays where it was.
    await frame.getByLabel('修复：stage.destroy()').check();
    await generate(41);
    // One reused stage: a single stage more, then no growth.
    await frame.getByLabel('修复：复用一个舞台').check();
    await generate(42);
    await generate(42);
  });
}

for (const flavour of FLAVOURS) {
  test(`Text_Vertical_Center (${flavour}): only the text as tall as its box is centred on it`, async ({page}) => {
    const {frame} = await openExample(page, route('Text_Vertical_Center'), flavour);
    // How far the painted text's vertical middle lies from its box's middle line (the box is the Rect under it).
    const offsets = () =>
      frame.evaluate(() => {
        const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
        const canvas = stage.getLayers()[0]!.getNativeCanvasElement();
        const ratio = canvas.width / canvas.clientWidth;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        const boxes = stage.find('Rect').map((r) => r.getClientRect());
        const out: Record<string, number> = {};
        for (const name of ['problem-1', 'problem-2', 'fixed-1', 'fixed-2']) {
          const text = stage.findOne(`.${name}`).getClientRect();
          const box = boxes.find((b) => Math.abs(b.x - text.x) < 3 && text.y >= b.y - 3 && text.y < b.y + b.height)!;
          let [top, bottom] = [Infinity, -Infinity];
          for (let y = Math.floor(box.y * ratio); y < (box.y + box.height) * ratio; y++) {
            for (let x = Math.ceil((box.x + 2) * ratio); x < (box.x + box.width - 2) * ratio; x++) {
              const k = (y * canvas.width + x) * 4;
              // opaque dark blue of the text: not the box's stroke, the red middle line or the transparent corners
              if (data[k + 3]! > 200 && data[k]! < 120 && data[k + 1]! < 140 && data[k + 2]! < 170)
                [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
            }
          }
          out[name] = (top + bottom) / 2 / ratio - (box.y + box.height / 2);
        }
        return out;
      });
    await expect.poll(async () => Number.isFinite((await offsets())['fixed-2'])).toBe(true);
    const o = await offsets();
    // The problem: the text sits at the top of its box, or one line too low once it wraps.
    expect(o['problem-1']!).toBeLessThan(-15);
    expect(o['problem-2']!).toBeGreaterThan(10);
    // The fix: one or two lines, the ink is centred on the middle line.
    expect(Math.abs(o['fixed-1']!)).toBeLessThan(4);
    expect(Math.abs(o['fixed-2']!)).toBeLessThan(4);
  });
}

async function vueKonvaCheck(page: Page, flavour: 'vanilla' | 'react' | 'vue') {
  const {frame} = await openExample(page, route('Vue_Konva_Local_Import'), flavour);
  // The problem half: the unregistered tag is an empty element, with no canvas inside.
  await expect(frame.locator('.problem v-stage')).toHaveCount(1);
  await expect(frame.locator('.problem canvas')).toHaveCount(0);
  await expect(frame.getByText('没有画布，只得到一个空的 <v-stage> 标签')).toBeVisible();
  // The fixed half: one stage whose green circle is painted at its centre.
  const green = await frame.evaluate(() => {
    const stage = (window as unknown as KonvaWindow).Konva.stages[0]!;
    const circle = stage.findOne('Circle');
    const canvas = stage.getLayers()[0]!.getNativeCanvasElement();
    const ratio = canvas.width / canvas.clientWidth;
    const p = circle.getAbsolutePosition();
    return Array.from(
      canvas.getContext('2d')!.getImageData(Math.floor((p.x + 30) * ratio), Math.floor((p.y + 30) * ratio), 1, 1).data,
    );
  });
  expect(green[1]! > 150 && green[0]! < 120 && green[2]! < 120, `pixel ${green.join(',')}`).toBe(true);
  expect(await frame.evaluate(() => (window as unknown as KonvaWindow).Konva.stages.length)).toBe(1);
}

for (const flavour of ['vue', 'vanilla', 'react'] as const) {
  test(`Vue_Konva_Local_Import (${flavour}): the unregistered tag draws nothing, the imported components draw`, async ({
    page,
  }) => {
    await vueKonvaCheck(page, flavour);
  });
}
