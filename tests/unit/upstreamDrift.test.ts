// Upstream files we copied or patch (src/lib/upstream/copies.ts) must be, as installed, the versions we based our
// files on (tests/unit/upstream/originals.json). When an install brings another, this fails naming our file and the
// original, with a diff of what changed upstream: carry the change into our file (or check our patch still
// applies), name the new version in its header, then record it with `npx tsx scripts/update-upstream.ts FILE`.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  EXACT_PINS,
  UPSTREAM_COPIES,
  headerComment,
  packageOf,
  pathInPackage,
  uniqueOriginals,
} from '../../src/lib/upstream/copies';
import {
  RECORDS_DIR,
  readInstalled,
  readRecords,
  readStored,
  recordingOf,
  sha256,
  storedPath,
} from '../../src/lib/upstream/records';
import {unifiedDiff} from '../../src/lib/unifiedDiff';

const root = path.resolve(__dirname, '../..');
const records = readRecords(root);
const originals = uniqueOriginals();

/** What our files do with an original, one line each, for the failure message. */
const usesOf = (original: string): string =>
  UPSTREAM_COPIES.filter((c) => c.original === original)
    .map((c) => `  ${c.ours} (${c.kind}: ${c.note})`)
    .join('\n');

describe('upstream originals are the versions our copies and patches are based on', () => {
  it.each(originals)('%s', (original) => {
    const record = records[original];
    if (!record) throw new Error(`${original} is not recorded: run \`npx tsx scripts/update-upstream.ts ${original}\``);
    const installed = readInstalled(root, original);
    const stored = readStored(root, original);
    const hashOnly = recordingOf(original).hashOnly;
    // the stored text is what the diff below is made from: it must be the recorded original
    if (!hashOnly && (stored === undefined || sha256(stored) !== record.sha256))
      throw new Error(
        `${storedPath(original)} is missing or edited: it must be the original as recorded (scripts/update-upstream.ts writes it)`,
      );
    if (sha256(installed.text) === record.sha256) return;
    const diff = hashOnly
      ? `(no stored copy: ${hashOnly})`
      : unifiedDiff(
          stored!,
          installed.text,
          `${original} ${record.version} (recorded)`,
          `${original} ${installed.version} (installed)`,
        );
    throw new Error(
      [
        `node_modules/${original} changed: recorded ${record.version}, installed ${installed.version}. Our files based on it:`,
        usesOf(original),
        'Carry the change into them (or check the patch), name the new version in the header of a copy, then',
        `record it: npx tsx scripts/update-upstream.ts ${original}`,
        '',
        diff,
      ].join('\n'),
    );
  });
});

describe('the list of copies', () => {
  it.each(UPSTREAM_COPIES.filter((c) => c.kind === 'copy'))(
    '$ours names its original in its header',
    ({ours, original}) => {
      const header = headerComment(fs.readFileSync(path.join(root, ours), 'utf8'));
      const version = records[original]?.version ?? readInstalled(root, original).version;
      expect(
        header,
        `${ours}: the first comment should say "${packageOf(original)}@${version} ${pathInPackage(original)}"`,
      ).toContain(`${packageOf(original)}@${version} ${pathInPackage(original)}`);
    },
  );

  it('names files that exist', () => {
    expect(UPSTREAM_COPIES.filter((c) => !fs.existsSync(path.join(root, c.ours))).map((c) => c.ours)).toEqual([]);
  });

  it('records exactly the listed originals, one way each', () => {
    expect(Object.keys(records).sort()).toEqual([...originals].sort());
    for (const original of originals) {
      const ways = new Set(
        UPSTREAM_COPIES.filter((c) => c.original === original).map((c) => JSON.stringify([c.slice, c.hashOnly])),
      );
      expect(ways.size, `${original}: every entry must slice it the same way`).toBe(1);
    }
    const stored = fs
      .readdirSync(path.join(root, RECORDS_DIR), {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.orig'))
      .map((f) => f.slice(0, -'.orig'.length).split(path.sep).join('/'));
    expect(stored.sort()).toEqual(originals.filter((o) => !recordingOf(o).hashOnly).sort());
  });
});

// An exact semver version, optionally behind an npm alias; `^`, `~`, `>=`, `x`, tags and ranges do not match.
const EXACT_VERSION = /^(?:npm:(?:@[^/@]+\/)?[^@]+@)?\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

describe('exact version pattern', () => {
  it.each(['3.10.2', '4.0.0-canary-6808', '1.0.0-rc.1', 'npm:@scope/fork@2.1.0'])('accepts %s', (v) =>
    expect(v).toMatch(EXACT_VERSION),
  );
  it.each(['^3.10.2', '~3.10.2', '>=3', '3.x', 'latest', 'canary', '3.10', '3.10.2 || 4'])('rejects %s', (v) =>
    expect(v).not.toMatch(EXACT_VERSION),
  );
});

describe('package.json', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  const specs: Record<string, string> = {...pkg.dependencies, ...pkg.devDependencies};
  const pinned = [
    ...new Set([
      ...originals.map(packageOf),
      ...Object.keys(specs).filter((n) => n.startsWith('@docusaurus/')),
      ...Object.keys(EXACT_PINS),
    ]),
  ];

  it.each(pinned.sort())('pins %s exactly', (name) => {
    // `1.2.3`, a prerelease `4.0.0-canary-6808` (the upgrade rehearsal) or an alias `npm:@scope/fork@1.2.3`: no range,
    // so no install can bring another version by itself
    expect(specs[name], `${name} must be declared with an exact version`).toMatch(EXACT_VERSION);
  });
});
