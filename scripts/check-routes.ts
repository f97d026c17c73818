// Route manifest test: every path of ../shared/routes.txt is built, unless it is listed in `pending`
// (pages later issues write); a pending path that already exists fails too, so the list only shrinks.
import fs from 'node:fs';
import path from 'node:path';
import {parseRouteList, checkRoutes} from './lib/routes';

const root = path.resolve(__dirname, '..');
const manifestPath = process.env.ROUTES_FILE ?? path.resolve(root, '../shared/routes.txt');
const pendingPath = path.join(root, 'pending');
const buildDir = path.join(root, 'build');

const manifest = parseRouteList(fs.readFileSync(manifestPath, 'utf8'));
const pending = fs.existsSync(pendingPath) ? parseRouteList(fs.readFileSync(pendingPath, 'utf8')) : [];
const report = checkRoutes(buildDir, manifest, pending);

for (const route of report.missing) console.log(`✘ missing from the build: ${route}`);
for (const route of report.pendingButBuilt) console.log(`✘ built but still listed in pending (remove it): ${route}`);
for (const route of report.pendingUnknown) console.log(`✘ pending lists a path that is not in routes.txt: ${route}`);
const failed = report.missing.length + report.pendingButBuilt.length + report.pendingUnknown.length;
const built = manifest.length - pending.length;
console.log(
  `routes: ${manifest.length} in manifest, ${pending.length} pending, ${built - report.missing.length} built and checked`,
);
console.log(`ROUTES_RESULT ${manifest.length - failed} ${failed}`);
process.exit(failed ? 1 : 0);
