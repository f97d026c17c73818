import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

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
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL,
    locale: 'zh-CN',
    launchOptions: chromiumLaunch,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {name: 'desktop', grepInvert: /@narrow/, use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, launchOptions: chromiumLaunch}},
    {
      name: 'narrow',
      // Layout-sensitive specs run again at 800 px, below the 996 px navbar breakpoint.
      testMatch: /(site|navigation|playground)\.spec\.ts/,
      grepInvert: /@desktop/,
      use: {...devices['Desktop Chrome'], viewport: {width: 800, height: 900}, launchOptions: chromiumLaunch},
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `npx tsx scripts/serve.ts --dir build --port ${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
