import path from 'node:path';

export type Resolution = {file?: string};

/**
 * Maps a URL path to a file of the build: exact file, then `dir/index.html`, then the client
 * router's `.html` retry (`/a/b.html` → `/a/b`, `/a/index.html` → `/a`), then `/a` → `a.html`.
 */
export function resolveRequestPath(root: string, pathname: string, isFile: (p: string) => boolean): Resolution {
  const safe = path.posix.normalize(pathname);
  if (safe.includes('\0') || safe.split('/').includes('..')) return {};
  const abs = (p: string) => path.join(root, p);
  if (!safe.endsWith('/') && isFile(abs(safe))) return {file: abs(safe)};
  const dirIndex = path.posix.join(safe, 'index.html');
  if (isFile(abs(dirIndex))) return {file: abs(dirIndex)};
  const stripped = safe.replace(/(?:\/index)?\.html$/, '') || '/';
  if (stripped !== safe) {
    if (stripped !== '/' && isFile(abs(stripped))) return {file: abs(stripped)};
    if (isFile(abs(`${stripped}.html`))) return {file: abs(`${stripped}.html`)};
    const strippedIndex = path.posix.join(stripped, 'index.html');
    if (isFile(abs(strippedIndex))) return {file: abs(strippedIndex)};
  }
  if (!safe.endsWith('/') && isFile(abs(`${safe}.html`))) return {file: abs(`${safe}.html`)};
  return {};
}
