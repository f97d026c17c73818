// A static server on 127.0.0.1 for the browser measurements: serves files from memory, uncompressed (loopback
// transfer is not what is measured; sizes are reported gzip separately).
import http from 'node:http';
import type {AddressInfo} from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
};

export interface Served {
  url: string;
  /** Paths requested so far, in order. */
  requested: string[];
  close(): Promise<void>;
}

export async function serve(files: Map<string, Uint8Array | string>): Promise<Served> {
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const body = files.get(p);
    requested.push(p);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    const ext = p.slice(p.lastIndexOf('.'));
    res.writeHead(200, {'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store'});
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export const BLANK_PAGE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>search compare</title></head><body></body></html>';
