// The playground's cache key: one hash of everything that changes what it generates (compiled examples,
// library bundles, runner, editor and compiler modules), so an upgrade or an edit never serves stale code.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface KeyInputs {
  siteDir: string;
  /** The plugin's folder: every file under it counts (default: this folder). */
  pluginDir?: string;
  /** The plugin's options (anything JSON-serialisable). */
  options?: unknown;
}

/** Every file under `dir` (recursive, sorted, `/`-separated relative names): the plugin's sources. */
export function pluginSourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (e.isFile() && e.name !== 'README.md') out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/** The installed version of every package the site's package.json lists (a missing one counts as "missing"). */
export function installedPackageVersions(siteDir: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].sort();
  const out: Record<string, string> = {};
  for (const name of names) {
    try {
      out[name] = (
        JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
    } catch {
      out[name] = 'missing';
    }
  }
  return out;
}

/**
 * sha256 (hex, 16 characters) of the lock file, the installed versions of the site's packages, every source
 * file of the plugin (name and content) and its options.
 */
export function playgroundKey({siteDir, pluginDir = __dirname, options = {}}: KeyInputs): string {
  const h = crypto.createHash('sha256');
  const lock = path.join(siteDir, 'package-lock.json');
  h.update('lock\0').update(fs.existsSync(lock) ? fs.readFileSync(lock) : 'none');
  h.update('\0versions\0').update(JSON.stringify(installedPackageVersions(siteDir)));
  for (const f of pluginSourceFiles(pluginDir))
    h.update(`\0file\0${f}\0`).update(fs.readFileSync(path.join(pluginDir, f)));
  h.update('\0options\0').update(JSON.stringify(options ?? {}));
  return h.digest('hex').slice(0, 16);
}
