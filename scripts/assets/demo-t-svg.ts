// Generates static/examples/assets/demo-t-coloring.svg (320×240): a small landscape (sky, sun, cloud, hills, house,
// tree, path) made only of <path> elements, each a closed region with its own fill, for the SVG_On_Canvas demo.
// Written by hand here, so the file is ours: CC0. Run: npx tsx scripts/assets/demo-t-svg.ts
import fs from 'node:fs';
import path from 'node:path';

/** A circle as a path (two arcs), so the SVG holds paths only. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

/** [id, path data, fill of the finished picture] in drawing order. */
const REGIONS: [string, string, string][] = [
  ['sky', 'M0 0 H320 V150 H0 Z', '#bfe3ff'],
  ['sun', circle(262, 48, 24), '#ffd43b'],
  ['cloud', 'M40 70 Q40 52 60 54 Q68 38 88 44 Q104 36 112 54 Q130 54 128 70 Z', '#ffffff'],
  ['hill-back', 'M0 150 Q70 92 150 130 Q230 84 320 126 V180 H0 Z', '#8ce99a'],
  ['hill-front', 'M0 176 Q110 136 210 166 Q270 150 320 160 V240 H0 Z', '#51cf66'],
  ['path', 'M112 240 Q130 200 150 178 H172 Q160 204 168 240 Z', '#e9c46a'],
  ['house', 'M120 112 H200 V178 H120 Z', '#ffa8a8'],
  ['roof', 'M110 114 L160 72 L210 114 Z', '#c92a2a'],
  ['door', 'M150 140 H170 V178 H150 Z', '#845ef7'],
  ['window', 'M178 126 H194 V142 H178 Z', '#fff3bf'],
  ['trunk', 'M250 150 H262 V196 H250 Z', '#a9745b'],
  ['crown', circle(256, 128, 30), '#2f9e44'],
];

const body = REGIONS.map(
  ([id, d, fill]) =>
    `  <path id="${id}" d="${d}" fill="${fill}" stroke="#343a40" stroke-width="2" stroke-linejoin="round"/>`,
).join('\n');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">\n${body}\n</svg>\n`;
const out = path.join(import.meta.dirname, '../../static/examples/assets/demo-t-coloring.svg');
fs.writeFileSync(out, svg);
console.log(`${out}: ${svg.length} bytes`);
