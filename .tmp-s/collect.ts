import {collectRecords, routesFromBuildDir} from '../src/plugins/local-search/collect';
(async () => {
  const routes = await routesFromBuildDir('/work/main/build', '/');
  for (let i = 0; i < 2; i++) {
    const t = Date.now();
    const r = await collectRecords({
      outDir: '/work/main/build',
      routePaths: routes,
      siteUrl: 'https://x.org',
      baseUrl: '/',
      cacheFile: '/tmp/s/cache/records.json',
    });
    console.log('records', r.length, 'ms', Date.now() - t);
  }
})();
