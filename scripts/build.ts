// `npm run build`: Docusaurus' production build in two processes, so that rendering the pages does not share one
// with the bundler. In one process, ~1.5 GB of Rspack's memory stayed resident while the SSG workers rendered the
// 320 pages, and the build peaked at 2.1-2.2 GB. Docusaurus supports the split itself: the first process bundles
// and exits (DOCUSAURUS_EXIT_AFTER_BUNDLING), the second loads the site again and renders from those bundles
// (DOCUSAURUS_SKIP_BUNDLING). Arguments go to both (`npm run build -- --out-dir build-x`).
// Then, unless PRECOMPRESS=0, every text file of the build gets its .br and .gz beside it (scripts/lib/precompress.ts).
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {precompress} from './lib/precompress';

export function buildPhases(args: string[]): {env: Record<string, string>; args: string[]}[] {
  return [
    {env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'}, args: ['docusaurus', 'build', ...args]},
    {env: {DOCUSAURUS_SKIP_BUNDLING: 'true'}, args: ['docusaurus', 'build', ...args]},
  ];
}

/** The build folder the arguments name (`--out-dir x` or `--out-dir=x`), else `build`. */
export function outDir(args: string[]): string {
  const {values} = parseArgs({args, options: {'out-dir': {type: 'string'}}, strict: false, allowPositionals: true});
  return typeof values['out-dir'] === 'string' ? values['out-dir'] : 'build';
}

if (require.main === module) {
  const args = process.argv.slice(2);
  for (const phase of buildPhases(args)) {
    const {status} = spawnSync('npx', phase.args, {stdio: 'inherit', env: {...process.env, ...phase.env}});
    if (status !== 0) process.exit(status ?? 1);
  }
  if (process.env.PRECOMPRESS !== '0') {
    void precompress(path.resolve(outDir(args))).then((s) => {
      const mb = (n: number) => (n / 1048576).toFixed(1);
      console.log(
        `[precompress] ${s.files} files, ${mb(s.bytes)} MB → br ${mb(s.br)} MB, gzip ${mb(s.gz)} MB in ${s.ms} ms`,
      );
    });
  }
}
