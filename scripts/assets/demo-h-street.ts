// Generates static/examples/assets/demo-h-street.jpg (480×320), the street scene of the Image_Labeling demo:
// painted on a <canvas> in Chromium (gradients, simple shapes and seeded noise), so it is ours: CC0.
// Run: npx tsx scripts/assets/demo-h-street.ts
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

function paint(): string {
  const W = 480;
  const H = 320;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d')!;
  // Seeded random numbers: the picture is the same on every run.
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

  // Sky and sun.
  const sky = ctx.createLinearGradient(0, 0, 0, 190);
  sky.addColorStop(0, '#7fb2e5');
  sky.addColorStop(1, '#d8ecf7');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, 190);
  const sun = ctx.createRadialGradient(400, 52, 4, 400, 52, 60);
  sun.addColorStop(0, 'rgba(255,250,220,1)');
  sun.addColorStop(0.3, 'rgba(255,240,180,0.8)');
  sun.addColorStop(1, 'rgba(255,240,180,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(330, 0, 150, 130);

  // Distant hills.
  ctx.fillStyle = '#8fb08a';
  ctx.beginPath();
  ctx.moveTo(0, 170);
  for (let x = 0; x <= W; x += 20) ctx.lineTo(x, 150 + Math.sin(x / 60) * 14 + Math.cos(x / 23) * 5);
  ctx.lineTo(W, 200);
  ctx.lineTo(0, 200);
  ctx.fill();

  // Pavement and road.
  ctx.fillStyle = '#c9c3b6';
  ctx.fillRect(0, 185, W, 45);
  const road = ctx.createLinearGradient(0, 230, 0, H);
  road.addColorStop(0, '#5d6166');
  road.addColorStop(1, '#3e4145');
  ctx.fillStyle = road;
  ctx.fillRect(0, 230, W, H - 230);
  ctx.fillStyle = '#f2f2e8';
  for (let x = 10; x < W; x += 60) ctx.fillRect(x, 276, 34, 5);

  // Houses: wall, roof, door, windows.
  function house(x: number, w: number, h: number, wall: string, roof: string) {
    const base = 200;
    ctx.fillStyle = wall;
    ctx.fillRect(x, base - h, w, h);
    ctx.fillStyle = roof;
    ctx.beginPath();
    ctx.moveTo(x - 8, base - h);
    ctx.lineTo(x + w / 2, base - h - w * 0.42);
    ctx.lineTo(x + w + 8, base - h);
    ctx.fill();
    ctx.fillStyle = '#6b4a32';
    ctx.fillRect(x + w / 2 - 9, base - 30, 18, 30);
    ctx.fillStyle = '#cfe6f5';
    ctx.fillRect(x + 10, base - h + 14, 18, 16);
    ctx.fillRect(x + w - 28, base - h + 14, 18, 16);
  }
  house(40, 96, 70, '#e9d8b8', '#a4493d');
  house(250, 110, 84, '#d5dde6', '#45607a');

  // Trees: trunk and a crown of overlapping shaded circles.
  function tree(x: number, size: number) {
    ctx.fillStyle = '#6e4b2e';
    ctx.fillRect(x - 5, 200 - size * 0.9, 10, size * 0.9);
    for (let i = 0; i < 14; i++) {
      const cx = x + (rand() - 0.5) * size * 0.9;
      const cy = 200 - size * 1.1 + (rand() - 0.5) * size * 0.7;
      const r = size * (0.22 + rand() * 0.14);
      const g = ctx.createRadialGradient(cx - r / 3, cy - r / 3, 1, cx, cy, r);
      g.addColorStop(0, '#7fc06a');
      g.addColorStop(1, '#2f6b35');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  tree(185, 62);
  tree(410, 74);
  tree(18, 44);

  // Cars: body, cabin, windows, wheels.
  function car(x: number, y: number, w: number, color: string) {
    const h = w * 0.3;
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath();
    ctx.ellipse(x + w / 2, y + h + 4, w * 0.55, 6, 0, 0, Math.PI * 2);
    ctx.fill();
    const body = ctx.createLinearGradient(0, y - h * 0.7, 0, y + h);
    body.addColorStop(0, color);
    body.addColorStop(1, '#222');
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.roundRect(x + w * 0.2, y - h * 0.7, w * 0.55, h * 0.8, 8);
    ctx.roundRect(x, y, w, h, 6);
    ctx.fill();
    ctx.fillStyle = '#bcd7ea';
    ctx.fillRect(x + w * 0.26, y - h * 0.55, w * 0.2, h * 0.5);
    ctx.fillRect(x + w * 0.5, y - h * 0.55, w * 0.2, h * 0.5);
    ctx.fillStyle = '#1b1b1b';
    for (const cx of [x + w * 0.22, x + w * 0.78]) {
      ctx.beginPath();
      ctx.arc(cx, y + h, h * 0.42, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  car(70, 250, 120, '#d64541');
  car(300, 262, 104, '#2f80c9');

  // Film grain, so the JPEG looks like a photo rather than a flat drawing.
  const img = ctx.getImageData(0, 0, W, H);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rand() - 0.5) * 18;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.85);
}

async function main() {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  // tsx keeps function names with a __name() helper that the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  const dataUrl = await page.evaluate(paint);
  await browser.close();
  const out = path.join(process.cwd(), 'static/examples/assets/demo-h-street.jpg');
  fs.writeFileSync(out, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);
}

void main();
