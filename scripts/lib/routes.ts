import {builtFileOf} from '../../src/lib/routeFile';

/** Paths listed in a route manifest: one per line, `#` starts a comment. */
export function parseRouteList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** A route exists when the build wrote its own HTML file for it (src/lib/routeFile.ts). */
export function routeExists(buildDir: string, route: string): boolean {
  return builtFileOf(buildDir, route) !== null;
}

export type RouteReport = {missing: string[]; pendingButBuilt: string[]; pendingUnknown: string[]; checked: number};

/** Every manifest route must be built, except pending ones; a pending route that is built is an error too. */
export function checkRoutes(buildDir: string, manifest: string[], pending: string[]): RouteReport {
  const pendingSet = new Set(pending);
  const manifestSet = new Set(manifest);
  const report: RouteReport = {missing: [], pendingButBuilt: [], pendingUnknown: [], checked: manifest.length};
  for (const route of manifest) {
    const built = routeExists(buildDir, route);
    if (pendingSet.has(route)) {
      if (built) report.pendingButBuilt.push(route);
    } else if (!built) {
      report.missing.push(route);
    }
  }
  report.pendingUnknown = pending.filter((route) => !manifestSet.has(route));
  return report;
}
