import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseRouteList, checkRoutes} from '../../scripts/lib/routes';
import {resolveRequestPath} from '../../scripts/lib/resolveRequestPath';

function fakeBuild(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), {recursive: true});
    fs.writeFileSync(path.join(dir, f), 'x');
  }
  return dir;
}

describe('route manifest', () => {
  it('parses paths and skips comments and blanks', () => {
    expect(parseRouteList('# c\n/a\n\n/b # trailing\n## section\n')).toEqual(['/a', '/b']);
  });

  it('reports missing routes, pending routes that were built, and unknown pending routes', () => {
    const build = fakeBuild(['index.html', 'docs/a.html', 'blog/index.html', '404.html', 'docs/b/index.html']);
    const report = checkRoutes(
      build,
      ['/', '/docs/a.html', '/blog', '/docs/c.html', '/docs/b/index.html', '/docs/d.html'],
      ['/docs/b/index.html', '/docs/d.html', '/old'],
    );
    expect(report.missing).toEqual(['/docs/c.html']);
    expect(report.pendingButBuilt).toEqual(['/docs/b/index.html']);
    expect(report.pendingUnknown).toEqual(['/old']);
  });
});

describe('static server path resolution', () => {
  const build = fakeBuild([
    'index.html',
    'docs/shapes/Rect.html',
    'blog/authors/index.html',
    'markdown-page/index.html',
    'search.html',
  ]);
  const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();
  const resolve = (p: string) => {
    const file = resolveRequestPath(build, p, isFile).file;
    return file && path.relative(build, file);
  };

  it('serves exact files and directory indexes', () => {
    expect(resolve('/docs/shapes/Rect.html')).toBe('docs/shapes/Rect.html');
    expect(resolve('/blog/authors')).toBe('blog/authors/index.html');
    expect(resolve('/blog/authors/')).toBe('blog/authors/index.html');
    expect(resolve('/')).toBe('index.html');
    expect(resolve('/search')).toBe('search.html');
  });

  it('retries .html and /index.html paths without the suffix, like the client router', () => {
    expect(resolve('/blog/authors.html')).toBe('blog/authors/index.html');
    expect(resolve('/markdown-page/index.html')).toBe('markdown-page/index.html');
    expect(resolve('/docs/shapes/Rect/index.html')).toBe('docs/shapes/Rect.html');
  });

  it('refuses unknown paths and path traversal', () => {
    expect(resolve('/nope')).toBeUndefined();
    expect(resolve('/../etc/passwd')).toBeUndefined();
  });
});
