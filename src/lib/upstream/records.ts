// The recorded originals: tests/unit/upstream/originals.json (package version and sha256 of each original as it
// was when we copied or patched it) and, beside it, a copy of each one's text (`<original>.orig`, kept out of
// Prettier, ESLint and tsc), so a failing drift test can show what changed upstream. Written by
// scripts/update-upstream.ts, read by tests/unit/upstreamDrift.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {UPSTREAM_COPIES, packageOf, recordedText, type UpstreamCopy} from './copies';

export type OriginalRecord = {version: string; sha256: string};
export type Records = Record<string, OriginalRecord>;

export const RECORDS_DIR = 'tests/unit/upstream';
export const RECORDS_FILE = `${RECORDS_DIR}/originals.json`;

export const sha256 = (text: string): string => crypto.createHash('sha256').update(text).digest('hex');

/** Where the recorded text of an original is kept, from the repository root. */
export const storedPath = (original: string): string => `${RECORDS_DIR}/${original}.orig`;

/** The list entry that says how an original is recorded (its slice, hash only); every entry of one original agrees. */
export function recordingOf(original: string, copies: readonly UpstreamCopy[] = UPSTREAM_COPIES): UpstreamCopy {
  const entry = copies.find((c) => c.original === original);
  if (!entry) throw new Error(`${original} is not in src/lib/upstream/copies.ts`);
  return entry;
}

/** The installed original's version and the text we record of it (its slice), or an error naming what is missing. */
export function readInstalled(root: string, original: string): {version: string; text: string} {
  const file = path.join(root, 'node_modules', original);
  if (!fs.existsSync(file))
    throw new Error(`node_modules/${original} is gone: upstream moved or removed the file we copied or patch`);
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', packageOf(original), 'package.json'), 'utf8'),
  ) as {version: string};
  return {version: pkg.version, text: recordedText(fs.readFileSync(file, 'utf8'), recordingOf(original))};
}

export function readRecords(root: string): Records {
  const file = path.join(root, RECORDS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Records) : {};
}

/** The stored text of an original, or undefined for a hash-only record. */
export function readStored(root: string, original: string): string | undefined {
  const file = path.join(root, storedPath(original));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
