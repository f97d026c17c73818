// Writes the four sticker SVGs of the Canvas_Sticker demo (static/examples/assets/demo-e-sticker-*.svg).
// Hand-written vector shapes, no text or fonts; each 120×120 with a white die-cut outline (paint-order).
// Run: npx tsx scripts/assets/demo-e-stickers.ts
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

const OUT = join(import.meta.dirname, '../../static/examples/assets');
const OUTLINE = 'stroke="#fff" stroke-width="10" stroke-linejoin="round" paint-order="stroke fill"';

/** Five-pointed star points around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Sun rays: eight rounded bars around the centre. */
function rays(): string {
  return Array.from(
    {length: 8},
    (_, i) =>
      `<rect x="54" y="4" width="12" height="26" rx="6" fill="#ff9f1c" ${OUTLINE} transform="rotate(${i * 45} 60 60)"/>`,
  ).join('');
}

const stickers: Record<string, string> = {
  heart: `<path d="M60 104 C20 78 8 56 14 36 C20 16 46 12 60 32 C74 12 100 16 106 36 C112 56 100 78 60 104 Z" fill="#ff5d8f" ${OUTLINE}/>
    <ellipse cx="36" cy="40" rx="9" ry="6" fill="#fff" opacity=".6" transform="rotate(-35 36 40)"/>`,
  star: `<polygon points="${starPoints(60, 64, 54, 24)}" fill="#ffd23f" ${OUTLINE}/>
    <circle cx="50" cy="64" r="4" fill="#5a3e00"/><circle cx="70" cy="64" r="4" fill="#5a3e00"/>
    <path d="M52 76 Q60 83 68 76" fill="none" stroke="#5a3e00" stroke-width="3" stroke-linecap="round"/>`,
  sun: `${rays()}<circle cx="60" cy="60" r="30" fill="#ffbf1f" ${OUTLINE}/>
    <circle cx="50" cy="56" r="4" fill="#7a4100"/><circle cx="70" cy="56" r="4" fill="#7a4100"/>
    <path d="M48 68 Q60 80 72 68" fill="none" stroke="#7a4100" stroke-width="3.5" stroke-linecap="round"/>`,
  cloud: `<path d="M28 92 C10 92 6 68 24 62 C20 40 46 30 58 44 C64 26 94 28 96 52 C114 52 116 92 94 92 Z" fill="#8ecae6" ${OUTLINE}/>
    <path d="M34 100 l-6 12 M58 100 l-6 12 M82 100 l-6 12" stroke="#219ebc" stroke-width="5" stroke-linecap="round"/>`,
};

for (const [name, body] of Object.entries(stickers)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">${body}</svg>\n`;
  writeFileSync(join(OUT, `demo-e-sticker-${name}.svg`), svg);
  console.log(`demo-e-sticker-${name}.svg ${svg.length} bytes`);
}
