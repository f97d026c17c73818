// Paints static/examples/assets/demo-s-planets.jpg (800×360), the picture of the sandbox demo Planets_Image_Map: the
// edge of the sun and the eight planets in a row on a starry sky (sizes and spacing not to scale), drawn on a
// <canvas> in Chromium (no image library). The demo's hot spots use the same centres and radii (PLANETS below).
// Made for this site: CC0. Run: npx tsx scripts/assets/demo-s-planets.ts
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

const W = 800;
const H = 360;
/** Centre x, radius and colours of each planet (centre y is H / 2); the demo copies x and r. */
const PLANETS = [
  {x: 150, r: 8, colors: ['#c9c2b8', '#7d756c']},
  {x: 200, r: 14, colors: ['#f3d9a4', '#b58a4c']},
  {x: 255, r: 15, colors: ['#6fb4ff', '#1d4f91']},
  {x: 305, r: 11, colors: ['#f08a5d', '#8c3a1b']},
  {x: 400, r: 42, colors: ['#f0d2a8', '#a0714b'], bands: true},
  {x: 530, r: 34, colors: ['#f5e3b3', '#b8975a'], rings: true},
  {x: 640, r: 22, colors: ['#b9f1f0', '#4fa3a8']},
  {x: 730, r: 21, colors: ['#6f8cff', '#23389c']},
];

type Planet = (typeof PLANETS)[number];

/** Runs in the page: returns the picture as a JPEG data URL. */
function paint({w, h, planets}: {w: number; h: number; planets: Planet[]}): string {
  // A tiny seeded random generator, so every run paints the same picture.
  let seed = 20261126;
  const rand = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d')!;
  const cy = h / 2;

  // Deep space with a faint band of light.
  const sky = ctx.createLinearGradient(0, 0, w, h);
  sky.addColorStop(0, '#0d1230');
  sky.addColorStop(0.5, '#151a3d');
  sky.addColorStop(1, '#070a1c');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 420; i++) {
    ctx.fillStyle = `rgba(255,255,255,${0.2 + rand() * 0.7})`;
    const s = rand() < 0.9 ? 1 : 2;
    ctx.fillRect(rand() * w, rand() * h, s, s);
  }

  // The sun's edge on the left, with a glow.
  const glow = ctx.createRadialGradient(-70, cy, 120, -70, cy, 230);
  glow.addColorStop(0, 'rgba(255,190,80,0.55)');
  glow.addColorStop(1, 'rgba(255,150,50,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
  const sun = ctx.createRadialGradient(-70, cy, 20, -70, cy, 160);
  sun.addColorStop(0, '#fff6c9');
  sun.addColorStop(0.7, '#ffc640');
  sun.addColorStop(1, '#ff8a1f');
  ctx.fillStyle = sun;
  ctx.beginPath();
  ctx.arc(-70, cy, 160, 0, Math.PI * 2);
  ctx.fill();

  // Faint orbit arcs around the sun.
  ctx.strokeStyle = 'rgba(255,255,255,0.12)';
  for (const p of planets) {
    ctx.beginPath();
    ctx.arc(-70, cy, p.x + 70, -0.5, 0.5);
    ctx.stroke();
  }

  for (const p of planets) {
    const [light, dark] = p.colors;
    if (p.rings) {
      ctx.strokeStyle = 'rgba(230,210,160,0.75)';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.ellipse(p.x, cy, p.r * 2, p.r * 0.55, -0.35, Math.PI, Math.PI * 2);
      ctx.stroke();
    }
    // Lit from the sun on the left.
    const body = ctx.createRadialGradient(p.x - p.r * 0.45, cy - p.r * 0.3, p.r * 0.1, p.x, cy, p.r);
    body.addColorStop(0, light);
    body.addColorStop(1, dark);
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.arc(p.x, cy, p.r, 0, Math.PI * 2);
    ctx.fill();
    if (p.bands) {
      ctx.save();
      ctx.beginPath();
      ctx.arc(p.x, cy, p.r, 0, Math.PI * 2);
      ctx.clip();
      for (let i = -3; i <= 3; i++) {
        ctx.fillStyle = i % 2 ? 'rgba(150,90,50,0.35)' : 'rgba(255,240,220,0.25)';
        ctx.fillRect(p.x - p.r, cy + i * p.r * 0.24 - 3, p.r * 2, 6);
      }
      ctx.fillStyle = 'rgba(190,80,50,0.7)';
      ctx.beginPath();
      ctx.ellipse(p.x + p.r * 0.3, cy + p.r * 0.35, 7, 4, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    if (p.rings) {
      ctx.strokeStyle = 'rgba(230,210,160,0.75)';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.ellipse(p.x, cy, p.r * 2, p.r * 0.55, -0.35, 0, Math.PI);
      ctx.stroke();
    }
  }
  return canvas.toDataURL('image/jpeg', 0.85);
}

async function main() {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  await page.evaluate('globalThis.__name = (f) => f');
  const url = await page.evaluate(paint, {w: W, h: H, planets: PLANETS});
  await browser.close();
  const out = path.join(process.cwd(), 'static/examples/assets/demo-s-planets.jpg');
  fs.writeFileSync(out, Buffer.from(url.split(',')[1]!, 'base64'));
  console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);
}

void main();
