// Writes `file.br` and `file.gz` beside every text file of a build, so nginx (gzip_static, brotli_static) and Caddy
// (file_server precompressed) send them without compressing per request. Skipped: files under 1 KB, types that are
// compressed already (images, fonts, video, zips), and any file whose compressed copy would not be smaller.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const MIN_BYTES = 1024;
const TEXT = /\.(html|js|mjs|css|json|svg|txt|md|xml|xsl|webmanifest|wasm|map)$/i;

export function worthCompressing(file: string, size: number): boolean {
  return size >= MIN_BYTES && TEXT.test(file);
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (entry.isFile()) yield p;
  }
}

export interface PrecompressStats {
  files: number;
  bytes: number;
  br: number;
  gz: number;
  ms: number;
}

/** Brotli at quality 6 and gzip at level 9. Measured on the DOCS_FOCUS=shapes build's 22 MB of text (CPU time):
 * brotli q4 4.95 MB / 0.5 s, q6 4.46 MB / 0.9 s, q7 4.40 MB / 2.1 s, q9 4.37 MB / 5.7 s; gzip 9 5.17 MB / 0.7 s. */
export async function precompress(dir: string, concurrency = 4): Promise<PrecompressStats> {
  const t0 = performance.now();
  const files = [...walk(dir)].filter((f) => worthCompressing(f, fs.statSync(f).size));
  const stats: PrecompressStats = {files: 0, bytes: 0, br: 0, gz: 0, ms: 0};
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const raw = await fs.promises.readFile(file);
      const br = await brotli(raw, {
        params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length},
      });
      const gz = await gzip(raw, {level: 9});
      stats.files++;
      stats.bytes += raw.length;
      if (br.length < raw.length) {
        await fs.promises.writeFile(`${file}.br`, br);
        stats.br += br.length;
      }
      if (gz.length < raw.length) {
        await fs.promises.writeFile(`${file}.gz`, gz);
        stats.gz += gz.length;
      }
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  stats.ms = Math.round(performance.now() - t0);
  return stats;
}
