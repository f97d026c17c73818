// Writes static/examples/assets/demo-i-bunnies.svg: a sprite sheet of a jumping bunny, drawn by hand for
// content/docs/sandbox/Jumping_Bunnies.mdx. 4 frames (crouch, take-off, top of the jump, falling) across,
// 3 fur colours down; every cell is 48 × 48 px. CC0. Run: npx tsx scripts/assets/demo-i-bunnies.ts
import {writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const CELL = 48;
const FURS = [
  {fur: '#fdfdfd', shade: '#d9d9e0', line: '#55556a'},
  {fur: '#c8915a', shade: '#a8733f', line: '#5a3a1c'},
  {fur: '#9aa3b0', shade: '#7b8491', line: '#3b424d'},
];
/** Per frame: body centre y, tilt (degrees), vertical stretch, ear angle (degrees back from upright), legs. */
const FRAMES = [
  {cy: 34, tilt: 0, stretch: 0.8, ears: 35, legs: 'crouch'},
  {cy: 30, tilt: -28, stretch: 1.05, ears: 60, legs: 'push'},
  {cy: 29, tilt: 0, stretch: 1, ears: 15, legs: 'tuck'},
  {cy: 30, tilt: 18, stretch: 1, ears: 5, legs: 'reach'},
] as const;

function legs(kind: string, c: (typeof FURS)[number]): string {
  const foot = (x: number, y: number, rot: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="6" ry="2.6" transform="rotate(${rot} ${x} ${y})" fill="${c.shade}" stroke="${c.line}" stroke-width="1"/>`;
  if (kind === 'crouch') return foot(-6, 8, 0) + foot(8, 8, 0);
  if (kind === 'push') return foot(-14, 7, 40) + foot(8, 7, -20);
  if (kind === 'tuck') return foot(-6, 7, -10) + foot(8, 7, 10);
  return foot(-12, 6, -30) + foot(13, 9, 30);
}

function bunny(frame: (typeof FRAMES)[number], c: (typeof FURS)[number]): string {
  const s = `stroke="${c.line}" stroke-width="1.2"`;
  const ear = (dx: number) =>
    `<g transform="translate(${10 + dx} -12) rotate(${-frame.ears + dx * 4})">` +
    `<ellipse cx="0" cy="-7" rx="3.6" ry="8" fill="${c.fur}" ${s}/>` +
    `<ellipse cx="0" cy="-7" rx="1.6" ry="5.2" fill="#f4a6b8"/></g>`;
  return (
    `<g transform="translate(24 ${frame.cy}) rotate(${frame.tilt}) scale(1 ${frame.stretch})">` +
    legs(frame.legs, c) +
    `<circle cx="-14" cy="-3" r="4" fill="${c.fur}" ${s}/>` +
    ear(-3) +
    `<ellipse cx="-1" cy="0" rx="14" ry="9" fill="${c.fur}" ${s}/>` +
    `<circle cx="11" cy="-7" r="7.5" fill="${c.fur}" ${s}/>` +
    ear(2) +
    `<circle cx="14" cy="-8.5" r="1.6" fill="#222"/>` +
    `<circle cx="18.2" cy="-5.5" r="1.3" fill="#e86a8a"/>` +
    `</g>`
  );
}

const cells = FURS.flatMap((c, row) =>
  FRAMES.map((f, col) => `<g transform="translate(${col * CELL} ${row * CELL})">${bunny(f, c)}</g>`),
);
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL * FRAMES.length}" height="${CELL * FURS.length}" ` +
  `viewBox="0 0 ${CELL * FRAMES.length} ${CELL * FURS.length}">\n${cells.join('\n')}\n</svg>\n`;

const out = fileURLToPath(new URL('../../static/examples/assets/demo-i-bunnies.svg', import.meta.url));
writeFileSync(out, svg);
console.log(`wrote ${out} (${svg.length} bytes)`);
