// `npm test`: lint, format check, typecheck, unit tests, production build, route manifest, browser tests, then a
// sub-path build (BASE_URL=/konva/) and its browser tests.
// Every stage runs even when an earlier one fails (except what needs the build), and the run ends
// with one line `N passed, N failed` summing the individual checks of all stages.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
type Tally = {stage: string; passed: number; failed: number};
const tallies: Tally[] = [];
/** Named at the end of the run, so the last lines of a CI log say which browser tests failed or needed their retry. */
const named: {failed: string[]; flaky: string[]} = {failed: [], flaky: []};

type E2eSpec = {title: string; file: string; line: number; tests: {projectName: string; status: string}[]};
type E2eSuite = {title: string; specs?: E2eSpec[]; suites?: E2eSuite[]};
type E2eReport = {stats: {expected: number; unexpected: number; flaky: number; skipped: number}; suites?: E2eSuite[]};

function nameOutcomes(report: E2eReport) {
  const walk = (suite: E2eSuite, trail: string[]) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const name = `[${t.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`;
        if (t.status === 'unexpected' || t.status === 'skipped') named.failed.push(name);
        else if (t.status === 'flaky') named.flaky.push(name);
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

function tallyE2e(stage: string, file: string, status: number) {
  const report = readJson<E2eReport>(file);
  if (!report) return stageAsOne(stage, false);
  const {stats} = report;
  nameOutcomes(report);
  tallies.push({
    stage,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + stats.skipped + (status && !stats.unexpected ? 1 : 0),
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): {status: number; out: string} {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    cwd: root,
    env: {...process.env, ...env},
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 28,
  });
  process.stdout.write(res.stdout ?? '');
  return {status: res.status ?? 1, out: res.stdout ?? ''};
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function stageAsOne(stage: string, ok: boolean) {
  tallies.push({stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1});
}

fs.rmSync(path.join(root, 'test-results'), {recursive: true, force: true});

const browser = run('bash', ['scripts/ensure-browser.sh']);
stageAsOne('browser setup', browser.status === 0);
const hostsReady = run('bash', ['scripts/ensure-hosts.sh']);
stageAsOne('nginx/caddy setup', hostsReady.status === 0);

/** The build served by nginx and Caddy with deploy/'s configurations, and the key browser tests against each. */
function hostStage(dir: string, base: string) {
  if (hostsReady.status !== 0 || browser.status !== 0) return stageAsOne(`hosts ${base}`, false);
  run('npx', ['tsx', 'scripts/test-hosts.ts', '--dir', dir, '--base', base]);
  for (const name of ['nginx', 'caddy']) {
    const id = `${name}${base === '/' ? '' : '-subpath'}`;
    // Each host has its own report; a host that did not start has none (counted as failed).
    tallyE2e(`e2e ${id}`, `test-results/e2e-${id}.json`, 0);
  }
}

// Lint and formatting before the typecheck: ESLint (eslint.config.mjs) and Prettier (.prettierrc.json).
stageAsOne('lint (eslint)', run('npx', ['eslint', '.', '--max-warnings', '0']).status === 0);
stageAsOne('format (prettier)', run('npx', ['prettier', '--check', '.', '--log-level', 'warn']).status === 0);

stageAsOne('typecheck', run('npx', ['tsc', '--noEmit']).status === 0);

const unit = run('npx', ['vitest', 'run']);
type UnitStats = {numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number};
const unitJson = readJson<UnitStats>('test-results/unit.json');
// A skipped test counts as failed: none may be left behind.
const unitFailed = unitJson ? unitJson.numFailedTests + unitJson.numPendingTests + unitJson.numTodoTests : 0;
if (unitJson)
  tallies.push({
    stage: 'unit',
    passed: unitJson.numPassedTests,
    failed: unitFailed + (unit.status && !unitFailed ? 1 : 0),
  });
else stageAsOne('unit', false);

const build = run('npx', ['tsx', 'scripts/build.ts']);
stageAsOne('build', build.status === 0);

if (build.status === 0) {
  const routes = run('npx', ['tsx', 'scripts/check-routes.ts']);
  const m = /ROUTES_RESULT (\d+) (\d+)/.exec(routes.out);
  tallies.push({stage: 'routes', passed: m ? Number(m[1]) : 0, failed: m ? Number(m[2]) : 1});

  if (browser.status === 0) {
    const e2e = run('npx', ['playwright', 'test']);
    tallyE2e('e2e', 'test-results/e2e.json', e2e.status);
    hostStage('build', '/');
  } else {
    stageAsOne('e2e (no browser)', false);
  }
} else {
  stageAsOne('routes (no build)', false);
  stageAsOne('e2e (no build)', false);
}

// Hosting under a sub-path: a small build (one docs section plus the API pages) for /konva/, and the key tests
// written for it (tests/e2e/subpath.spec.ts: tutorial with a live example, search, an API page, the download).
const SUB_PATH = '/konva/';
const subBuild = run('npx', ['tsx', 'scripts/build.ts', '--out-dir', 'build-subpath'], {
  BASE_URL: SUB_PATH,
  DOCS_FOCUS: 'shapes',
});
stageAsOne('sub-path build', subBuild.status === 0);
if (subBuild.status === 0 && browser.status === 0) {
  const sub = run('npx', ['playwright', 'test'], {BASE_URL: SUB_PATH, E2E_BUILD_DIR: 'build-subpath'});
  tallyE2e('e2e sub-path', 'test-results/e2e-subpath.json', sub.status);
  hostStage('build-subpath', SUB_PATH);
} else {
  stageAsOne('e2e sub-path (no build)', false);
}

if (named.flaky.length)
  console.log(`\nPassed only on their retry (flaky, to be fixed):\n${named.flaky.map((n) => `  ${n}`).join('\n')}`);
if (named.failed.length) console.log(`\nFailed browser tests:\n${named.failed.map((n) => `  ${n}`).join('\n')}`);
console.log('\nSummary:');
for (const t of tallies) console.log(`  ${t.stage.padEnd(18)} ${t.passed} passed, ${t.failed} failed`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
