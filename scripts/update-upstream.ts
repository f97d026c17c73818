// Records the installed versions of the upstream originals we copied or patch (src/lib/upstream/copies.ts) as the
// ones our files are based on: their hashes in tests/unit/upstream/originals.json, their text beside it. Run it
// after re-basing a copy on a new upstream version, never just to make the drift test pass.
//   npx tsx scripts/update-upstream.ts                 lists the originals that differ from the record
//   npx tsx scripts/update-upstream.ts FILE...         records those originals (an original's path, or our file's)
//   npx tsx scripts/update-upstream.ts --all           records every original (and drops records no longer listed)
import fs from 'node:fs';
import path from 'node:path';
import {UPSTREAM_COPIES, uniqueOriginals} from '../src/lib/upstream/copies';
import {
  RECORDS_DIR,
  RECORDS_FILE,
  readInstalled,
  readRecords,
  recordingOf,
  sha256,
  storedPath,
  type Records,
} from '../src/lib/upstream/records';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const listed = uniqueOriginals();
const records = readRecords(root);

/** The originals a command-line name means: an original itself, or every original of one of our files. */
function originalsNamed(name: string): string[] {
  const found = listed.filter((o) => o === name || UPSTREAM_COPIES.some((c) => c.original === o && c.ours === name));
  if (!found.length)
    throw new Error(`${name} is neither an original nor one of our files in src/lib/upstream/copies.ts`);
  return found;
}

function record(original: string): void {
  const {version, text} = readInstalled(root, original);
  const previous = records[original];
  records[original] = {version, sha256: sha256(text)};
  const file = path.join(root, storedPath(original));
  if (recordingOf(original).hashOnly) fs.rmSync(file, {force: true});
  else {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  }
  const was = previous ? `${previous.version} ${previous.sha256.slice(0, 12)}` : 'new';
  console.log(`${original}: ${was} → ${version} ${records[original].sha256.slice(0, 12)}`);
}

/** Removes records and stored texts of originals the list no longer names. */
function dropUnlisted(): void {
  for (const original of Object.keys(records)) {
    if (listed.includes(original)) continue;
    delete records[original];
    fs.rmSync(path.join(root, storedPath(original)), {force: true});
    console.log(`${original}: no longer listed, record dropped`);
  }
}

if (args.length === 0) {
  const drifted = listed.filter((o) => records[o]?.sha256 !== sha256(readInstalled(root, o).text));
  for (const o of drifted)
    console.log(
      `${o}: ${records[o] ? `recorded ${records[o].version}, installed ${readInstalled(root, o).version}` : 'not recorded'}`,
    );
  console.log(
    drifted.length
      ? `${drifted.length} originals differ from the record (re-base our files, then record them)`
      : 'every original is as recorded',
  );
  process.exitCode = drifted.length ? 1 : 0;
} else {
  const chosen = args.includes('--all') ? listed : [...new Set(args.flatMap(originalsNamed))];
  for (const original of chosen) record(original);
  if (args.includes('--all')) dropUnlisted();
  const sorted: Records = Object.fromEntries(Object.entries(records).sort(([a], [b]) => a.localeCompare(b)));
  fs.mkdirSync(path.join(root, RECORDS_DIR), {recursive: true});
  fs.writeFileSync(path.join(root, RECORDS_FILE), JSON.stringify(sorted, null, 2) + '\n');
}
