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

/** Shows the first example of the page in one flavour (clicking its tab if needed) and waits until it has painted. */
export async function showFlavour(page: Page, flavour: Flavour): Promise<{panel: Locator; frame: Frame}> {
  const example = page.locator('[data-pg-example]').first();
  const tab = example.getByRole('tab', {name: FLAVOUR_LABELS[flavour], exact: true});
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toHaveAttribute('data-status', 'painted', {timeout: 15_000});
  const frame = await (await panel.locator('iframe').elementHandle())!.contentFrame();
  return {panel, frame: frame!};
}
export type {Page};
