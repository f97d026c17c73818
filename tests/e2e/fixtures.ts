// Shared fixture: every test fails on a page console error, an uncaught exception, or a request
// to any host other than the local server (the site must be complete offline).
import {test as base, expect, type Page} from '@playwright/test';

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
export type {Page};
