// Writes the four sticker pictures of the Drop_DOM_Element demo (static/examples/assets/demo-f-*.svg):
// hand-written SVG, made for this site, CC0. Run: npx tsx scripts/assets/demo-f-stickers.ts
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

const OUT = join(import.meta.dirname, '../../static/examples/assets');

/** A 96 × 96 SVG document around the given shapes. */
function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">\n${body}\n</svg>\n`;
}

/** Eight rays around (48, 48), each a rounded line from radius 30 to 42. */
function rays(): string {
  return Array.from({length: 8}, (_, i) => {
    const a = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const p = (r: number) => `${(48 + r * c).toFixed(1)} ${(48 + r * s).toFixed(1)}`;
    return `  <path d="M${p(30)} L${p(42)}" stroke="#f59e0b" stroke-width="6" stroke-linecap="round"/>`;
  }).join('\n');
}

const STICKERS: Record<string, string> = {
  'demo-f-sun.svg': svg(`${rays()}
  <circle cx="48" cy="48" r="22" fill="#fbbf24" stroke="#f59e0b" stroke-width="3"/>
  <circle cx="40" cy="45" r="3" fill="#7c2d12"/>
  <circle cx="56" cy="45" r="3" fill="#7c2d12"/>
  <path d="M39 54 Q48 62 57 54" fill="none" stroke="#7c2d12" stroke-width="3" stroke-linecap="round"/>`),
  'demo-f-tree.svg': svg(`  <rect x="42" y="62" width="12" height="28" rx="3" fill="#8b5a2b"/>
  <circle cx="48" cy="34" r="24" fill="#22c55e"/>
  <circle cx="30" cy="50" r="16" fill="#16a34a"/>
  <circle cx="66" cy="50" r="16" fill="#16a34a"/>
  <circle cx="40" cy="28" r="5" fill="#86efac"/>`),
  'demo-f-house.svg':
    svg(`  <path d="M12 46 L48 14 L84 46 Z" fill="#ef4444" stroke="#b91c1c" stroke-width="3" stroke-linejoin="round"/>
  <rect x="20" y="44" width="56" height="44" fill="#fde68a" stroke="#b45309" stroke-width="3"/>
  <rect x="41" y="62" width="14" height="26" fill="#92400e"/>
  <rect x="27" y="52" width="10" height="10" fill="#60a5fa"/>
  <rect x="59" y="52" width="10" height="10" fill="#60a5fa"/>`),
  'demo-f-cloud.svg':
    svg(`  <path d="M24 70 Q8 70 10 56 Q12 44 26 46 Q28 28 46 28 Q62 28 66 42 Q86 40 86 56 Q86 70 70 70 Z" fill="#e0f2fe" stroke="#0284c7" stroke-width="3" stroke-linejoin="round"/>
  <path d="M30 80 L26 88 M48 80 L44 88 M66 80 L62 88" stroke="#38bdf8" stroke-width="4" stroke-linecap="round"/>`),
};

for (const [name, text] of Object.entries(STICKERS)) {
  writeFileSync(join(OUT, name), text);
  console.log(`${name}: ${text.length} bytes`);
}
