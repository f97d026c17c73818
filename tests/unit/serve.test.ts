import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {isCompressible, isHashed, isVersionedRunner, pickEncoding, startServer, underBase} from '../../scripts/serve';

describe('static server', () => {
  it('gives the one-year immutable cache only to content-hashed files', () => {
    expect(isHashed('assets/js/main.1a2b3c4d.js')).toBe(true);
    expect(isHashed('assets/css/styles.47d85647.css')).toBe(true);
    expect(isHashed('playground/lib/chunk-EMVWRPGE.js')).toBe(true);
    expect(isHashed('playground/chunks/editor-ABCD1234.js')).toBe(true);
    // Unhashed: a replaced example image keeps its name, so it must revalidate.
    expect(isHashed('examples/assets/shapes-landscape.png')).toBe(false);
    expect(isHashed('examples/assets/styling/dots.svg')).toBe(false);
    expect(isHashed('playground/editor.js')).toBe(false);
    expect(isHashed('playground/runner.html')).toBe(false);
    expect(isHashed('docs/shapes/Rect.html')).toBe(false);
    expect(isHashed('js/ask-ai.js')).toBe(false);
  });

  it('caches the runner pages for a year only under their versioned URL (the offline runner needs it)', () => {
    expect(isVersionedRunner('playground/runner.html', '?v=7812d02bfa')).toBe(true);
    expect(isVersionedRunner('playground/runner-eval.html', '?v=7812d02bfa')).toBe(true);
    expect(isVersionedRunner('playground/runner.html', '')).toBe(false);
    expect(isVersionedRunner('playground/editor.js', '?v=7812d02bfa')).toBe(false);
  });

  it('serves a sub-path build under its base only', () => {
    expect(underBase('/docs/a.html', '/')).toBe('/docs/a.html');
    expect(underBase('/konva/docs/a.html', '/konva/')).toBe('/docs/a.html');
    expect(underBase('/konva', '/konva/')).toBe('/');
    expect(underBase('/docs/a.html', '/konva/')).toBeNull();
  });

  it('picks brotli, else gzip, and honours a refused coding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses text types only', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/json; charset=utf-8',
      'image/svg+xml',
      'application/wasm',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'image/webp', 'font/woff2', 'video/webm', 'application/zip'])
      expect(isCompressible(type), type).toBe(false);
  });

  it('sends a page compressed when asked, and byte for byte the same after decoding', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    const page = `<!doctype html><title>压缩</title>${'<p>矩形 Rect</p>'.repeat(500)}`;
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'a.png'), Buffer.alloc(2000, 7));
    const server = await startServer(dir, 0);
    const {port} = server.address() as {port: number};
    try {
      const get = (p: string, accept: string) =>
        new Promise<{headers: Record<string, string | string[] | undefined>; body: Buffer}>((resolve, reject) => {
          http
            .get({host: '127.0.0.1', port, path: p, headers: {'Accept-Encoding': accept}}, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({headers: res.headers, body: Buffer.concat(chunks)}));
            })
            .on('error', reject);
        });
      const br = await get('/index.html', 'gzip, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
      const gz = await get('/index.html', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
      const plain = await get('/index.html', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
      const png = await get('/a.png', 'gzip, br');
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.body.length).toBe(2000);
    } finally {
      server.close();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
