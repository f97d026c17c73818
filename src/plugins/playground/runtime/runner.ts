// The runner page's script (inlined into runner.html): receives the flavour's library texts, the example
// and its assets from the docs page by postMessage, turns them into blob: modules with an import map (the
// only module loading an opaque origin allows) and runs the example. It fetches nothing itself: an
// opaque-origin frame gets no CORS access to the site and no HTTP cache.
import type {LibManifest} from '../libs';
import type {Flavour} from '../flavours';
import {installMotionGate, REDUCED_MOTION_QUERY, type KonvaLike} from './motion';

declare const __PG_MANIFEST__: Pick<LibManifest, 'modules'>;

type W = typeof self & {
  __pgLoop?: (id: number) => void;
  __pgReport?: (e: unknown) => void;
};
const w = self as W;
// Sandboxed means an opaque origin (by the frame's attribute or, on a page the service worker controls, by its
// header). In the site's own origin an example could reach the docs page: run nothing, and the page reloads the
// frame with the attribute (src/components/Playground/sandbox.ts).
if (self.origin !== 'null') {
  parent.postMessage({__pg: 1, type: 'unsandboxed'}, '*');
  throw new Error('runner frame is not sandboxed');
}
const params = new URLSearchParams(location.hash.slice(1));
const flavour = (params.get('f') ?? 'vanilla') as Flavour;
const runId = params.get('id') ?? '';
const t0 = performance.now();

/** What the docs page posts: library module texts by file, the example, and asset bytes by name. */
interface RunPayload {
  type: 'run';
  code: string;
  lines?: number[];
  libs: Record<string, string>;
  assets: Record<string, {type: string; bytes: ArrayBuffer}>;
}

function post(msg: Record<string, unknown>): void {
  parent.postMessage({__pg: 1, id: runId, ...msg}, '*');
}
/** Longest console line or error message sent to the page (which clips again: it trusts no runner). */
const MAX_TEXT = 4000;
const clip = (t: string): string => (t.length > MAX_TEXT ? `${t.slice(0, MAX_TEXT)}…` : t);
// Until the example arrives every beat repeats 'ready': the page may register this frame only after
// the first 'ready' was posted (its effect runs after the frame started loading).
setInterval(() => post({type: started ? 'hb' : 'ready'}), 250);
post({type: 'hb'});
// Before the example's own handlers (capture, on window): what a reader's action starts may take seconds on
// purpose (a 问题排查 page's problem mode mounts 20,000 nodes), and the page's watchdog waits longer for it.
// One notice per beat is enough (a wheel or a key held down fires dozens a second).
let inputPosted = -Infinity;
for (const type of ['pointerdown', 'click', 'keydown', 'change', 'input', 'wheel']) {
  addEventListener(
    type,
    () => {
      if (!started || performance.now() - inputPosted < 250) return;
      inputPosted = performance.now();
      post({type: 'input'});
    },
    {capture: true, passive: true},
  );
}

let exampleUrl = '';
let lines: number[] | undefined;
let reported = false;

/** Turn any thrown value into a message and the line the reader sees in the editor. */
function report(e: unknown, phase = 'runtime'): void {
  if (reported) return;
  reported = true;
  const err = e instanceof Error ? e : new Error(String(e));
  let line = 0;
  const stack = err.stack ?? '';
  if (exampleUrl) {
    const m = stack.split(exampleUrl + ':')[1]?.match(/^(\d+)/);
    if (m) line = Number(m[1]);
  }
  if (line && lines) line = lines[line - 1] || 0;
  post({type: 'error', phase, name: err.name, message: clip(String(err.message)), line});
}
w.__pgReport = (e) => report(e);
addEventListener('error', (ev) => {
  if (ev.filename && ev.filename === exampleUrl && !ev.error?.stack?.includes(exampleUrl)) {
    // Module parse errors carry the line on the event only.
    const err = ev.error instanceof Error ? ev.error : new Error(ev.message);
    if (!reported)
      post({
        type: 'error',
        phase: 'syntax',
        name: err.name,
        message: clip(String(err.message)),
        line: lines ? lines[ev.lineno - 1] || ev.lineno : ev.lineno,
      });
    reported = true;
    return;
  }
  report(ev.error ?? ev.message);
});
addEventListener('unhandledrejection', (ev) => report(ev.reason));

// This page's policy (runner.html) allows no network: explain a blocked request in the example's console.
document.addEventListener('securitypolicyviolation', (ev) => {
  const url = ev.blockedURI;
  const text = /^(https?|wss?|ftp):/.test(url)
    ? `已阻止示例访问网络：${url}。示例在离线沙箱中运行，不能连接任何网站；图片、数据等文件请放进 static/examples/assets/，用 '/examples/assets/文件名' 引用。`
    : url === 'eval'
      ? '已阻止 eval / new Function：这个示例的运行环境不允许动态执行代码字符串。'
      : `已阻止（内容安全策略 ${ev.effectiveDirective}）：${url || '内联代码'}`;
  post({type: 'console', level: 'error', text: clip(text)});
});

// Loop guard target for edited code: a loop whose body keeps running 1 s after it was entered throws.
const loopState = new Map<number, {start: number; last: number}>();
w.__pgLoop = (id: number) => {
  const now = performance.now();
  let s = loopState.get(id);
  if (!s || now - s.last > 100) loopState.set(id, (s = {start: now, last: now}));
  s.last = now;
  if (now - s.start > 1000) {
    loopState.delete(id);
    throw new RangeError('__PG_LOOP__');
  }
};

function format(v: unknown, depth = 0): string {
  if (typeof v === 'string') return v;
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  if (v === null || typeof v !== 'object') return String(v);
  const anyV = v as {getClassName?: () => string};
  if (typeof anyV.getClassName === 'function') return `[Konva.${anyV.getClassName()}]`;
  if (depth > 2) return Array.isArray(v) ? '[…]' : '{…}';
  try {
    if (Array.isArray(v))
      return `[${v
        .slice(0, 20)
        .map((x) => format(x, depth + 1))
        .join(', ')}]`;
    const entries = Object.entries(v)
      .slice(0, 20)
      .map(([k, x]) => `${k}: ${format(x, depth + 1)}`);
    return `{${entries.join(', ')}}`;
  } catch {
    return Object.prototype.toString.call(v);
  }
}
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  const orig = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    orig(...args);
    post({type: 'console', level, text: clip(args.map((a) => format(a)).join(' '))});
  };
}

function probe(): {canvases: number; nonBlank: boolean} {
  const canvases = Array.from(document.querySelectorAll('canvas'));
  const nonBlank = canvases.some((c) => {
    if (!c.width || !c.height) return false;
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
    if (!data) return false;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });
  return {canvases: canvases.length, nonBlank};
}

let started = false;
addEventListener('message', (ev) => {
  if (ev.source !== parent) return;
  const d = ev.data as {type?: string};
  if (d?.type === 'run' && !started) {
    started = true;
    void start(d as RunPayload);
  } else if (d?.type === 'probe') {
    post({type: 'probe', ...probe()});
  }
});
post({type: 'ready'});

const BOOT: Record<Flavour, string> = {
  vanilla: `import EX;`,
  react: `import {createElement} from 'react';import {createRoot} from 'react-dom/client';import App from EX;
createRoot(document.getElementById('container'),{onUncaughtError:(e)=>self.__pgReport(e)}).render(createElement(App));`,
  vue: `import {createApp} from 'vue';import VueKonva from 'vue-konva';import App from EX;
const app=createApp(App);app.use(VueKonva);app.config.errorHandler=(e)=>self.__pgReport(e);app.mount('#container');`,
  svelte: `import {mount} from 'svelte';import App from EX;mount(App,{target:document.getElementById('container')});`,
  angular: `import '@angular/compiler';import {bootstrapApplication} from '@angular/platform-browser';
import {provideZonelessChangeDetection,ErrorHandler} from '@angular/core';import {App} from EX;
document.getElementById('container').appendChild(document.createElement('app-root'));
await bootstrapApplication(App,{providers:[provideZonelessChangeDetection(),{provide:ErrorHandler,useValue:{handleError:(e)=>self.__pgReport(e)}}]});`,
};

/** Resolves once the frame has a size. Examples size their stage from it (`window.innerWidth`); a frame that is not
 * laid out yet (its panel still hidden when the program arrives) would give them a stage 0 pixels wide. */
function laidOut(): Promise<void> {
  const sized = () => innerWidth > 0 && innerHeight > 0;
  if (sized()) return Promise.resolve();
  return new Promise((resolve) => {
    const onResize = () => {
      if (!sized()) return;
      removeEventListener('resize', onResize);
      resolve();
    };
    addEventListener('resize', onResize);
  });
}

async function start(payload: RunPayload): Promise<void> {
  await laidOut();
  lines = payload.lines;
  let src = payload.code;
  const js = (text: string) => URL.createObjectURL(new Blob([text], {type: 'text/javascript'}));
  const urls: Record<string, string> = {};
  for (const [file, text] of Object.entries(payload.libs)) urls[file] = js(text);
  const imports: Record<string, string> = {};
  for (const [name, file] of Object.entries(__PG_MANIFEST__.modules)) if (urls[file]) imports[name] = urls[file]!;
  const map = document.createElement('script');
  map.type = 'importmap';
  map.textContent = JSON.stringify({imports});
  document.head.appendChild(map);
  // Assets become blob: URLs made here, so canvases stay untainted (toDataURL and filters work).
  for (const [name, {type, bytes}] of Object.entries(payload.assets)) {
    src = src.split(`/examples/assets/${name}`).join(URL.createObjectURL(new Blob([bytes], {type})));
  }
  exampleUrl = js(src);
  const boot = js(BOOT[flavour].replace('EX', JSON.stringify(exampleUrl)));
  try {
    // The reader asks for less motion: the example's Konva (the one instance every flavour shares) holds its
    // animations until 播放动画 is pressed (motion.ts).
    if (imports.konva && matchMedia(REDUCED_MOTION_QUERY).matches) {
      const konva = (await import(/* @vite-ignore */ imports.konva)) as {default: KonvaLike};
      installMotionGate(konva.default);
    }
    await import(/* @vite-ignore */ boot);
    post({type: 'ran', ms: performance.now() - t0});
  } catch (e) {
    report(e, 'load');
    return;
  }
  // Timers, not requestAnimationFrame: Chromium pauses rAF in off-screen cross-origin frames, and holds it back on
  // a busy machine. Konva's batched redraw waits for one, so a scene still blank after a second is drawn once here
  // (every half second at most; in its own task, so an error in the example's drawing is reported as usual).
  let drawnAt = 0;
  const check = () => {
    const waited = performance.now() - t0;
    if (probe().nonBlank) {
      post({type: 'painted', ms: waited});
      return;
    }
    if (imports.konva && waited > 1000 && performance.now() - drawnAt > 500) {
      drawnAt = performance.now();
      void import(/* @vite-ignore */ imports.konva).then((konva: {default: {stages?: {draw(): void}[]}}) =>
        setTimeout(() => (konva.default.stages ?? []).forEach((stage) => stage.draw())),
      );
    }
    setTimeout(check, waited > 5000 ? 500 : 50);
  };
  check();
}
