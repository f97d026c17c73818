// `npm test`'s host stage: serves a build with nginx and then Caddy, each with its shipped configuration from
// deploy/, and runs the key browser tests against each (playwright.config.ts's E2E_HOST project: hosting.spec.ts,
// and for `/` the visited-page offline test, for a sub-path subpath.spec.ts). Reports:
// test-results/e2e-<host>[-subpath].json.
// Usage: npx tsx scripts/test-hosts.ts [--dir build] [--base /] [--port 4180]  (ports port and port+1)
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {startHost, type HostName} from './lib/hostServers';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    base: {type: 'string', default: '/'},
    port: {type: 'string', default: process.env.E2E_HOST_PORT ?? '4180'},
  },
});
const base = values.base!;

async function main(): Promise<number> {
  let failed = 0;
  for (const [i, name] of (['nginx', 'caddy'] as HostName[]).entries()) {
    const t0 = Date.now();
    let host;
    try {
      host = await startHost(name, values.dir!, base, Number(values.port) + i);
    } catch (e) {
      console.error(`✗ ${name}: ${(e as Error).message}`);
      failed++;
      continue;
    }
    console.log(`\n▶ ${name} (pid ${host.pid}) serving ${values.dir} at ${host.url}`);
    try {
      const args = ['playwright', 'test', ...(base === '/' ? ['-g', 'hosting|a page the reader opened'] : [])];
      const env = {...process.env, E2E_HOST: name, E2E_SERVER_URL: host.url, BASE_URL: base, E2E_BUILD_DIR: values.dir};
      const res = spawnSync('npx', args, {stdio: 'inherit', env});
      if (res.status !== 0) failed++;
    } finally {
      await host.stop();
    }
    console.log(`${name}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  return failed;
}

void main().then((failed) => process.exit(failed ? 1 : 0));
