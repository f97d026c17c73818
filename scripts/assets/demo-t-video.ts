// Generates static/examples/assets/demo-t-harbour.webm (480×270, 4 s, VP8, silent): a small harbour at dusk (sky
// gradient, sun, waves, a sailing boat, a lighthouse beam) drawn on a <canvas> in Chromium and recorded with
// MediaRecorder from canvas.captureStream(), for the Video_On_Canvas demo. Made here, so the file is ours: CC0.
// Run: npx tsx scripts/assets/demo-t-video.ts
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

const W = 480;
const H = 270;
const SECONDS = 4;

/** Runs in the page: draws the animation in real time while MediaRecorder records it; resolves to a data: URL. */
async function record({w, h, seconds}: {w: number; h: number; seconds: number}): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d')!;

  function draw(t: number) {
    // Sky from deep blue to orange, the sun sinking a little over the clip.
    const sky = ctx.createLinearGradient(0, 0, 0, h * 0.62);
    sky.addColorStop(0, '#1d3557');
    sky.addColorStop(0.6, '#e76f51');
    sky.addColorStop(1, '#f4a261');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#ffd166';
    ctx.beginPath();
    ctx.arc(w * 0.68, h * 0.5 + t * 6, 34, 0, Math.PI * 2);
    ctx.fill();
    // Lighthouse on the left with a sweeping beam.
    const beam = Math.sin(t * Math.PI) * 0.5;
    ctx.fillStyle = 'rgba(255,244,180,0.35)';
    ctx.beginPath();
    ctx.moveTo(64, 96);
    ctx.lineTo(w, 96 + Math.tan(beam) * w - 40);
    ctx.lineTo(w, 96 + Math.tan(beam) * w + 40);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#f1faee';
    ctx.fillRect(52, 100, 24, 80);
    ctx.fillStyle = '#e63946';
    ctx.fillRect(52, 122, 24, 12);
    ctx.fillRect(52, 150, 24, 12);
    ctx.fillStyle = '#ffd166';
    ctx.fillRect(56, 88, 16, 12);
    ctx.fillStyle = '#264653';
    ctx.beginPath();
    ctx.moveTo(48, 88);
    ctx.lineTo(64, 74);
    ctx.lineTo(80, 88);
    ctx.fill();
    // Sea: bands of waves moving sideways.
    for (let band = 0; band < 6; band++) {
      const y0 = h * 0.62 + band * 18;
      ctx.fillStyle = ['#2a9d8f', '#248f83', '#1f8177', '#1a736b', '#15655f', '#105753'][band]!;
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 8) ctx.lineTo(x, y0 + Math.sin(x / 26 + t * 3 + band) * 4);
      ctx.lineTo(w, h);
      ctx.fill();
    }
    // The boat crosses from left to right, bobbing on the waves.
    const bx = -60 + (w + 120) * (t / seconds);
    const by = h * 0.66 + Math.sin(t * 4) * 3;
    ctx.fillStyle = '#6d3b1f';
    ctx.beginPath();
    ctx.moveTo(bx - 34, by);
    ctx.lineTo(bx + 34, by);
    ctx.lineTo(bx + 24, by + 14);
    ctx.lineTo(bx - 24, by + 14);
    ctx.fill();
    ctx.fillStyle = '#f1faee';
    ctx.beginPath();
    ctx.moveTo(bx, by - 4);
    ctx.lineTo(bx, by - 58);
    ctx.lineTo(bx + 30, by - 6);
    ctx.fill();
    ctx.fillStyle = '#a8dadc';
    ctx.beginPath();
    ctx.moveTo(bx - 3, by - 4);
    ctx.lineTo(bx - 3, by - 48);
    ctx.lineTo(bx - 26, by - 6);
    ctx.fill();
  }

  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, {mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 700_000});
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  draw(0);
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    function frame() {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, seconds));
      if (t >= seconds) resolve();
      else requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await done;
  const blob = new Blob(chunks, {type: 'video/webm'});
  return await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsDataURL(blob);
  });
}

async function main() {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  await page.evaluate('globalThis.__name = (f) => f');
  const url = await page.evaluate(record, {w: W, h: H, seconds: SECONDS});
  await browser.close();
  const out = path.join(import.meta.dirname, '../../static/examples/assets/demo-t-harbour.webm');
  fs.writeFileSync(out, Buffer.from(url.split(',')[1]!, 'base64'));
  console.log(`${out}: ${fs.statSync(out).size} bytes`);
}

void main();
