// Draws the social images (og:image, 1200×630) on a <canvas> in Chromium: the site's own card
// (static/img/social-card.png, themeConfig.image, used by every page without a picture of its own) and one per
// blog post (static/img/blog/<slug>.png), each at most 100 KB (flat colours keep the PNGs small). Made here, so
// they are ours. A post names its picture in front matter: `image: /img/blog/<slug>.png`.
// Run: npx tsx scripts/assets/blog-social.ts [slug ...]   (no slug: all of them; `site` is the site's card)
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunch} from '../../playwright.config';

/** One card: the post's slug (file name), its title in up to two lines, a kicker line and the motif to draw. */
interface Card {
  slug: string;
  title: string[];
  kicker: string;
  accent: string;
  motif: 'site' | 'text' | 'frameworks' | 'performance' | 'upgrade';
  /** The small line above the title; the blog's name unless set. */
  label?: string;
  /** Where the PNG goes, under static/; `img/blog/<slug>.png` unless set. */
  file?: string;
}

const CARDS: Card[] = [
  {
    slug: 'site',
    title: ['Konva 中文文档'],
    kicker: '在 Canvas 上绘图、做动画、处理交互',
    label: '教程 · 可运行示例 · API 参考',
    accent: '#1e5aa8',
    motif: 'site',
    file: 'img/social-card.png',
  },
  {
    slug: 'chinese-text-on-canvas',
    title: ['在画布上排中文'],
    kicker: 'Konva.Text 换行 · 省略号 · 字体 · 竖排',
    accent: '#e8590c',
    motif: 'text',
  },
  {
    slug: 'one-interaction-five-ways',
    title: ['同一个交互', '五种写法'],
    kicker: '原生 JS · React · Vue · Svelte · Angular',
    accent: '#2f9e44',
    motif: 'frameworks',
  },
  {
    slug: 'smooth-konva-on-phones',
    title: ['让 Konva', '在手机上流畅运行'],
    kicker: '实测：像素比 · 缓存 · 图层 · 命中检测',
    accent: '#1971c2',
    motif: 'performance',
  },
  {
    slug: 'upgrading-konva-8-9-10',
    title: ['从 Konva 8 升级到 10'],
    kicker: '对比三个版本的类型声明与包结构',
    accent: '#9c36b5',
    motif: 'upgrade',
  },
];

const MAX_BYTES = 100 * 1024;

/** Runs in the browser: paints one card and returns it as a PNG data URL. Written as a string so that the
 * bundler's helpers (tsx adds __name to functions) never reach the page. */
const PAINT = String.raw`(card) => {
  const W = 1200, H = 630;
  const c = document.createElement('canvas');
  c.width = W; c.height = H;
  const g = c.getContext('2d');
  const FONT = '"Noto Sans CJK SC", "Noto Sans CJK", sans-serif';
  // background and a band in the accent colour on the left
  g.fillStyle = '#0f1b2d'; g.fillRect(0, 0, W, H);
  g.fillStyle = card.accent; g.fillRect(0, 0, 24, H);
  // site name
  g.fillStyle = '#8fb3e8'; g.font = '500 30px ' + FONT; g.textBaseline = 'top';
  g.fillText(card.label || 'Konva 中文博客', 80, 64);
  // title
  g.fillStyle = '#ffffff'; g.font = 'bold 68px ' + FONT;
  card.title.forEach((line, i) => g.fillText(line, 80, 150 + i * 92));
  // kicker
  g.fillStyle = '#c9d6ea'; g.font = '32px ' + FONT;
  g.fillText(card.kicker, 80, 150 + card.title.length * 92 + 36);

  // motif on the right, inside x 760..1140, y 300..560 (and free space above when the title is short)
  const box = (x, y, w, h, fill, r = 12) => { g.fillStyle = fill; g.beginPath(); g.roundRect(x, y, w, h, r); g.fill(); };
  if (card.motif === 'site') {
    // a stage with the shapes of a first tutorial: a rectangle, a circle, a star, one of them selected
    box(760, 250, 380, 310, '#16263f', 16);
    box(800, 300, 140, 100, '#4dabf7', 10);
    g.fillStyle = '#ffd43b'; g.beginPath(); g.arc(1050, 350, 54, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#ff6b6b'; g.beginPath();
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? 26 : 60, a = -Math.PI / 2 + (i * Math.PI) / 5;
      g.lineTo(950 + r * Math.cos(a), 480 + r * Math.sin(a));
    }
    g.closePath(); g.fill();
    // the selection frame and its anchors around the star
    g.strokeStyle = '#8fb3e8'; g.lineWidth = 3; g.strokeRect(884, 414, 132, 124);
    g.fillStyle = '#ffffff';
    for (const [x, y] of [[884, 414], [1016, 414], [884, 538], [1016, 538]]) g.fillRect(x - 7, y - 7, 14, 14);
  } else if (card.motif === 'text') {
    // a grid of characters that wraps by character, one comma starting a line in the accent colour
    const chars = '春眠不觉晓，处处闻啼鸟。';
    g.font = '52px ' + FONT;
    for (let i = 0; i < chars.length; i++) {
      const col = i % 5, row = Math.floor(i / 5);
      const x = 780 + col * 68, y = 380 + row * 72;
      g.strokeStyle = '#2b3f5c'; g.lineWidth = 2; g.strokeRect(x - 4, y - 6, 64, 66);
      g.fillStyle = i === 5 ? card.accent : '#e7eef8';
      g.fillText(chars[i], x + 2, y);
    }
  } else if (card.motif === 'frameworks') {
    const names = ['JS', 'React', 'Vue', 'Svelte', 'Angular'];
    const colours = ['#f7df1e', '#61dafb', '#42b883', '#ff3e00', '#dd0031'];
    names.forEach((n, i) => {
      const y = 330 + i * 50;
      box(800, y, 300, 40, '#1c2d47', 8);
      box(800, y, 40, 40, colours[i], 8);
      g.fillStyle = '#e7eef8'; g.font = '26px ' + FONT; g.fillText(n, 856, y + 4);
    });
    // the one shape all five draw
    g.fillStyle = card.accent; g.beginPath(); g.arc(1060, 200, 56, 0, Math.PI * 2); g.fill();
  } else if (card.motif === 'performance') {
    // a phone outline with bars of frame times, shorter is better
    box(880, 250, 220, 340, '#e7eef8', 28);
    box(894, 276, 192, 288, '#0f1b2d', 8);
    const bars = [240, 200, 150, 110, 70, 40];
    bars.forEach((h, i) => box(906 + i * 30, 552 - h, 22, h, i < 2 ? '#e03131' : card.accent, 4));
  } else {
    // three version chips joined by arrows
    const vs = ['8', '9', '10'];
    vs.forEach((v, i) => {
      const x = 770 + i * 130;
      box(x, 420, 100, 100, i === 2 ? card.accent : '#1c2d47', 50);
      g.fillStyle = '#ffffff'; g.font = 'bold 44px ' + FONT; g.textAlign = 'center';
      g.fillText(v, x + 50, 446);
      g.textAlign = 'left';
      if (i < 2) { g.fillStyle = '#8fb3e8'; g.beginPath(); g.moveTo(x + 106, 462); g.lineTo(x + 124, 470); g.lineTo(x + 106, 478); g.fill(); }
    });
  }
  return c.toDataURL('image/png');
}`;

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const cards = only.length ? CARDS.filter((card) => only.includes(card.slug)) : CARDS;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
    for (const card of cards) {
      // fonts must be ready, or the first card is drawn with a fallback face
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const dataUrl = await page.evaluate(`(${PAINT})(${JSON.stringify(card)})`);
      const bytes = Buffer.from(String(dataUrl).split(',')[1], 'base64');
      if (bytes.length > MAX_BYTES) throw new Error(`${card.slug}: ${bytes.length} bytes, over ${MAX_BYTES}`);
      const file = path.resolve('static', card.file ?? `img/blog/${card.slug}.png`);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, bytes);
      console.log(`${path.relative(process.cwd(), file)}  ${bytes.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

void main();
