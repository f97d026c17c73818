// route-scripts: a page's HTML lists its route's chunks with main.js, so they download together and hydration does
// not wait for main.js to ask for them. Docusaurus meant to (its SSG template gets the scripts of every loadable the
// page rendered), but it looks them up by module path ("@site/content/…mdx") in client-manifest.json, whose entries
// the manifest plugin keys by chunk name ("c81c0002"): no lookup matched, and every page listed only runtime and
// main. After each client build this adds the module-path keys, read from the generated registry, where
// Docusaurus' route loader pairs each chunk name with its module path.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Manifest = {origins: Record<string, string[]>};

/** Chunk name → module path, from `.docusaurus/registry.js`:
 * `"name": [() => import(/* webpackChunkName: "name" *\/ "path"), …]`. */
export function registryModules(registry: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const m of registry.matchAll(
    /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\)/gm,
  ))
    entries.set(m[1]!, JSON.parse(m[2]!) as string);
  return entries;
}

/** Adds each module path as a key with its chunk's entry; returns how many it added. */
export function keyByModule(manifest: Manifest, modules: Map<string, string>): number {
  let added = 0;
  for (const [chunkName, modulePath] of modules) {
    const chunks = manifest.origins[chunkName];
    if (!chunks || manifest.origins[modulePath]) continue;
    manifest.origins[modulePath] = chunks;
    added++;
  }
  return added;
}

const NAME = 'konva-route-scripts';

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const apply = (compiler: {hooks: {afterEmit: {tap: (name: string, fn: () => void) => void}}}) =>
        compiler.hooks.afterEmit.tap(NAME, () => {
          const modules = registryModules(fs.readFileSync(registryPath, 'utf8'));
          const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
          // a registry the pattern no longer reads would quietly bring back pages that list only main.js
          if (modules.size === 0 || keyByModule(manifest, modules) === 0)
            throw new Error(`${NAME}: no route chunk found in ${registryPath}`);
          fs.writeFileSync(manifestPath, JSON.stringify(manifest));
        });
      return {plugins: [{apply}]};
    },
  };
}
