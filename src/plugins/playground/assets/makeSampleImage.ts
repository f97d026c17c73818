// Generates static/examples/assets/gradient-tiles.png, the sample picture of the export and filter examples
// (drawn by this script, so it is ours: CC0). Run: npx tsx src/plugins/playground/assets/makeSampleImage.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const W = 240;
const H = 160;

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

export function sampleImagePng(): Buffer {
  const raw = Buffer.alloc((W * 3 + 1) * H);
  for (let y = 0; y < H; y++) {
    raw[y * (W * 3 + 1)] = 0;
    for (let x = 0; x < W; x++) {
      const tile = (Math.floor(x / 40) + Math.floor(y / 40)) % 2;
      const o = y * (W * 3 + 1) + 1 + x * 3;
      raw[o] = Math.round((x / W) * 255);
      raw[o + 1] = tile ? 180 : Math.round((y / H) * 200);
      raw[o + 2] = 255 - Math.round((x / W) * 200);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, {level: 9})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(process.cwd(), 'static/examples/assets/gradient-tiles.png');
fs.writeFileSync(out, sampleImagePng());
console.log(`wrote ${out}`);
