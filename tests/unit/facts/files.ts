// The files under a folder whose names match `pattern`, depth first: what the content scans of these tests read.
import fs from 'node:fs';
import path from 'node:path';

/** `optional`: a missing folder yields nothing instead of failing (a root that not every checkout has). */
export function* filesUnder(
  dir: string,
  pattern: RegExp,
  {optional = false}: {optional?: boolean} = {},
): Generator<string> {
  if (optional && !fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(p, pattern);
    else if (pattern.test(entry.name)) yield p;
  }
}
