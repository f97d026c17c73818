// Rewrites `pending` as the manifest routes the current build does not have yet (run after a build).
import fs from 'node:fs';
import path from 'node:path';
import {parseRouteList, routeExists} from './lib/routes';

const root = path.resolve(__dirname, '..');
const manifest = parseRouteList(fs.readFileSync(path.resolve(root, '../shared/routes.txt'), 'utf8'));
const missing = manifest.filter((route) => !routeExists(path.join(root, 'build'), route));
const header =
  '# Routes of ../shared/routes.txt that later issues will write. The route test fails when one of\n# these is built, so remove a line when its page lands (or run `npx tsx scripts/update-pending.ts`).\n';
fs.writeFileSync(path.join(root, 'pending'), header + missing.join('\n') + '\n');
console.log(`${missing.length} pending routes`);
