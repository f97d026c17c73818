// Shared fixture: every test fails on a page console error, an uncaught exception, or a request
// to any host other than the local server (the site must be complete offline).
import {test as base, expect, type Frame, type Locator, type Page} from '@playwright/test';
import {FLAVOUR_LABELS, type Flavour} from '../../src/plugins/playground/flavours';

type Guard = {consoleErrors: string[]; foreignRequests: string[]; allowConsoleErrors: (pattern: RegExp) => void};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

function isForeign(url: string): boolean {
  if (/^(data|blob|about|chrome-extension):/.test(url)) return false;
  try {
    return !LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export const test = base.extend<{guard: Guard}>({
  guard: [
    async ({page}, use) => {
      const allowed: RegExp[] = [];
      const guard: Guard = {
        consoleErrors: [],
        foreignRequests: [],
        allowConsoleErrors: (pattern) => allowed.push(pattern),
      };
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed.some((re) => re.test(msg.text()))) guard.consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => {
        if (!allowed.some((re) => re.test(err.message))) guard.consoleErrors.push(`pageerror: ${err.message}`);
      });
      page.on('request', (req) => {
        if (isForeign(req.url())) guard.foreignRequests.push(req.url());
      });
      await use(guard);
      expect(guard.foreignRequests, 'requests to other hosts').toEqual([]);
      expect(guard.consoleErrors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a page and waits until React has hydrated it: before that, clicks do nothing and the theme's
 * server HTML still holds both colour-mode variants of themed images. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Two rendering steps and a task after them: layout, intersection and resize callbacks of those frames have run. */
export function afterTwoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/** Shows the first example of the page in one flavour (clicking its tab if needed), centres its frame in the
 * window (clear of the sticky navbar, so pointer actions land inside it) and waits until it has painted. */
export async function showFlavour(
  page: Page,
  flavour: Flavour,
): Promise<{panel: Locator; frame: Frame; iframe: Locator}> {
  // Only the shown flavour's panel exists, and hydration may swap it for the flavour the reader chose before.
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: FLAVOUR_LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  const iframe = panel.locator('iframe');
  // The frame is made once the panel is near the window, and it must be on screen itself: Chromium holds back animation
  // frames for an off-screen frame, and an example that draws in one would never paint.
  await panel.scrollIntoViewIfNeeded();
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  const frame = await centreForPointer(page, iframe);
  return {panel, frame, iframe};
}

type PointerProbe = {__pgPointerSeen?: boolean};

/** Centres an example's frame in the window and waits until the mouse reaches it. Right after a frame appears
 * or scrolls, Chromium may still route input by the previous layout, and the first click or drag is lost;
 * a pointer move to the frame's corner that arrives inside it proves the routing is current. */
export async function centreForPointer(page: Page, iframe: Locator): Promise<Frame> {
  await iframe.evaluate((el) => el.scrollIntoView({block: 'center'}));
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  let attempt = 0;
  await expect(async () => {
    await frame.evaluate(() => {
      const w = window as PointerProbe;
      w.__pgPointerSeen = false;
      addEventListener('pointermove', () => (w.__pgPointerSeen = true), {once: true, capture: true});
    });
    const box = (await iframe.boundingBox())!;
    attempt++;
    // Alternate between two points: a move to where the mouse already is sends no event.
    await page.mouse.move(box.x + 1 + (attempt % 2), box.y + 1);
    await expect
      .poll(() => frame.evaluate(() => (window as PointerProbe).__pgPointerSeen), {timeout: 1_000})
      .toBe(true);
  }).toPass({timeout: 15_000});
  return frame;
}

export interface Point {
  x: number;
  y: number;
}

/** Opens a page, shows its first example in one flavour and returns the frame and the top-left corner of the
 * frame on the page (add a point inside the frame to it for page.mouse). */
export async function openExample(
  page: Page,
  route: string,
  flavour: Flavour,
): Promise<{panel: Locator; frame: Frame; iframe: Locator; origin: Point}> {
  await gotoHydrated(page, route);
  const shown = await showFlavour(page, flavour);
  const box = (await shown.iframe.boundingBox())!;
  return {...shown, origin: {x: box.x, y: box.y}};
}

/** Drags with the mouse from one point to another, both in frame coordinates, in small steps (keep both inside the
 * frame: pointer events past its edge are lost). */
export async function dragInFrame(page: Page, origin: Point, from: Point, to: Point, steps = 12): Promise<void> {
  await page.mouse.move(origin.x + from.x, origin.y + from.y);
  await page.mouse.down();
  await page.mouse.move(origin.x + to.x, origin.y + to.y, {steps});
  await page.mouse.up();
}

/** Client rectangles (frame coordinates) of the Konva nodes matching a selector on the frame's first stage. */
export function konvaRects(
  frame: Frame,
  selector: string,
): Promise<{x: number; y: number; width: number; height: number}[]> {
  return frame.evaluate((sel) => {
    type Node = {getClientRect: () => {x: number; y: number; width: number; height: number}};
    const stage = (window as unknown as {Konva?: {stages: {find: (s: string) => Node[]}[]}}).Konva?.stages[0];
    return (stage?.find(sel) ?? []).map((n) => n.getClientRect());
  }, selector);
}
/** Dispatches one synthetic touch pointer event on the content element of the frame's first stage, at stage
 * coordinates (Chromium's input API has no multi-touch pointers: pinches are made from these). */
export function touchInFrame(frame: Frame, type: string, pointerId: number, x: number, y: number): Promise<void> {
  return frame.evaluate(
    ({type, pointerId, x, y}) => {
      const stage = (window as unknown as {Konva: {stages: {content: HTMLElement}[]}}).Konva.stages[0]!;
      const rect = stage.content.getBoundingClientRect();
      stage.content.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          pointerType: 'touch',
          isPrimary: pointerId === 1,
          clientX: rect.left + x,
          clientY: rect.top + y,
          bubbles: true,
          cancelable: true,
          buttons: type === 'pointerup' ? 0 : 1,
        }),
      );
    },
    {type, pointerId, x, y},
  );
}
export type {Page};
