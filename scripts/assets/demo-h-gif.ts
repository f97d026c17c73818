// Generates static/examples/assets/demo-h-bounce.gif (120×120, 12 frames, 16 colours): a ball bouncing on a
// floor, for the GIF_On_Canvas demo. A tiny GIF89a encoder written here (LZW included), so the file is ours: CC0.
// Run: npx tsx scripts/assets/demo-h-gif.ts
import fs from 'node:fs';
import path from 'node:path';

const W = 120;
const H = 120;
const FRAMES = 12;
const DELAY_CS = 8; // hundredths of a second per frame

// 16-colour palette: sky bands 0-5, floor 6-7, shadow 8, ball 9-12, outline 13, white 14, spare 15.
const PALETTE = [
  [214, 236, 250],
  [200, 228, 247],
  [186, 219, 244],
  [172, 210, 240],
  [158, 201, 236],
  [144, 192, 232],
  [120, 170, 96],
  [96, 146, 76],
  [60, 90, 50],
  [255, 122, 89],
  [240, 96, 70],
  [214, 70, 56],
  [255, 170, 140],
  [120, 40, 30],
  [255, 255, 255],
  [0, 0, 0],
];

/** Palette index of every pixel of frame f. */
function frame(f: number): Uint8Array {
  const px = new Uint8Array(W * H);
  const t = f / FRAMES;
  const height = Math.abs(Math.sin(Math.PI * t)); // 0 on the floor, 1 at the top
  const squash = height < 0.15 ? 1 + (0.15 - height) * 2 : 1; // flattens a little when it lands
  const rx = 16 * squash;
  const ry = 16 / squash;
  const cx = 60;
  const cy = 92 - ry - height * 54;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let c = y < 92 ? Math.min(5, Math.floor(y / 16)) : (x + y) % 16 < 8 ? 6 : 7;
      // Shadow on the floor, smaller when the ball is high.
      const sr = 18 * (1 - height * 0.5);
      if (y >= 92 && ((x - cx) / sr) ** 2 + ((y - 95) / 3.5) ** 2 <= 1) c = 8;
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d <= 1) {
        const light = (x - cx + 6) ** 2 + (y - cy + 6) ** 2;
        c = d > 0.86 ? 13 : light < 30 ? 14 : light < 90 ? 12 : d < 0.45 ? 9 : d < 0.7 ? 10 : 11;
      }
      px[y * W + x] = c;
    }
  }
  return px;
}

/** GIF's variable-length LZW, packed into bytes (least significant bit first). */
function lzw(minCodeSize: number, pixels: Uint8Array): number[] {
  const clear = 1 << minCodeSize;
  const eoi = clear + 1;
  let codeSize = minCodeSize + 1;
  let next = eoi + 1;
  let dict = new Map<number, number>();
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  const emit = (code: number) => {
    acc |= code << bits;
    bits += codeSize;
    while (bits >= 8) {
      out.push(acc & 255);
      acc >>= 8;
      bits -= 8;
    }
  };
  emit(clear);
  let prefix = pixels[0]!;
  for (let i = 1; i < pixels.length; i++) {
    const k = pixels[i]!;
    const key = (prefix << 8) | k;
    const found = dict.get(key);
    if (found !== undefined) {
      prefix = found;
      continue;
    }
    emit(prefix);
    if (next < 4096) {
      dict.set(key, next++);
      if (next > 1 << codeSize) codeSize++;
    } else {
      emit(clear);
      dict = new Map();
      next = eoi + 1;
      codeSize = minCodeSize + 1;
    }
    prefix = k;
  }
  emit(prefix);
  emit(eoi);
  if (bits > 0) out.push(acc & 255);
  return out;
}

/** Data split into sub-blocks of at most 255 bytes, ended by a zero-length block. */
function subBlocks(data: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.slice(i, i + 255);
    out.push(chunk.length, ...chunk);
  }
  out.push(0);
  return out;
}

function encode(): Buffer {
  const bytes: number[] = [...Buffer.from('GIF89a')];
  const u16 = (n: number) => bytes.push(n & 255, n >> 8);
  u16(W);
  u16(H);
  bytes.push(0xf3, 0, 0); // global colour table of 2^(3+1) = 16 entries
  for (const [r, g, b] of PALETTE) bytes.push(r!, g!, b!);
  // NETSCAPE2.0 application extension: loop forever.
  bytes.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let f = 0; f < FRAMES; f++) {
    bytes.push(0x21, 0xf9, 4, 0x04, DELAY_CS & 255, DELAY_CS >> 8, 0, 0); // graphic control: keep the frame, delay
    bytes.push(0x2c);
    u16(0);
    u16(0);
    u16(W);
    u16(H);
    bytes.push(0); // no local colour table, not interlaced
    bytes.push(4); // LZW minimum code size for 16 colours
    bytes.push(...subBlocks(lzw(4, frame(f))));
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

const out = path.join(process.cwd(), 'static/examples/assets/demo-h-bounce.gif');
fs.writeFileSync(out, encode());
console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);
