// The 演练场's starter programs: plain files under starters/, one per flavour, written to starters.json with the
// other generated playground files (the /playground page fetches it; the build compiles them in the unit test).
import fs from 'node:fs';
import path from 'node:path';
import {FLAVOURS, FLAVOUR_FILES, type Flavour} from './flavours';

export const STARTERS_DIR = path.join(__dirname, 'starters');

export function readStarters(dir = STARTERS_DIR): Record<Flavour, string> {
  return Object.fromEntries(FLAVOURS.map((f) => [f, fs.readFileSync(path.join(dir, FLAVOUR_FILES[f]), 'utf8')])) as Record<Flavour, string>;
}
