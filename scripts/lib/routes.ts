import fs from 'node:fs';
import path from 'node:path';
import {resolveRequestPath} from './resolveRequestPath';

/** Paths listed in a route manifest: one per line, `#` starts a comment. */
export function parseRouteList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** A route exists when the static server would answer it with a page of its own (not 404.html). */
export function routeExists(buildDir: string, route: string): boolean {
  const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();
  const {file} = resolveRequestPath(buildDir, route, isFile);
  return file !== undefined && path.basename(file) !== '404.html';
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
