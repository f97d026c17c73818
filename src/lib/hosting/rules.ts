// What a host must do for this site, as one table: scripts/deploy/generate.ts writes every configuration under
// deploy/ from it, and tests/unit/hosting.test.ts reads those files back and names any rule one of them lacks.
// Paths are relative to the site's base (BASE_URL); `*` is any run of characters, as in Netlify's _headers.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NEVER = 'no-store';

export interface CacheRule {
  id: string;
  /** Why, for the generated comments and the README. */
  why: string;
  paths: string[];
  /** A query parameter the URL must carry for the rule to apply (hosts that cannot match queries ignore it). */
  query?: string;
  cacheControl: string;
}

/** First match wins. The last rule is the default; hosts whose own default already revalidates may leave it out. */
export const CACHE_RULES: CacheRule[] = [
  {
    id: 'hashed',
    why: 'content-hashed bundles, library chunks and search shards: a new build writes new names',
    paths: ['assets/*', 'playground/lib/*', 'playground/chunks/*', 'search-index/shard-*'],
    cacheControl: IMMUTABLE,
  },
  {
    id: 'runner',
    why: 'the example runner pages, always requested as ?v=<playground version>',
    paths: ['playground/runner.html', 'playground/runner-eval.html'],
    query: 'v',
    cacheControl: IMMUTABLE,
  },
  {
    id: 'sw',
    why: 'the service worker script: a reader must get a new build on the next visit',
    paths: ['sw.js'],
    cacheControl: NEVER,
  },
  {id: 'default', why: 'pages and every other file: revalidated on every use', paths: ['*'], cacheControl: REVALIDATE},
];

/** Headers a `<meta>` cannot set, on every response. The page's own policy stays the build's meta tag
 * (src/lib/csp.ts); this one only adds what meta cannot do, so the two never disagree. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Text types served with `charset=utf-8` (the Chinese pages, scripts and data must not be read as Latin-1). */
export const UTF8_TYPES = [
  'text/html',
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
  'application/manifest+json',
];

/** How a path is found: the exact file, `dir/index.html`, `path.html`; a missing `a.html` or `a/index.html` is
 * retried as `a`, `a.html`, `a/index.html` (the client router's retry, scripts/lib/resolveRequestPath.ts);
 * anything else is `404.html` with status 404. */
export const NOT_FOUND_PAGE = '404.html';

/** Files the build writes precompressed beside the original (scripts/lib/precompress.ts). */
export const PRECOMPRESSED = ['br', 'gz'] as const;

/** The cache rule for a path of the site (relative to the base) and its query string. */
export function cacheRuleFor(rel: string, search = ''): CacheRule {
  const params = new URLSearchParams(search);
  return CACHE_RULES.find((r) => r.paths.some((p) => globToRegExp(p).test(rel)) && (!r.query || params.has(r.query)))!;
}

export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
}
