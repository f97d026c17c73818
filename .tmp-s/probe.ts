import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../playwright.config';
const base = process.argv[2];
const SCRIPT = `(async () => {
  const t0 = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}));
  const wait = (test) => new Promise((resolve, reject) => { const stop = performance.now() + 10000;
    const tick = () => (test() ? resolve() : performance.now() > stop ? reject(new Error('timeout')) : setTimeout(tick, 1)); tick(); });
  await wait(() => !!document.querySelector('.DocSearch-Input'));
  const tInput = performance.now() - t0;
  const input = document.querySelector('.DocSearch-Input');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '矩形');
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await wait(() => !!document.querySelector('.DocSearch-Hit, .DocSearch-NoResults'));
  const total = performance.now() - t0;
  const res = performance.getEntriesByType('resource').filter((e) => e.startTime >= t0 - 1).map((e) => e.name.split('/').pop().slice(0, 28) + ' ' + Math.round(e.startTime - t0) + '→' + Math.round(e.responseEnd - t0));
  return {tInput: Math.round(tInput), total: Math.round(total), res, first: document.querySelector('.DocSearch-Hit a')?.getAttribute('href')};
})()`;
(async () => {
  const browser = await chromium.launch(chromiumLaunch);
  for (let i = 0; i < 3; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${base}/docs/index.html`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    console.log(JSON.stringify(await page.evaluate(SCRIPT)));
    await ctx.close();
  }
  await browser.close();
})();
