import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtFileOf, routeFileCandidates} from '../../src/lib/routeFile';

function fakeBuild(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-file-'));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
    fs.writeFileSync(path.join(dir, f), 'x');
  }
  return dir;
}

describe('route → built file', () => {
  const build = fakeBuild([
    'index.html',
    'docs/shapes/Rect.html',
    'docs/react/index.html',
    'blog/index.html',
    'search.html',
    'category/形状/index.html',
  ]);
  const rel = (route: string, baseUrl = '/') => {
    const f = builtFileOf(build, route, baseUrl);
    return f && path.relative(build, f);
  };

  it('maps .html routes to that exact file', () => {
    expect(rel('/docs/shapes/Rect.html')).toBe('docs/shapes/Rect.html');
    expect(rel('/docs/react/index.html')).toBe('docs/react/index.html');
  });

  it('maps other routes to dir/index.html, else name.html', () => {
    expect(rel('/')).toBe('index.html');
    expect(rel('/blog')).toBe('blog/index.html');
    expect(rel('/blog/')).toBe('blog/index.html');
    expect(rel('/search')).toBe('search.html');
  });

  it('strips the baseUrl and decodes the path', () => {
    expect(rel('/konva/docs/shapes/Rect.html', '/konva/')).toBe('docs/shapes/Rect.html');
    expect(rel('/konva/', '/konva/')).toBe('index.html');
    expect(rel('/category/%E5%BD%A2%E7%8A%B6')).toBe('category/形状/index.html');
    expect(rel('/category/形状')).toBe('category/形状/index.html');
  });

  it('does no client-router retry: a route the build did not write has no file', () => {
    expect(rel('/blog.html')).toBeNull();
    expect(rel('/nope')).toBeNull();
  });

  it('never leaves the build directory', () => {
    expect(routeFileCandidates('/../etc/passwd')).toEqual([]);
  });
});
