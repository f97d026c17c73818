// Keyboard only: the skip link, the focus ring in both colour modes, and a live example from reaching it to
// leaving its editor, with no mouse at all. Tab is pressed until the wanted element has the focus, with a bound,
// so a keyboard trap or an unreachable control fails the test.
import {test, expect, gotoHydrated, type Page} from './fixtures';

const FIXTURE = '/docs/playground-fixtures.html';

/** What has the focus in the page: an iframe counts as its element (its document is the runner's). */
async function focused(
  page: Page,
): Promise<{tag: string; text: string; role: string | null; label: string | null; inMain: boolean; selector: string}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return {tag: '', text: '', role: null, label: null, inMain: false, selector: ''};
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim().slice(0, 80),
      role: el.getAttribute('role'),
      label: el.getAttribute('aria-label'),
      inMain: Boolean(el.closest('main')),
      selector:
        el.className && typeof el.className === 'string'
          ? `${el.tagName}.${el.className.split(' ').join('.')}`
          : el.tagName,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `check` holds for the focused element; fails after `max` presses. */
async function tabUntil(page: Page, check: () => boolean, what: string, max = 60, key = 'Tab'): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate(check)) return i;
  }
  throw new Error(`${what}: not reached in ${max} presses of ${key} (focus on ${JSON.stringify(await focused(page))})`);
}

test('the skip link is the first stop and lands on the main content', async ({page}) => {
  await gotoHydrated(page, '/docs/shapes/Rect.html');
  await page.keyboard.press('Tab');
  const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next stop is inside the main column, not the navbar or the sidebar.
  await page.keyboard.press('Tab');
  const f = await focused(page);
  expect(f.inMain, JSON.stringify(f)).toBe(true);
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container'))),
  ).toBe(false);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`focus is visible on every kind of control (${scheme} mode)`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, FIXTURE);
    await expect(page.locator('[data-pg-panel]:visible').first()).toHaveAttribute('data-status', 'painted', {
      timeout: 20_000,
    });
    // Walk the tab stops until links, tabs and buttons have all been met (the sidebar before the content grows with
    // the site, so no fixed count); each focused element draws an outline of at least 2 px that differs from the
    // background behind it.
    const kinds = ['a', 'li[role=tab]', 'button'];
    const seen = new Set<string>();
    for (let i = 0; i < 400 && !(i >= 40 && kinds.every((k) => seen.has(k))); i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el.tagName === 'IFRAME') return null;
        const cs = getComputedStyle(el);
        let bgEl: HTMLElement | null = el;
        let bg = 'rgba(0, 0, 0, 0)';
        while (bgEl && /rgba\(0, 0, 0, 0\)|transparent/.test(bg)) {
          bg = getComputedStyle(bgEl).backgroundColor;
          bgEl = bgEl.parentElement;
        }
        return {
          kind: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}`,
          style: cs.outlineStyle,
          width: parseFloat(cs.outlineWidth),
          color: cs.outlineColor,
          bg,
        };
      });
      if (!ring) continue;
      seen.add(ring.kind);
      expect(ring.style, `${ring.kind} outline`).not.toBe('none');
      expect(ring.width, `${ring.kind} outline width`).toBeGreaterThanOrEqual(2);
      expect(ring.color, `${ring.kind} outline colour vs its background`).not.toBe(ring.bg);
    }
    // The walk met links, the tabs, the toolbar buttons and the code block.
    for (const kind of kinds) expect([...seen]).toContain(kind);
  });
}

test('keyboard only: reach a live example, switch flavour, edit the code, leave the editor, reach the next heading', async ({
  page,
}) => {
  await gotoHydrated(page, FIXTURE);
  const example = page.locator('[data-pg-example]').first();

  // Skip link, then Tab to the example's selected flavour tab.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabUntil(
    page,
    () =>
      document.activeElement?.getAttribute('role') === 'tab' &&
      Boolean(document.activeElement.closest('[data-pg-example]')),
    'first flavour tab',
  );
  const vanilla = example.getByRole('tab', {name: '原生 JS', exact: true});
  await expect(vanilla).toBeFocused();
  await expect(vanilla).toHaveAttribute('aria-selected', 'true');

  // → selects the next flavour (the focus follows), and its runner starts.
  await page.keyboard.press('ArrowRight');
  const react = example.getByRole('tab', {name: 'React', exact: true});
  await expect(react).toBeFocused();
  await expect(react).toHaveAttribute('aria-selected', 'true');
  const panel = example.locator('[data-pg-panel][data-flavour="react"]');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});
  await expect(panel.locator('iframe')).toHaveAttribute('title', /示例预览：矩形（React）/);
  // ← goes back, End to the last flavour, Home to the first; then back to React.
  await page.keyboard.press('ArrowLeft');
  await expect(vanilla).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(example.getByRole('tab', {name: 'Angular', exact: true})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(vanilla).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(react).toHaveAttribute('aria-selected', 'true');
  await expect(react).toBeFocused();
  // React's panel is mounted afresh: Tab through it once its runner frame is running (a frame replaced while it has
  // the focus, as when the shared runner process was busy with Angular's compile a moment ago, drops the focus).
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 20_000});

  // Tab on to 编辑 (through the preview frame) and open the editor with Enter: it takes the focus and says what it is.
  await tabUntil(
    page,
    () => (document.activeElement?.textContent ?? '').trim() === '编辑' && document.activeElement?.tagName === 'BUTTON',
    '编辑 button',
    10,
  );
  await page.keyboard.press('Enter');
  const content = panel.locator('.cm-content');
  await expect(content).toBeFocused({timeout: 15_000});
  await expect(content).toHaveAttribute('aria-label', 'React 示例代码编辑器');
  await expect(content).toHaveAttribute('role', 'textbox');
  const hintId = await content.getAttribute('aria-describedby');
  expect(hintId).toBeTruthy();
  await expect(page.locator(`[id="${hintId}"]`)).toContainText('按 Esc 键再按 Tab 键可离开编辑器');

  // Change the code by keyboard: the example re-runs and logs.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type("console.log('键盘改过的代码');");
  await expect(panel.getByRole('log')).toContainText('键盘改过的代码', {timeout: 15_000});
  // Tab inside the editor does not leave it unasked... (it is not bound, so the browser would move on) — Esc, then Tab
  // moves on.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor')))).toBe(false);

  // A few more stops reach the next heading's anchor (导出图片): no trap in the panel.
  await tabUntil(
    page,
    () => (document.activeElement?.closest('h2')?.textContent ?? '').includes('导出图片'),
    'the next heading',
    8,
  );
  // Shift+Tab goes back into the example (the console's 清空 button is the last stop of the panel).
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-pg-example]')))).toBe(true);
});
