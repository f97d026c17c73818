// The playground's options: one object, built in src/config/plugins.ts and given to both the plugin and
// its remark plugin, checked by validatePlaygroundOptions (the plugin's validateOptions uses it too).
import path from 'node:path';

export type PlaygroundOptions = {
  /** Where compiled examples, library bundles and page records are cached (absolute, or relative to the site). */
  cacheDir: string;
};

export function defaultCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'konva-playground');
}

const KNOWN = new Set(['cacheDir', 'id']);

/** Throws on unknown keys and wrong types; returns the options with `cacheDir` made absolute. */
export function validatePlaygroundOptions(options: unknown, siteDir: string): PlaygroundOptions {
  const o = (options ?? {}) as Record<string, unknown>;
  if (typeof o !== 'object' || Array.isArray(o))
    throw new Error(`[playground] options must be an object, got ${JSON.stringify(options)}`);
  const unknown = Object.keys(o).filter((k) => !KNOWN.has(k));
  if (unknown.length) throw new Error(`[playground] unknown option(s): ${unknown.join(', ')} (known: cacheDir)`);
  if (o.cacheDir !== undefined && (typeof o.cacheDir !== 'string' || !o.cacheDir)) {
    throw new Error(`[playground] cacheDir must be a non-empty string, got ${JSON.stringify(o.cacheDir)}`);
  }
  const cacheDir = typeof o.cacheDir === 'string' ? path.resolve(siteDir, o.cacheDir) : defaultCacheDir(siteDir);
  return {cacheDir};
}
