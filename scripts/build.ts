// `npm run build`: Docusaurus' production build in two processes, so that rendering the pages does not share one
// with the bundler. In one process, ~1.5 GB of Rspack's memory stayed resident while the SSG workers rendered the
// 320 pages, and the build peaked at 2.1-2.2 GB. Docusaurus supports the split itself: the first process bundles
// and exits (DOCUSAURUS_EXIT_AFTER_BUNDLING), the second loads the site again and renders from those bundles
// (DOCUSAURUS_SKIP_BUNDLING). Arguments go to both (`npm run build -- --out-dir build-x`).
import {spawnSync} from 'node:child_process';

export function buildPhases(args: string[]): {env: Record<string, string>; args: string[]}[] {
  return [
    {env: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'}, args: ['docusaurus', 'build', ...args]},
    {env: {DOCUSAURUS_SKIP_BUNDLING: 'true'}, args: ['docusaurus', 'build', ...args]},
  ];
}

if (require.main === module) {
  for (const phase of buildPhases(process.argv.slice(2))) {
    const {status} = spawnSync('npx', phase.args, {stdio: 'inherit', env: {...process.env, ...phase.env}});
    if (status !== 0) process.exit(status ?? 1);
  }
}
