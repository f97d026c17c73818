// Troubleshooting pages of writer D (framework integration): each test does what the reader does in the live
// example and checks that the "problem" half shows the problem and the "fix" half does not.
import {test, expect, gotoHydrated, type Page} from './fixtures';
import {FLAVOUR_LABELS, type Flavour} from '../../src/plugins/playground/flavours';
import type {Frame, Locator} from '@playwright/test';

type Box = {x: number; y: number; width: number; height: number};

// Angular compiles in the browser (JIT) and starts slower than the other flavours.
const PAINT_TIMEOUT = 30_000;

/** Shows the page's first example in a flavour and returns its frame and the stage's top-left corner on the page. */
async function open(
  page: Page,
  route: string,
  flavour: Flavour,
): Promise<{frame: Frame; stageAt: (x: number, y: number) => [number, number]}> {
  await gotoHydrated(page, route);
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: FLAVOUR_LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel: Locator = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  await panel.scrollIntoViewIfNeeded();
  const iframe = panel.locator('iframe');
  // Off-screen frames get no animation frames, so centre the preview before waiting for its first paint.
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: PAINT_TIMEOUT});
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  // Wait until the mouse is routed to the frame by its current layout (see centreForPointer in fixtures.ts).
  await expect(async () => {
    await frame.evaluate(() => {
      const w = window as {__seen?: boolean};
      w.__seen = false;
      addEventListener('pointermove', () => (w.__seen = true), {once: true, capture: true});
    });
    const b = (await iframe.boundingBox())!;
    await page.mouse.move(b.x + 1 + Math.random() * 3, b.y + 1);
    await expect.poll(() => frame.evaluate(() => (window as {__seen?: boolean}).__seen), {timeout: 1_000}).toBe(true);
  }).toPass({timeout: 15_000});
  const box = (await iframe.boundingBox())!;
  const content = await frame.evaluate(() => {
    const r = document.querySelector('.konvajs-content')!.getBoundingClientRect();
    return {x: r.left, y: r.top};
  });
  return {frame, stageAt: (x, y) => [box.x + content.x + x, box.y + content.y + y]};
}

type KNode = {x(): number; y(): number; fill(): string; text(): string; getClientRect(): Box};
type KStage = {findOne(s: string): KNode; find(s: string): KNode[]};

const clientRect = (frame: Frame, selector: string) =>
  frame.evaluate(
    (sel) => (window as unknown as {Konva: {stages: KStage[]}}).Konva.stages[0]!.findOne(sel).getClientRect(),
    selector,
  );
const texts = (frame: Frame, selector: string) =>
  frame.evaluate(
    (sel) => (window as unknown as {Konva: {stages: KStage[]}}).Konva.stages[0]!.find(sel).map((t) => t.text()),
    selector,
  );
const xAndFill = (frame: Frame, selector: string) =>
  frame.evaluate((sel) => {
    const node = (window as unknown as {Konva: {stages: KStage[]}}).Konva.stages[0]!.findOne(sel);
    return {x: node.x(), fill: node.fill()};
  }, selector);
const position = (frame: Frame, selector: string) =>
  frame.evaluate((sel) => {
    const node = (window as unknown as {Konva: {stages: KStage[]}}).Konva.stages[0]!.findOne(sel);
    return {x: Math.round(node.x()), y: Math.round(node.y())};
  }, selector);
const centre = (b: Box): [number, number] => [b.x + b.width / 2, b.y + b.height / 2];

async function dragBy(page: Page, from: [number, number], dx: number, dy: number): Promise<void> {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(from[0] + dx, from[1] + dy, {steps: 10});
  await page.mouse.up();
}

test.describe('Svelte_Events_Not_Firing', () => {
  const ROUTE = '/docs/troubleshooting/Svelte_Events_Not_Firing.html';
  // React lowercases handler names, so there both spellings count; elsewhere only the lowercase one does.
  const cases: [Flavour, boolean][] = [
    ['vanilla', false],
    ['svelte', false],
    ['react', true],
  ];
  for (const [flavour, wrongCounts] of cases) {
    test(`${flavour}: only the lowercase handlers run`, async ({page}) => {
      const {frame, stageAt} = await open(page, ROUTE, flavour);
      const counts = () => texts(frame, '.count');
      await expect.poll(counts).toEqual(['点击 0 次，拖动 0 次', '点击 0 次，拖动 0 次']);

      await page.mouse.click(...stageAt(...centre(await clientRect(frame, '.wrong'))));
      await page.mouse.click(...stageAt(...centre(await clientRect(frame, '.fixed'))));
      await expect.poll(async () => (await counts())[1]).toBe('点击 1 次，拖动 0 次');
      expect((await counts())[0]).toBe(wrongCounts ? '点击 1 次，拖动 0 次' : '点击 0 次，拖动 0 次');

      await dragBy(page, stageAt(...centre(await clientRect(frame, '.wrong'))), 0, 40);
      await dragBy(page, stageAt(...centre(await clientRect(frame, '.fixed'))), 0, 40);
      await expect.poll(async () => (await counts())[1]).toBe('点击 1 次，拖动 1 次');
      expect((await counts())[0]).toBe(wrongCounts ? '点击 1 次，拖动 1 次' : '点击 0 次，拖动 0 次');
    });
  }
});

test.describe('Angular_Config_Not_Updating', () => {
  const ROUTE = '/docs/troubleshooting/Angular_Config_Not_Updating.html';
  for (const flavour of ['vanilla', 'react', 'angular'] as const) {
    test(`${flavour}: the mutated config leaves the circle, a new object moves it`, async ({page}) => {
      const {frame} = await open(page, ROUTE, flavour);
      const state = (sel: string) => xAndFill(frame, sel);
      const wrongBefore = await state('.wrong');
      const fixedBefore = await state('.fixed');

      await frame.getByRole('button', {name: '移动并变色'}).click();
      await expect.poll(() => state('.fixed')).toEqual({x: fixedBefore.x + 40, fill: '#ff7a59'});
      expect(await state('.wrong')).toEqual(wrongBefore);
    });
  }
});

test.describe('Animation_After_Unmount', () => {
  const ROUTE = '/docs/troubleshooting/Animation_After_Unmount.html';
  for (const flavour of ['vanilla', 'react', 'vue'] as const) {
    test(`${flavour}: the uncleaned animation keeps running and piles up, the stopped one does not`, async ({page}) => {
      const {frame} = await open(page, ROUTE, flavour);
      const running = () =>
        frame.evaluate(
          () => (window as unknown as {Konva: {Animation: {animations: Set<unknown>}}}).Konva.Animation.animations.size,
        );
      const frames = async () => {
        const text = (await frame.locator('[data-frames]').textContent()) ?? '';
        const m = /问题 (\d+) 帧，修复后 (\d+) 帧/.exec(text);
        return m ? [Number(m[1]), Number(m[2])] : null;
      };
      const toggle = frame.getByRole('button', {name: '卸载 / 挂载'});
      await expect.poll(running).toBe(2);

      await toggle.click(); // unmount both
      await expect.poll(async () => (await frames())?.[0] ?? 0).toBeGreaterThan(10);
      expect((await frames())?.[1]).toBe(0);
      expect(await running()).toBe(1);
      await expect(frame.locator('[data-status]')).toHaveText('运行中的 Konva.Animation：1 个');

      await toggle.click(); // mount again: two more
      await expect.poll(running).toBe(3);
      await toggle.click(); // unmount again: the problem side left one more behind
      await expect.poll(running).toBe(2);
      expect((await frames())?.[1]).toBe(0);
    });
  }
});

test.describe('DOM_Inside_Stage', () => {
  const ROUTE = '/docs/troubleshooting/DOM_Inside_Stage.html';
  const expectedErrors: Record<'vanilla' | 'react', RegExp[]> = {
    vanilla: [/group\.add\(input\) 抛出：/],
    react: [/Konva has no node with the type div/, /Konva has no node with the type input/],
  };
  for (const flavour of ['vanilla', 'react'] as const) {
    test(`${flavour}: the DOM put into the canvas tree fails, the overlay input follows its card`, async ({page}) => {
      const {frame, stageAt} = await open(page, ROUTE, flavour);
      for (const message of expectedErrors[flavour]) await expect(frame.locator('body')).toContainText(message);
      // Only the overlay input exists: the one written into the layer became nothing.
      const input = frame.locator('input');
      await expect(input).toHaveCount(1);

      const inside = async () => {
        const card = await clientRect(frame, '.fixed');
        const [cx, cy] = stageAt(card.x, card.y);
        const frameBox = (await page.locator('[data-pg-panel] iframe').first().boundingBox())!;
        const b = (await input.boundingBox())!;
        // Both boxes in page coordinates: the input lies within the card.
        return (
          b.x >= cx &&
          b.y >= cy &&
          b.x + b.width <= cx + card.width + 1 &&
          b.y + b.height <= cy + card.height + 1 &&
          frameBox.width > 0
        );
      };
      await expect.poll(inside).toBe(true);
      const before = (await input.boundingBox())!;

      const card = await clientRect(frame, '.fixed');
      await dragBy(page, stageAt(card.x + card.width / 2, card.y + card.height - 12), 0, 40);
      await expect.poll(async () => Math.round((await input.boundingBox())!.y - before.y)).toBe(40);
      await expect.poll(inside).toBe(true);

      await input.fill('你好');
      await expect(input).toHaveValue('你好');
    });
  }
});

test.describe('SSR_Window_Not_Defined', () => {
  const ROUTE = '/docs/troubleshooting/SSR_Window_Not_Defined.html';
  for (const flavour of ['vanilla', 'react', 'vue'] as const) {
    test(`${flavour}: the unguarded code fails without window, the guarded canvas is drawn in the browser`, async ({
      page,
    }) => {
      const {frame} = await open(page, ROUTE, flavour);
      // The worker has no window, as on the server: the unguarded expression throws the reader's error.
      await expect(frame.locator('[data-wrong]')).toContainText('ReferenceError: window is not defined');
      if (flavour === 'vanilla') await expect(frame.locator('[data-fixed]')).toContainText('返回 null');
      // In the browser the client-only branch has replaced the placeholder with a stage.
      await expect(frame.getByText('画布加载中…')).toHaveCount(0);
      const shapes = () =>
        frame.evaluate(() =>
          (window as unknown as {Konva: {stages: {find(s: string): unknown[]}[]}}).Konva.stages.map(
            (s) => s.find('Rect').length,
          ),
        );
      await expect.poll(shapes).toEqual([1]);
    });
  }
});

test.describe('Drag_Jumps_Back', () => {
  const ROUTE = '/docs/troubleshooting/Drag_Jumps_Back.html';
  for (const flavour of ['vanilla', 'react', 'angular'] as const) {
    test(`${flavour}: after a drag a colour change puts the unsaved circle back, the saved one stays`, async ({
      page,
    }) => {
      const {frame, stageAt} = await open(page, ROUTE, flavour);
      const start = {wrong: await position(frame, '.wrong'), fixed: await position(frame, '.fixed')};
      const fills = {wrong: (await xAndFill(frame, '.wrong')).fill, fixed: (await xAndFill(frame, '.fixed')).fill};

      for (const side of ['wrong', 'fixed'] as const) {
        await dragBy(page, stageAt(start[side].x, start[side].y), 30, 60);
        await expect.poll(() => position(frame, `.${side}`)).toEqual({x: start[side].x + 30, y: start[side].y + 60});
      }
      for (const side of ['wrong', 'fixed'] as const) {
        await page.mouse.click(...stageAt(start[side].x + 30, start[side].y + 60));
        await expect.poll(async () => (await xAndFill(frame, `.${side}`)).fill).not.toBe(fills[side]);
      }
      // The colour change re-applied the stale position on the left only.
      expect(await position(frame, '.wrong')).toEqual(start.wrong);
      expect(await position(frame, '.fixed')).toEqual({x: start.fixed.x + 30, y: start.fixed.y + 60});
    });
  }
});

test.describe('Transformer_Attaches_Nothing', () => {
  const ROUTE = '/docs/troubleshooting/Transformer_Attaches_Nothing.html';
  type Tr = {
    name(): string;
    nodes(): {name(): string}[];
    findOne(s: string): {getAbsolutePosition(): {x: number; y: number}};
  };
  for (const flavour of ['vanilla', 'react', 'vue'] as const) {
    test(`${flavour}: only the rectangle attached at the right time and with the Konva node gets a working frame`, async ({
      page,
    }) => {
      const {frame, stageAt} = await open(page, ROUTE, flavour);
      // Every transformer on the stage, with the names of the nodes it holds.
      const attached = () =>
        frame.evaluate(() =>
          (window as unknown as {Konva: {stages: {find(s: string): Tr[]}[]}}).Konva.stages[0]!.find('Transformer').map(
            (tr) =>
              `${tr.name()}:${tr
                .nodes()
                .map((n) => n.name())
                .join(',')}`,
          ),
        );
      const expected = flavour === 'vanilla' ? ['fixed-tr:fixed'] : ['wrong-tr:', 'fixed-tr:fixed'];
      await expect.poll(attached).toEqual(expected);
      if (flavour === 'vue') await expect(frame.locator('[data-error]')).toContainText('TypeError');

      // The frame works: dragging its bottom-right anchor scales the rectangle.
      const anchor = await frame.evaluate(() =>
        (window as unknown as {Konva: {stages: {findOne(s: string): Tr}[]}}).Konva.stages[0]!.findOne('.fixed-tr')
          .findOne('.bottom-right')
          .getAbsolutePosition(),
      );
      await dragBy(page, stageAt(anchor.x, anchor.y), 30, 20);
      await expect
        .poll(() =>
          frame.evaluate(() =>
            (
              window as unknown as {Konva: {stages: {findOne(s: string): {scaleX(): number}}[]}}
            ).Konva.stages[0]!.findOne('.fixed').scaleX(),
          ),
        )
        .toBeGreaterThan(1.1);
    });
  }
});

test.describe('React_Many_Nodes_Slow', () => {
  const ROUTE = '/docs/troubleshooting/React_Many_Nodes_Slow.html';
  const cases = {
    vanilla: {toggle: '只更新变了的节点', all: '上次更新写入了 600 个节点', one: '上次更新写入了 1 个节点'},
    react: {toggle: 'memo + 稳定的处理函数', all: '上次更新渲染了 600 个圆形组件', one: '上次更新渲染了 1 个圆形组件'},
  } as const;
  for (const flavour of ['vanilla', 'react'] as const) {
    test(`${flavour}: dragging one circle updates all 600 until the fix, then one`, async ({page}) => {
      const {frame, stageAt} = await open(page, ROUTE, flavour);
      const status = frame.locator('[data-status]');
      const dragTarget = async (dx: number) => {
        const p = await position(frame, '.target');
        await dragBy(page, stageAt(p.x, p.y), dx, 20);
        await expect.poll(() => position(frame, '.target')).toEqual({x: p.x + dx, y: p.y + 20});
      };
      await dragTarget(60);
      await expect(status).toHaveText(cases[flavour].all);

      await frame.getByLabel(cases[flavour].toggle).check();
      await dragTarget(-40);
      await expect(status).toHaveText(cases[flavour].one);
    });
  }
});
