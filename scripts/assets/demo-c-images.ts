// Draws the pictures of three sandbox demos on a <canvas> in Chromium and saves them to static/examples/assets/
// (made by this script, so they are ours: CC0):
//   demo-c-cutouts.png    4 cut-out objects on a transparent background, 140×140 each (Image_Border_Highlighting)
//   demo-c-gallery.jpg    6 painted landscapes, 200×140 each, 3 columns × 2 rows (Expand_Images_on_Hover)
//   demo-c-paper-tile.png a 48×48 seamless pattern tile (Canvas_Background)
// Run: npx tsx scripts/assets/demo-c-images.ts
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

/** Runs in the browser: returns the three pictures as data URLs. */
function paint(): Record<string, string> {
  // A small seeded random generator, so every run draws the same pictures.
  let seed = 7;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const canvas = (w: number, h: number) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    return [c, c.getContext('2d')!] as const;
  };

  // --- cut-outs: apple, mug, star cookie, mushroom -------------------------------------------------
  const [cut, g] = canvas(560, 140);
  const shade = (x: number, y: number, r: number, light: string, dark: string) => {
    const grad = g.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r * 1.1);
    grad.addColorStop(0, light);
    grad.addColorStop(1, dark);
    return grad;
  };
  // apple
  g.save();
  g.translate(70, 78);
  g.fillStyle = shade(0, 0, 48, '#ff7a6b', '#b3121f');
  g.beginPath();
  g.moveTo(0, -34);
  g.bezierCurveTo(30, -56, 62, -26, 50, 10);
  g.bezierCurveTo(42, 38, 18, 52, 0, 42);
  g.bezierCurveTo(-18, 52, -42, 38, -50, 10);
  g.bezierCurveTo(-62, -26, -30, -56, 0, -34);
  g.fill();
  g.strokeStyle = '#5b3a1a';
  g.lineWidth = 5;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(0, -32);
  g.quadraticCurveTo(2, -48, 8, -58);
  g.stroke();
  g.fillStyle = '#3fa34d';
  g.beginPath();
  g.ellipse(24, -50, 18, 8, -0.5, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = 'rgba(255,255,255,.55)';
  g.beginPath();
  g.ellipse(-24, -14, 7, 13, 0.5, 0, Math.PI * 2);
  g.fill();
  g.restore();
  // mug (the handle leaves a hole: the outline follows it on the inside too)
  g.save();
  g.translate(210, 70);
  g.strokeStyle = '#2b6cb0';
  g.lineWidth = 11;
  g.beginPath();
  g.ellipse(34, 4, 20, 24, 0, -Math.PI / 2, Math.PI / 2);
  g.stroke();
  const body = g.createLinearGradient(-40, 0, 40, 0);
  body.addColorStop(0, '#2b6cb0');
  body.addColorStop(0.45, '#63b3ed');
  body.addColorStop(1, '#2c5282');
  g.fillStyle = body;
  g.beginPath();
  g.moveTo(-38, -38);
  g.lineTo(38, -38);
  g.lineTo(34, 40);
  g.quadraticCurveTo(0, 50, -34, 40);
  g.closePath();
  g.fill();
  g.fillStyle = '#fff';
  g.beginPath();
  g.ellipse(0, -38, 38, 7, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#6b3e1f';
  g.beginPath();
  g.ellipse(0, -37, 33, 5, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#fff';
  g.font = 'bold 20px sans-serif';
  g.textAlign = 'center';
  g.fillText('♥', 0, 12);
  g.restore();
  // star cookie
  g.save();
  g.translate(350, 72);
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? 24 : 56;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    g.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  g.closePath();
  g.fillStyle = shade(0, 0, 56, '#f6d08a', '#c07a2c');
  g.lineJoin = 'round';
  g.lineWidth = 8;
  g.strokeStyle = '#c07a2c';
  g.stroke();
  g.fill();
  for (let i = 0; i < 9; i++) {
    g.fillStyle = ['#e53e3e', '#38a169', '#3182ce', '#fff'][i % 4];
    g.beginPath();
    g.arc((rand() - 0.5) * 36, (rand() - 0.5) * 36, 3, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();
  // mushroom
  g.save();
  g.translate(490, 74);
  g.fillStyle = shade(0, 20, 30, '#fffaf0', '#d6c7a8');
  g.beginPath();
  g.moveTo(-16, 0);
  g.quadraticCurveTo(-22, 40, -20, 52);
  g.quadraticCurveTo(0, 60, 20, 52);
  g.quadraticCurveTo(22, 40, 16, 0);
  g.fill();
  g.fillStyle = shade(0, -20, 60, '#ff6b6b', '#9b1c1c');
  g.beginPath();
  g.moveTo(-58, 6);
  g.bezierCurveTo(-58, -60, 58, -60, 58, 6);
  g.quadraticCurveTo(0, 18, -58, 6);
  g.fill();
  g.fillStyle = '#fff';
  for (const [x, y, r] of [
    [-30, -16, 8],
    [0, -34, 9],
    [28, -12, 7],
    [10, -6, 5],
    [-14, -38, 5],
  ]) {
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
  }
  g.restore();

  // --- gallery: six painted landscapes ----------------------------------------------------------------
  const TW = 200;
  const TH = 140;
  const [gal, p] = canvas(TW * 3, TH * 2);
  type Scene = {
    sky: [string, string];
    sun?: [string, number, number, number];
    hills: string[];
    water?: string;
    stars?: boolean;
  };
  const scenes: Scene[] = [
    {sky: ['#ffb86b', '#ffe8c2'], sun: ['#fff3b0', 100, 88, 24], hills: [], water: '#3a7bd5'}, // 海上日出
    {sky: ['#8fc1ff', '#e6f2ff'], hills: ['#c9d6e8', '#8799b5', '#f8fbff'], stars: false}, // 雪山
    {sky: ['#a8e6cf', '#e8fff4'], hills: ['#5f9e6e', '#2f6b3f', '#1e4d2b']}, // 森林
    {sky: ['#f6c177', '#fde5b8'], sun: ['#fff7e0', 150, 36, 16], hills: ['#e0a458', '#c97b2a']}, // 沙漠
    {sky: ['#0b1a3a', '#27407a'], sun: ['#f5f3ce', 150, 34, 14], hills: ['#1a2a4f', '#0d1730'], stars: true}, // 夜空
    {sky: ['#b5e3f0', '#f0fbff'], hills: ['#7fb77e', '#4f8a5b'], water: '#4aa3c7'}, // 湖泊
  ];
  scenes.forEach((s, i) => {
    const ox = (i % 3) * TW;
    const oy = Math.floor(i / 3) * TH;
    p.save();
    p.beginPath();
    p.rect(ox, oy, TW, TH);
    p.clip();
    p.translate(ox, oy);
    const sky = p.createLinearGradient(0, 0, 0, TH);
    sky.addColorStop(0, s.sky[0]);
    sky.addColorStop(1, s.sky[1]);
    p.fillStyle = sky;
    p.fillRect(0, 0, TW, TH);
    if (s.stars) {
      for (let k = 0; k < 60; k++) {
        p.fillStyle = `rgba(255,255,255,${0.4 + rand() * 0.6})`;
        p.fillRect(rand() * TW, rand() * TH * 0.7, 1.5, 1.5);
      }
    }
    if (s.sun) {
      const [c, x, y, r] = s.sun;
      const glow = p.createRadialGradient(x, y, r * 0.5, x, y, r * 3);
      glow.addColorStop(0, c);
      glow.addColorStop(1, 'rgba(255,255,255,0)');
      p.fillStyle = glow;
      p.fillRect(0, 0, TW, TH);
      p.fillStyle = c;
      p.beginPath();
      p.arc(x, y, r, 0, Math.PI * 2);
      p.fill();
    }
    // rolling hills or mountain ridges, each range nearer and darker
    s.hills.forEach((color, k) => {
      const base = TH * (0.55 + k * 0.13);
      const peaky = i === 1 && k < 2;
      p.fillStyle = color;
      p.beginPath();
      p.moveTo(0, TH);
      for (let x = 0; x <= TW; x += 4) {
        const y = peaky
          ? base - Math.abs(((x + k * 50) % 100) - 50) * 0.9 + rand() * 3
          : base - Math.sin((x / TW) * Math.PI * (1.5 + k) + i + k) * 12 - rand() * 2;
        p.lineTo(x, y);
      }
      p.lineTo(TW, TH);
      p.fill();
      if (i === 2 && k === 1) {
        // conifers
        for (let t = 0; t < 14; t++) {
          const x = rand() * TW;
          const y = base + 4 + rand() * 20;
          p.fillStyle = '#24573a';
          p.beginPath();
          p.moveTo(x, y - 26);
          p.lineTo(x - 8, y);
          p.lineTo(x + 8, y);
          p.fill();
        }
      }
    });
    if (s.water) {
      const water = p.createLinearGradient(0, TH * 0.68, 0, TH);
      water.addColorStop(0, s.water);
      water.addColorStop(1, '#123a63');
      p.fillStyle = water;
      p.fillRect(0, TH * 0.68, TW, TH * 0.32);
      p.strokeStyle = 'rgba(255,255,255,.45)';
      for (let k = 0; k < 14; k++) {
        const y = TH * 0.7 + rand() * TH * 0.28;
        const x = rand() * TW;
        p.beginPath();
        p.moveTo(x, y);
        p.lineTo(x + 10 + rand() * 18, y);
        p.stroke();
      }
    }
    // film grain: makes the pictures look like photos and keeps JPEG honest
    const img = p.getImageData(ox, oy, TW, TH);
    for (let k = 0; k < img.data.length; k += 4) {
      const n = (rand() - 0.5) * 14;
      img.data[k] += n;
      img.data[k + 1] += n;
      img.data[k + 2] += n;
    }
    p.putImageData(img, ox, oy);
    p.restore();
  });

  // --- pattern tile: dotted paper with a small cross, seamless ---------------------------------------
  const [tile, t] = canvas(48, 48);
  t.fillStyle = '#fdf6e3';
  t.fillRect(0, 0, 48, 48);
  t.fillStyle = '#e8d9b5';
  for (const [x, y] of [
    [0, 0],
    [48, 0],
    [0, 48],
    [48, 48],
    [24, 24],
  ]) {
    t.beginPath();
    t.arc(x, y, 3, 0, Math.PI * 2);
    t.fill();
  }
  t.strokeStyle = '#f0b8a8';
  t.lineWidth = 2;
  t.beginPath();
  t.moveTo(24, 4);
  t.lineTo(24, 12);
  t.moveTo(20, 8);
  t.lineTo(28, 8);
  t.moveTo(0, 36);
  t.lineTo(4, 36);
  t.moveTo(44, 36);
  t.lineTo(48, 36);
  t.moveTo(2, 32);
  t.lineTo(2, 40);
  t.moveTo(46, 32);
  t.lineTo(46, 40);
  t.stroke();

  return {
    'demo-c-cutouts.png': cut.toDataURL('image/png'),
    'demo-c-gallery.jpg': gal.toDataURL('image/jpeg', 0.86),
    'demo-c-paper-tile.png': tile.toDataURL('image/png'),
  };
}

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  // tsx keeps function names with a __name() helper that the page does not have
  await page.addInitScript('window.__name = (f) => f');
  await page.goto('about:blank');
  const files = await page.evaluate(paint);
  await browser.close();
  for (const [name, url] of Object.entries(files)) {
    const out = path.join(process.cwd(), 'static/examples/assets', name);
    fs.writeFileSync(out, Buffer.from(url.split(',')[1]!, 'base64'));
    console.log(`wrote ${out} (${fs.statSync(out).size} bytes)`);
  }
}

void main();
