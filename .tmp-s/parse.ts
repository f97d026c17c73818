import fs from 'node:fs';
import {load} from 'cheerio';
import {routesFromBuildDir, htmlFileForRoute} from '/work/wt/search/src/plugins/local-search/collect';
(async () => {
  const routes = (await routesFromBuildDir('/work/main/build', '/')).slice(0, 400);
  const files = (await Promise.all(routes.map((r) => htmlFileForRoute('/work/main/build', r, '/')))).filter(Boolean) as string[];
  const htmls = files.map((f) => fs.readFileSync(f, 'utf8'));
  for (const [name, opts] of [
    ['parse5', undefined],
    ['htmlparser2', {xml: {xmlMode: false, decodeEntities: true}}],
  ] as const) {
    const t = Date.now();
    let n = 0;
    for (const h of htmls) n += load(h, opts as never)('p').length;
    console.log(name, htmls.length, 'files', n, 'p', Date.now() - t, 'ms');
  }
})();
