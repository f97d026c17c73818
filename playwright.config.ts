import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The base path the site was built for (BASE_URL, the same variable as the build): served and tested under it. */
const sitePath = process.env.BASE_URL ?? '/';
/** A sub-path build runs only the key tests written for it (tests/e2e/subpath.spec.ts). */
const subPath = sitePath !== '/';
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
/** An already running server to test instead of serving the build, e.g. `E2E_SERVER_URL=http://127.0.0.1:3000/`. */
const serverUrl = process.env.E2E_SERVER_URL;
const baseURL = serverUrl ?? `http://127.0.0.1:${port}${sitePath}`;
/** A real server with a shipped configuration (deploy/): only its key subset runs (scripts/lib/hostServers.ts). */
const host = process.env.E2E_HOST;
const runName = host ? `${host}${subPath ? '-subpath' : ''}` : subPath ? 'subpath' : '';

/** Debian's Chromium with the flags that work on a machine without outside network. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // In CI a failed test runs once more; one that passes then is reported by name as flaky (scripts/test.ts) to be
  // fixed.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json', {outputFile: runName ? `test-results/e2e-${runName}.json` : 'test-results/e2e.json'}]],
  // Playwright empties its output folder first: the sub-path and host runs keep the main run's results.
  outputDir: runName ? `test-results/${runName}` : 'test-results',
  use: {
    baseURL,
    locale: 'zh-CN',
    launchOptions: chromiumLaunch,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: host
    ? [
        {
          name: runName,
          testMatch: subPath ? /(subpath|hosting)\.spec\.ts/ : /(hosting|offline)\.spec\.ts/,
          use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromiumLaunch},
        },
      ]
    : subPath
      ? [
          {
            name: 'subpath',
            testMatch: /subpath\.spec\.ts/,
            use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromiumLaunch},
          },
        ]
      : [
          {
            name: 'desktop',
            testIgnore: /(subpath|hosting)\.spec\.ts/,
            grepInvert: /@narrow/,
            use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromiumLaunch},
          },
          {
            name: 'narrow',
            // Layout-sensitive specs run again at 800 px, below the 996 px navbar breakpoint.
            testMatch: /(site|navigation|playground)\.spec\.ts/,
            grepInvert: /@desktop/,
            use: {...devices['Desktop Chrome'], viewport: {width: 800, height: 900}, launchOptions: chromiumLaunch},
          },
        ],
  webServer: serverUrl
    ? undefined
    : {
        command: `npx tsx scripts/serve.ts --dir ${buildDir} --port ${port} --base ${sitePath}`,
        url: baseURL,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
