// The build served by a real server with a shipped configuration from deploy/ (nginx or Caddy; `npm test` starts
// each, see scripts/lib/hostServers.ts, and runs this with E2E_HOST and E2E_SERVER_URL): the headers the rules ask
// for, precompressed files, the 404 page, the .html retry, and pages that still work under the added policy.
import {test, expect, showFlavour, type Page} from './fixtures';
import {sitePath} from './env';
import {CACHE_RULES, IMMUTABLE, NEVER, REVALIDATE, SECURITY_HEADERS} from '../../src/lib/hosting/rules';

test.beforeAll(() =>
  expect(process.env.E2E_HOST, 'run against a host from deploy/ (E2E_HOST, E2E_SERVER_URL)').toBeTruthy(),
);

/** Violations of any policy, the meta tag's or the header's, from the page and its frames. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {__cspViolation: (v: string) => void}).__cspViolation(
        `${e.effectiveDirective} ${e.blockedURI}`,
      ),
    );
  });
  return seen;
}

test('a tutorial: its example paints, the rules’ headers and compression are served, the policy holds', async ({
  page,
  guard,
}) => {
  const violations = await watchViolations(page);
  const responses = new Map<string, {headers: Record<string, string>; status: number}>();
  page.on('response', (r) =>
    responses.set(new URL(r.url()).pathname + new URL(r.url()).search, {headers: r.headers(), status: r.status()}),
  );
  const doc = await page.goto(`${sitePath}docs/shapes/Rect.html`);
  expect(doc!.status()).toBe(200);
  const html = doc!.headers();
  expect(html['cache-control']).toBe(REVALIDATE);
  expect(html['content-type']).toBe('text/html; charset=utf-8');
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(html[k.toLowerCase()], k).toBe(v);
  await showFlavour(page, 'vanilla');

  const find = (re: RegExp) => [...responses].find(([u]) => re.test(u));
  const [jsUrl, js] = find(/\/assets\/js\/main\.[0-9a-f]+\.js$/)!;
  expect(js.headers['cache-control'], jsUrl).toBe(IMMUTABLE);
  expect(js.headers['content-type'], jsUrl).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
  // The browser asks for br: the file the build wrote beside main.js, not one compressed per request.
  expect(js.headers['content-encoding'], jsUrl).toBe('br');
  const [runnerUrl, runner] = find(/\/playground\/runner\.html\?v=/)!;
  expect(runner.headers['cache-control'], runnerUrl).toBe(IMMUTABLE);

  // Precompressed means the same bytes as the .br file on disk; gzip for a client without br.
  const rel = jsUrl.slice(sitePath.length);
  const br = await page.request.get(jsUrl, {headers: {'Accept-Encoding': 'br'}});
  const gz = await page.request.get(jsUrl, {headers: {'Accept-Encoding': 'gzip'}});
  expect(br.headers()['content-encoding']).toBe('br');
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(await br.text()).toBe(await gz.text());
  expect(rel).toMatch(/^assets\/js\//);

  const sw = await page.request.get(`${sitePath}sw.js`);
  expect(sw.headers()['cache-control']).toBe(NEVER);
  const unversioned = await page.request.get(`${sitePath}playground/runner.html`);
  expect(unversioned.headers()['cache-control']).toBe(CACHE_RULES.find((r) => r.id === 'default')!.cacheControl);
  expect(violations).toEqual([]);

  // Still enforced: an inline script the build did not hash does not run.
  guard.allowConsoleErrors(/Content Security Policy/);
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.appendChild(s);
    return (window as unknown as {__injected?: number}).__injected === 1;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true);
});

test('an unknown path gets the site’s 404 page with status 404; a .html route is retried as the server does', async ({
  page,
  guard,
}) => {
  // The browser logs the page's own 404 status.
  guard.allowConsoleErrors(/^Failed to load resource: the server responded with a status of 404/);
  for (const url of ['docs/no-such-page', 'docs/no-such-page.html']) {
    const r = await page.request.get(`${sitePath}${url}`);
    expect(r.status(), url).toBe(404);
  }
  const missing = await page.goto(`${sitePath}docs/no-such-page`);
  expect(missing!.status()).toBe(404);
  expect(missing!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('h1')).toContainText('找不到');
  // Routes without their own file: the server's retry (scripts/lib/resolveRequestPath.ts), then the client router's.
  for (const url of ['blog/archive.html', 'blog/authors/index.html', 'markdown-page.html', 'docs/shapes/Rect']) {
    const r = await page.goto(`${sitePath}${url}`);
    expect(r!.status(), url).toBe(200);
    await expect(page.locator('html[data-has-hydrated="true"]'), url).toHaveCount(1);
    await expect(page.locator('h1').first(), url).not.toHaveText('找不到页面');
    await expect(page.locator('nav.navbar'), url).toHaveCount(1);
  }
});

test('search and an API page work under the host’s headers', async ({page}) => {
  const violations = await watchViolations(page);
  await page.goto(`${sitePath}api/Konva.html`);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.locator('.DocSearch-Input').fill('矩形');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  expect(violations).toEqual([]);
});
