// Content-Security-Policy: present and enforced on docs pages, and no built page (nor any example runner on
// it) trips it. The runner's own network-free policy is tested in playground.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from './fixtures';
import {buildDir} from './env';

const META = 'meta[http-equiv="Content-Security-Policy"]';

/** Every route of the build, as URL paths (from the sitemap Docusaurus writes). */
function builtRoutes(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

async function policyOf(page: Page): Promise<Record<string, string[]>> {
  const content = (await page.locator(META).getAttribute('content')) ?? '';
  return Object.fromEntries(
    content
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('a docs page carries the policy: own-origin scripts, hashed inline scripts, no eval, own frames and requests', async ({
  page,
}) => {
  await page.goto('/docs/index.html');
  await expect(page.locator(META)).toHaveCount(1);
  const policy = await policyOf(page);
  expect(policy['script-src']![0]).toBe("'self'");
  for (const s of policy['script-src']!.slice(1)) expect(s).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(policy['connect-src']).toEqual(["'self'"]);
  expect(policy['frame-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  // The meta comes before every script, so it covers them all.
  const before = await page.evaluate((sel) => {
    const meta = document.querySelector(sel)!;
    return Array.from(document.scripts).every(
      (s) => meta.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  }, META);
  expect(before).toBe(true);
});

test('an injected inline script without a listed hash does not run, and eval is refused', async ({page, guard}) => {
  guard.allowConsoleErrors(/Content Security Policy/);
  await page.goto('/docs/index.html');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const result = await page.evaluate(async () => {
    const w = window as unknown as {injected?: boolean};
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {once: true}),
    );
    const s = document.createElement('script');
    s.textContent = 'window.injected = true;';
    document.head.appendChild(s);
    const directive = await violation;
    let evalRan: boolean;
    try {
      evalRan = (0, eval)('true') as boolean;
    } catch {
      evalRan = false;
    }
    return {ran: w.injected === true, directive, evalRan};
  });
  expect(result).toEqual({ran: false, directive: 'script-src-elem', evalRan: false});
});

// Every built page, many to a browser page: no CSP violation from the page, its scripts or its runners.
const pages = builtRoutes();
const PER_TEST = 30;
test.describe('no page logs a CSP violation', () => {
  test('the build has pages', () => expect(pages.length, `routes in ${buildDir}/sitemap.xml`).toBeGreaterThan(0));
  for (let i = 0; i < pages.length; i += PER_TEST) {
    const batch = pages.slice(i, i + PER_TEST);
    test(`pages ${i + 1}–${i + batch.length} of ${pages.length}`, async ({page}) => {
      test.setTimeout(60_000 + batch.length * 20_000); // generous: a loaded machine takes seconds a page
      const violations: string[] = [];
      await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
      // In every frame, runners included.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as {__cspViolation?: (v: string) => void}).__cspViolation?.(
            `${e.effectiveDirective} ${e.blockedURI}`,
          ),
        ),
      );
      for (const url of batch) {
        await page.goto(url);
        await expect(page.locator('html[data-has-hydrated="true"]'), url).toHaveCount(1, {timeout: 60_000});
        await expect(page.locator(META), url).toHaveCount(1);
        // Let the viewport observers start the examples near the top, then wait for them to finish starting.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await expect(page.locator('[data-pg-panel][data-status="loading"]'), url).toHaveCount(0, {timeout: 20_000});
        expect(violations, url).toEqual([]);
      }
    });
  }
});
