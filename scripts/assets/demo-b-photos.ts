// Paints static/examples/assets/demo-b-lake.jpg (640×420), the photo-like picture of the sandbox demos
// Canvas_Crop_Image, Image_Resize and Image_Border: sky, sun, two mountain ridges, a lake with the
// reflection and grain, drawn on a <canvas> in Chromium (no image library). Made for this site: CC0.
// Run: npx tsx scripts/assets/demo-b-photos.ts
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

const W = 640;
const H = 420;

/** Runs in the page: returns the picture as a JPEG data URL. */
function paint({w, h}: {w: number; h: number}): string {
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
  const horizon = h * 0.62;

  // Sky: evening gradient.
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, '#2b4c7e');
  sky.addColorStop(0.55, '#e9967a');
  sky.addColorStop(1, '#ffd59a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, horizon);

  // Sun with a glow.
  const sun = ctx.createRadialGradient(w * 0.7, horizon * 0.62, 4, w * 0.7, horizon * 0.62, 90);
  sun.addColorStop(0, 'rgba(255,250,220,1)');
  sun.addColorStop(0.25, 'rgba(255,230,160,0.9)');
  sun.addColorStop(1, 'rgba(255,200,120,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, w, horizon);

  // Clouds: soft ellipses.
  for (let i = 0; i < 14; i++) {
    const cx = rand() * w;
    const cy = 30 + rand() * horizon * 0.35;
    ctx.fillStyle = `rgba(255,235,225,${0.12 + rand() * 0.18})`;
    ctx.beginPath();
    ctx.ellipse(cx, cy, 40 + rand() * 70, 6 + rand() * 10, 0, 0, Math.PI * 2);
    ctx.fill();
  }

  // Two mountain ridges, the far one lighter.
  const ridge = (base: number, amp: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, horizon);
    let y = base;
    for (let x = 0; x <= w; x += 8) {
      y += (rand() - 0.5) * amp;
      y = Math.min(horizon - 4, Math.max(base - amp * 4, y));
      ctx.lineTo(x, y);
    }
    ctx.lineTo(w, horizon);
    ctx.closePath();
    ctx.fill();
  };
  ridge(horizon * 0.62, 14, '#7d6b8f');
  ridge(horizon * 0.8, 12, '#3f4a63');

  // Lake: mirror the upper picture, darken it and ripple it line by line.
  for (let y = horizon; y < h; y++) {
    const src = horizon - (y - horizon) * 1.1;
    const shift = Math.sin(y * 0.9) * (1 + (y - horizon) * 0.04);
    ctx.drawImage(canvas, 0, Math.max(0, src), w, 1, shift, y, w, 1);
  }
  const water = ctx.createLinearGradient(0, horizon, 0, h);
  water.addColorStop(0, 'rgba(20,40,70,0.35)');
  water.addColorStop(1, 'rgba(10,25,45,0.75)');
  ctx.fillStyle = water;
  ctx.fillRect(0, horizon, w, h - horizon);

  // Shore with reeds at the bottom left.
  ctx.fillStyle = '#1d2a22';
  ctx.beginPath();
  ctx.moveTo(0, h);
  ctx.quadraticCurveTo(w * 0.18, h * 0.84, w * 0.36, h);
  ctx.fill();
  ctx.strokeStyle = '#1d2a22';
  for (let i = 0; i < 40; i++) {
    const x = rand() * w * 0.3;
    ctx.lineWidth = 1 + rand() * 1.5;
    ctx.beginPath();
    ctx.moveTo(x, h);
    ctx.quadraticCurveTo(x + 6, h - 40, x + (rand() - 0.3) * 24, h - 50 - rand() * 60);
    ctx.stroke();
  }

  // Grain, as a camera would leave it.
  const img = ctx.getImageData(0, 0, w, h);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rand() - 0.5) * 14;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.82);
}

async function main() {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  // tsx keeps function names with a __name helper that the page lacks: give it one.
  await page.evaluate('globalThis.__name = (f) => f');
  const url = await page.evaluate(paint, {w: W, h: H});
  await browser.close();
  const out = path.join(process.cwd(), 'static/examples/assets/demo-b-lake.jpg');
  fs.writeFileSync(out, Buffer.from(url.split(',')[1]!, 'base64'));
  console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);
}

void main();
