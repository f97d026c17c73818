// Versions the docs describe, read from the installed packages so the site never states a stale number.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(pkg: string): string | undefined {
  try {
    return (require(`${pkg}/package.json`) as {version: string}).version;
  } catch {
    return undefined;
  }
}

export const konvaVersion: string = installedVersion('konva') ?? 'unknown';
export const konvaMajor: string = konvaVersion.split('.')[0] ?? konvaVersion;

export function wrapperVersions(): Record<string, string> {
  const names = ['react-konva', 'vue-konva', 'svelte-konva', 'ng2-konva'];
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = installedVersion(name);
    if (v) out[name] = v;
  }
  return out;
}
