// A page's HTML lists its route's chunks with main.js (src/plugins/speed/route-scripts): they download together, and
// the webpack runtime has no chunk left to ask for when the app starts. It adds a <script data-webpack> for each chunk
// it must fetch itself, so a page that hydrates without adding one was complete.
import {test, expect, gotoHydrated} from './fixtures';

const PAGES = ['/', '/docs/shapes/Rect.html', '/api/Konva.Node.html', '/docs/react/index.html', '/blog'];

for (const url of PAGES) {
  test(`${url}: hydrates with the chunks its HTML lists, fetching none itself`, async ({page}) => {
    await page.addInitScript(() => {
      const fetched: string[] = ((window as unknown as {fetchedChunks: string[]}).fetchedChunks = []);
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of Array.from(r.addedNodes))
            if (node instanceof HTMLScriptElement && node.hasAttribute('data-webpack')) fetched.push(node.src);
      }).observe(document, {childList: true, subtree: true});
    });
    await gotoHydrated(page, url);
    const listed = await page.locator('script[data-bundles]').getAttribute('data-bundles');
    expect(listed!.split(' ').length).toBeGreaterThan(2);
    expect(await page.evaluate(() => (window as unknown as {fetchedChunks: string[]}).fetchedChunks)).toEqual([]);
  });
}
