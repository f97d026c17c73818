import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {playgroundKey, pluginSourceFiles} from '../../../src/plugins/playground/cacheKey';
import {exampleHash} from '../../../src/plugins/playground/remark';
import {validatePlaygroundOptions} from '../../../src/plugins/playground/options';

/** A site with a lock file, one installed package and a plugin folder with a nested source file. */
function fakeSite(): {siteDir: string; pluginDir: string} {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-key-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, rel), text);
  };
  write('package.json', JSON.stringify({dependencies: {konva: '^10.0.0'}, devDependencies: {esbuild: '^0.25.0'}}));
  write('package-lock.json', '{"lockfileVersion": 3}');
  write('node_modules/konva/package.json', '{"version": "10.9.1"}');
  write('node_modules/esbuild/package.json', '{"version": "0.25.12"}');
  write('plugin/index.ts', 'export {};');
  write('plugin/runtime/runner.ts', 'console.log(1);');
  write('plugin/README.md', 'docs');
  return {siteDir, pluginDir: path.join(siteDir, 'plugin')};
}

describe('playground cache key', () => {
  it('lists every plugin file, nested ones too, but not the README', () => {
    const {pluginDir} = fakeSite();
    expect(pluginSourceFiles(pluginDir)).toEqual(['index.ts', 'runtime/runner.ts']);
  });

  it('is stable for the same inputs', () => {
    const {siteDir, pluginDir} = fakeSite();
    expect(playgroundKey({siteDir, pluginDir})).toBe(playgroundKey({siteDir, pluginDir}));
    expect(playgroundKey({siteDir, pluginDir})).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes with a plugin source file (also a nested one, also a new one)', () => {
    const {siteDir, pluginDir} = fakeSite();
    const k0 = playgroundKey({siteDir, pluginDir});
    fs.writeFileSync(path.join(pluginDir, 'runtime/runner.ts'), 'console.log(2);');
    const k1 = playgroundKey({siteDir, pluginDir});
    expect(k1).not.toBe(k0);
    fs.writeFileSync(path.join(pluginDir, 'runtime/extra.ts'), '');
    expect(playgroundKey({siteDir, pluginDir})).not.toBe(k1);
  });

  it('does not change with the README', () => {
    const {siteDir, pluginDir} = fakeSite();
    const k0 = playgroundKey({siteDir, pluginDir});
    fs.writeFileSync(path.join(pluginDir, 'README.md'), 'other docs');
    expect(playgroundKey({siteDir, pluginDir})).toBe(k0);
  });

  it('changes with the lock file content', () => {
    const {siteDir, pluginDir} = fakeSite();
    const k0 = playgroundKey({siteDir, pluginDir});
    fs.writeFileSync(path.join(siteDir, 'package-lock.json'), '{"lockfileVersion": 3, "packages": {}}');
    expect(playgroundKey({siteDir, pluginDir})).not.toBe(k0);
  });

  it('changes with an installed version even when the lock file stays', () => {
    const {siteDir, pluginDir} = fakeSite();
    const k0 = playgroundKey({siteDir, pluginDir});
    fs.writeFileSync(path.join(siteDir, 'node_modules/esbuild/package.json'), '{"version": "0.26.0"}');
    expect(playgroundKey({siteDir, pluginDir})).not.toBe(k0);
  });

  it('changes with the options', () => {
    const {siteDir, pluginDir} = fakeSite();
    expect(playgroundKey({siteDir, pluginDir, options: {cacheDir: '/a'}})).not.toBe(
      playgroundKey({siteDir, pluginDir, options: {cacheDir: '/b'}}),
    );
  });

  it('is part of every compiled example name', () => {
    expect(exampleHash('vanilla', 'x', 'k1')).not.toBe(exampleHash('vanilla', 'x', 'k2'));
    expect(exampleHash('vanilla', 'x', 'k1')).not.toBe(exampleHash('react', 'x', 'k1'));
  });
});

describe('playground options', () => {
  it('resolves cacheDir against the site and defaults it', () => {
    expect(validatePlaygroundOptions({cacheDir: 'tmp/pg'}, '/site').cacheDir).toBe('/site/tmp/pg');
    expect(validatePlaygroundOptions(undefined, '/site').cacheDir).toBe('/site/node_modules/.cache/konva-playground');
  });
  it('refuses unknown keys and wrong types', () => {
    expect(() => validatePlaygroundOptions({cachedir: 'x'}, '/site')).toThrow(/unknown option.*cachedir/);
    expect(() => validatePlaygroundOptions({cacheDir: 3}, '/site')).toThrow(/cacheDir must be/);
  });
});
