// Every built page with live examples: for every example and flavour tab, a canvas with non-blank pixels
// appears and no error is reported. Pages come from build/playground/manifest.json (written by the plugin).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

interface Manifest {
  pages: {url: string; examples: {flavours: string[]}[]}[];
}
const LABELS: Record<string, string> = {
  vanilla: '原生 JS',
  react: 'React',
  vue: 'Vue',
  svelte: 'Svelte',
  angular: 'Angular',
};
const manifestFile = path.join(process.cwd(), 'build', 'playground', 'manifest.json');
const manifest: Manifest = fs.existsSync(manifestFile)
  ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
  : {pages: []};

// A tall window keeps several examples near the viewport, so their runners start side by side.
test.use({viewport: {width: 1100, height: 2400}});

test('the build lists pages with live examples', () => {
  expect(fs.existsSync(manifestFile), `${manifestFile} (run npx docusaurus build first)`).toBe(true);
  expect(manifest.pages.length).toBeGreaterThan(0);
});

for (const pageInfo of manifest.pages) {
  const tabs = pageInfo.examples.reduce((n, e) => n + e.flavours.length, 0);
  test(`${pageInfo.url}: ${tabs} example tabs paint without errors`, async ({page}, testInfo) => {
    test.setTimeout(60_000 + tabs * 8_000);
    await page.goto(pageInfo.url);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const examples = page.locator('[data-pg-example]');
    await expect(examples).toHaveCount(pageInfo.examples.length);
    const started = Date.now();
    // Flavour by flavour: one tab click switches every example of the page (shared groupId).
    for (const flavour of Object.keys(LABELS)) {
      for (let i = 0; i < pageInfo.examples.length; i++) {
        if (!pageInfo.examples[i]!.flavours.includes(flavour)) continue;
        const example = examples.nth(i);
        // API member examples mount when scrolled to (ApiExample), as a reader reaches them
        await example.scrollIntoViewIfNeeded();
        const tab = example.getByRole('tab', {name: LABELS[flavour], exact: true});
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
        const panel = example.locator(`[data-pg-panel][data-flavour="${flavour}"]`);
        await panel.scrollIntoViewIfNeeded();
        // The frame itself on screen, as when a reader looks at it: Chromium holds back animation frames for an
        // off-screen frame, so an example drawn by Konva's batched redraw would not paint (a tall panel can leave it
        // above).
        await panel.locator('iframe').evaluate((el) => el.scrollIntoView({block: 'nearest'}));
        const where = `${pageInfo.url} example ${i + 1} ${flavour}`;
        await expect(panel, where).toHaveAttribute('data-status', /painted|error|stopped/, {timeout: 30_000});
        await expect(panel.locator('[data-pg-error]'), `${where}: error panel`).toHaveCount(0);
        await expect(panel).toHaveAttribute('data-status', 'painted');
        // Independent of the runner's own report: read the pixels inside the sandboxed frame.
        const frame = await (await panel.locator('iframe').elementHandle())!.contentFrame();
        const nonBlank = await frame!.evaluate(() =>
          Array.from(document.querySelectorAll('canvas')).some((c) => {
            // A 0×0 canvas holds no pixels (and getImageData throws on it): a page may show one on purpose.
            if (!c.width || !c.height) return false;
            const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
            for (let k = 3; k < d.length; k += 4) if (d[k]) return true;
            return false;
          }),
        );
        expect(nonBlank, `${where}: canvas has pixels`).toBe(true);
      }
    }
    const secs = (Date.now() - started) / 1000;
    testInfo.annotations.push({type: 'seconds per tab', description: (secs / tabs).toFixed(3)});
    console.log(`${pageInfo.url}: ${tabs} tabs in ${secs.toFixed(1)} s (${(secs / tabs).toFixed(3)} s/tab)`);
  });
}
