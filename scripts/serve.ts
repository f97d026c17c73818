// Static server for the production build, used by `npm run preview` and the browser tests.
// Unlike `docusaurus serve` it keeps `.html` routes: exact file, else dir/index.html, else the
// same `.html` retry the client router does (so server HTML and hydration agree), else 404.html.
// Text is sent compressed (brotli or gzip), as any static host does: page-speed figures measured through it are real.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {resolveRequestPath} from './lib/resolveRequestPath';
import {cacheRuleFor} from '../src/lib/hosting/rules';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.zip': 'application/zip',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Content-hashed files (bundler assets, playground library chunks, search shards): immutable, by the hosting rules
 * every configuration in deploy/ is made from (src/lib/hosting/rules.ts). */
export function isHashed(relPath: string): boolean {
  return cacheRuleFor(relPath.split(path.sep).join('/')).id === 'hashed';
}

/**
 * The runner pages are requested as `runner.html?v=<playground version>`: a new build asks for a new URL, so they
 * are immutable too (the same rules).
 */
export function isVersionedRunner(relPath: string, search: string): boolean {
  return cacheRuleFor(relPath.split(path.sep).join('/'), search).id === 'runner';
}

/** Text formats worth compressing; images, fonts, video and zips are compressed already. */
export function isCompressible(type: string): boolean {
  return /^text\/|javascript|json|xml|svg|wasm/.test(type);
}

/** Brotli if the client takes it, else gzip, else none (`Accept-Encoding` with q=0 refuses a coding). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

// Compressed once per file version and encoding, as a static host or CDN would keep it.
const compressedCache = new Map<string, Buffer>();

function compressed(file: string, encoding: 'br' | 'gzip'): Buffer {
  const stat = fs.statSync(file);
  const key = `${encoding}:${file}:${stat.mtimeMs}:${stat.size}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > 1 << 20 ? 5 : 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : zlib.gzipSync(raw, {level: 9});
    compressedCache.set(key, body);
  }
  return body;
}

/** A path of the site under `base` (e.g. `/konva/`) as a path of the build folder, or null outside it. */
export function underBase(pathname: string, base: string): string | null {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
}

/** `plain`: no caching header and no compression, as a host that sets no headers at all (the offline tests use it). */
export function startServer(
  root: string,
  port: number,
  host = '127.0.0.1',
  base = '/',
  plain = false,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string | null;
    try {
      pathname = underBase(decodeURIComponent(url.pathname), base);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();
    const resolved = pathname === null ? {} : resolveRequestPath(root, pathname, isFile);
    const file = resolved.file ?? path.join(root, '404.html');
    const status = resolved.file ? 200 : 404;
    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const rel = path.relative(root, file);
    const cache = cacheRuleFor(rel.split(path.sep).join('/'), url.search).cacheControl;
    const encoding = isCompressible(type) && !plain ? pickEncoding(req.headers['accept-encoding']) : null;
    const headers: http.OutgoingHttpHeaders = plain
      ? {'Content-Type': type}
      : {'Content-Type': type, 'Cache-Control': cache};
    if (isCompressible(type) && !plain) headers.Vary = 'Accept-Encoding';
    if (!encoding) {
      res.writeHead(status, headers);
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
      return;
    }
    const body = compressed(file, encoding);
    res.writeHead(status, {...headers, 'Content-Encoding': encoding, 'Content-Length': body.length});
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: '3000'},
      dir: {type: 'string', default: 'build'},
      host: {type: 'string', default: '127.0.0.1'},
      // The build's BASE_URL (a site built for /konva/ is served at /konva/).
      base: {type: 'string', default: process.env.BASE_URL ?? '/'},
      plain: {type: 'boolean', default: false},
    },
  });
  const root = path.resolve(values.dir!);
  const base = `/${values.base!.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  startServer(root, Number(values.port), values.host, base, values.plain).then(() => {
    console.log(
      `Serving ${root} at http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${values.port}${base}`,
    );
  });
}
