// `npm run bench`: build time and memory, pages built, and page weight of key pages, on this machine.
// Figures are for notes and budgets; tests never assert timings.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {treeRssBytes} from './bench/processTree';
import {pageWeight, withBrowser} from './bench/pageWeight';
import {startServer} from './serve';
import {addBarePage} from './bench/limit';

const root = path.resolve(__dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function timedBuild(): Promise<{seconds: number; peakMb: number}> {
  const start = Date.now();
  const child = spawn('npx', ['tsx', 'scripts/build.ts'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssBytes(child.pid!))), 100);
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed with exit code ${code}`);
  return {seconds: (Date.now() - start) / 1000, peakMb: peak / 2 ** 20};
}

function countPages(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) n += countPages(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') n++;
  }
  return n;
}

function firstBlogPost(): string {
  const post = fs
    .readdirSync(path.join(root, 'blog'))
    .filter((f) => /\.mdx?$/.test(f))
    .sort()[0]!;
  const slug = /^slug:\s*(.+)$/m.exec(fs.readFileSync(path.join(root, 'blog', post), 'utf8'))?.[1]?.trim();
  return `/blog/${slug ?? post.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '')}`;
}

type Extra = {name: string; run: (baseURL: string) => Promise<void>};

/** Area benchmarks (playground, search) register here, each printing its own figures. */
async function loadExtras(): Promise<Extra[]> {
  const extras: Extra[] = [];
  for (const [name, file] of [
    ['playground', './bench-playground'],
    ['search', './bench-search'],
    ['lighthouse', './bench-lighthouse'],
  ] as const) {
    if (fs.existsSync(path.join(__dirname, `${file}.ts`))) {
      const mod = (await import(file)) as {default: (baseURL: string) => Promise<void>};
      extras.push({name, run: mod.default});
    }
  }
  return extras;
}

async function main() {
  // BENCH_CLEAN=1: a clean build, as CI and a fresh clone do it (the bundler's, playground's and search's caches go).
  const clean = process.env.BENCH_CLEAN === '1';
  if (clean)
    for (const dir of ['.docusaurus', 'node_modules/.cache'])
      fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  console.log(
    clean
      ? 'Building from scratch (no caches)...'
      : 'Building (warm cache, as developers rebuild; BENCH_CLEAN=1 for a clean build)...',
  );
  const build = await timedBuild();
  console.log(
    `build (${clean ? 'clean' : 'warm'}): ${build.seconds.toFixed(1)} s wall, peak memory ${build.peakMb.toFixed(0)} MB (process tree)`,
  );
  console.log(`pages built: ${countPages(path.join(root, 'build'))}`);

  const port = 4300 + Math.floor(Math.random() * 500);
  const server = await startServer(path.join(root, 'build'), port);
  // the bare Konva page the playground's distance to the limit is measured against
  addBarePage(server);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await withBrowser(async (browser) => {
      for (const url of [
        '/',
        '/docs/shapes/Rect.html',
        '/api/Konva.Node.html',
        '/docs/index.html',
        '/playground',
        firstBlogPost(),
      ]) {
        const w = await pageWeight(browser, baseURL, url);
        console.log(
          `${url}: JS run ${kb(w.jsRaw)} raw / ${kb(w.jsGzip)} gzip, prefetched ${kb(w.prefetchedGzip)} gzip, example libraries ${kb(w.exampleGzip)} gzip; CSS ${kb(w.cssRaw)} raw / ${kb(w.cssGzip)} gzip (${w.files} files)`,
        );
      }
    });
    for (const extra of await loadExtras()) {
      console.log(`\n[${extra.name}]`);
      await extra.run(baseURL);
    }
  } finally {
    server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
