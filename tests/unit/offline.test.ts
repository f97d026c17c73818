import {describe, expect, it} from 'vitest';
import {
  importedFiles,
  isOfflineFile,
  isPrecached,
  offlineManifest,
  pageAssets,
  requestUrl,
} from '../../src/plugins/offline/files';
import {isImmutable, pageKeys} from '../../src/plugins/offline/sw/policy';

describe('offline file list', () => {
  it('leaves out what no page fetches', () => {
    expect(isOfflineFile('docs/shapes/Rect.md')).toBe(false);
    expect(isOfflineFile('llms-full.txt')).toBe(false);
    expect(isOfflineFile('sw.js')).toBe(false);
    expect(isOfflineFile('playground/manifest.json')).toBe(false);
    expect(isOfflineFile('docs/shapes/Rect.html')).toBe(true);
    expect(isOfflineFile('playground/lib/chunk-ABCDEFGH.js')).toBe(true);
  });

  it('uses the URLs the pages request: ?v= on the playground entry files and compiled examples', () => {
    expect(requestUrl('playground/runner.html', '/konva/', 'abc')).toBe('/konva/playground/runner.html?v=abc');
    expect(requestUrl('playground/ex/0011.json', '/', 'abc')).toBe('/playground/ex/0011.json?v=abc');
    expect(requestUrl('playground/lib/chunk-ABCDEFGH.js', '/', 'abc')).toBe('/playground/lib/chunk-ABCDEFGH.js');
    expect(requestUrl('docs/shapes/Rect.html', '/', 'abc')).toBe('/docs/shapes/Rect.html');
  });

  it('precaches the shell and search, not route chunks or pages', () => {
    const search = new Set(['assets/js/1a4e3797.d044101e.js']);
    expect(isPrecached('assets/js/main.b517a8e3.js', search)).toBe(true);
    expect(isPrecached('assets/js/8936.6baea886.js', search)).toBe(true);
    expect(isPrecached('assets/js/1a4e3797.d044101e.js', search)).toBe(true);
    expect(isPrecached('assets/js/c81c0002.b6895f86.js', search)).toBe(false);
    expect(isPrecached('search-index/shard-0ffaa3d523ea.json', search)).toBe(true);
    expect(isPrecached('playground/runner.html', search)).toBe(true);
    expect(isPrecached('docs/shapes/Rect.html', search)).toBe(false);
    expect(isPrecached('playground/lib/chunk-ABCDEFGH.js', search)).toBe(false);
  });

  it('follows the relative imports of modules, transitively, once each', async () => {
    const files: Record<string, string> = {
      'pg/editor.js':
        'import{a as b}from"./chunks/chunk-AAA.js";import"./chunks/chunk-BBB.js";const x=import("./lazy.js")',
      'pg/chunks/chunk-AAA.js': 'export*from"./chunk-BBB.js";',
      'pg/chunks/chunk-BBB.js': 'import k from"konva";export const a=1',
      'pg/lazy.js': 'export const y=2',
    };
    const read = async (p: string) => files[p] ?? Promise.reject(new Error(`no ${p}`));
    expect([...(await importedFiles(['pg/editor.js'], read))].sort()).toEqual([
      'pg/chunks/chunk-AAA.js',
      'pg/chunks/chunk-BBB.js',
      'pg/lazy.js',
    ]);
    await expect(importedFiles(['pg/missing.js'], read)).rejects.toThrow('no pg/missing.js');
  });

  it('reads a page’s scripts and styles under the base path', () => {
    const html =
      '<link rel=stylesheet href=/k/assets/css/s.1.css /><script src=/k/assets/js/main.2.js defer></script><link rel=icon href=/k/img/x.svg>';
    expect([...pageAssets(html, '/k/')]).toEqual(['assets/css/s.1.css', 'assets/js/main.2.js']);
  });

  it('reads the bundles the starter script adds, the route chunks among them', () => {
    const html =
      '<script data-bundles="/k/assets/js/runtime~main.1.js /k/assets/js/main.2.js /k/assets/js/1a4e3797.3.js">(function(){})()</script>';
    expect([...pageAssets(html, '/k/')]).toEqual([
      'assets/js/runtime~main.1.js',
      'assets/js/main.2.js',
      'assets/js/1a4e3797.3.js',
    ]);
  });

  it('writes one versioned cache name and flags the precache', () => {
    const m = offlineManifest(
      [
        {path: 'index.html', size: 10},
        {path: 'index.md', size: 5},
        {path: 'assets/js/main.12345678.js', size: 20},
      ],
      {base: '/', playgroundVersion: 'v', version: 'abc123', searchPageAssets: new Set()},
    );
    expect(m).toEqual({
      version: 'abc123',
      cache: 'konva-offline-abc123',
      files: [
        {u: '/assets/js/main.12345678.js', s: 20, p: 1},
        {u: '/index.html', s: 10},
      ],
    });
  });
});

describe('service worker policy', () => {
  it('treats hashed and versioned URLs as immutable, pages and plain files not', () => {
    expect(isImmutable('/assets/js/main.b517a8e3.js', '', '/')).toBe(true);
    expect(isImmutable('/konva/playground/lib/chunk-EMVWRPGE.js', '', '/konva/')).toBe(true);
    expect(isImmutable('/playground/runner.html', '?v=7812d02bfa', '/')).toBe(true);
    expect(isImmutable('/search-index/shard-0ffaa3d523ea.json', '', '/')).toBe(true);
    expect(isImmutable('/search-index/manifest.json', '', '/')).toBe(false);
    expect(isImmutable('/playground/runner.html', '', '/')).toBe(false);
    expect(isImmutable('/docs/shapes/Rect.html', '', '/')).toBe(false);
    expect(isImmutable('/examples/assets/yoda.jpg', '', '/')).toBe(false);
  });

  it('looks a page up the way the server does', () => {
    expect(pageKeys('/')).toEqual(['/', '/index.html']);
    expect(pageKeys('/docs/shapes/Rect.html')).toEqual(['/docs/shapes/Rect.html']);
    expect(pageKeys('/blog/archive')).toEqual(['/blog/archive', '/blog/archive/index.html', '/blog/archive.html']);
  });
});
