// Registers the service worker in the production build (never under `npm start`, where an old registration
// from a preview on the same port is removed so it cannot serve stale files around hot reload), reports a
// waiting new version to the store, and asks the worker to keep what this page loaded before it took control
// and the pages reached by client-side navigation (their HTML is never fetched otherwise).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../../../lib/idle';
import {primeRunners, workerManifest} from './download';
import {setWaiting, updateAccepted} from './store';

const base = siteConfig.baseUrl;
const supported = ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;
let registration: Promise<ServiceWorkerRegistration | null> = Promise.resolve(null);
let lastUpdateCheck = Date.now();

function keep(urls: string[]): void {
  void registration.then((reg) => reg?.active?.postMessage({type: 'CACHE_URLS', urls}));
}

function watch(worker: ServiceWorker | null): void {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
  };
  check();
  worker.addEventListener('statechange', check);
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  const reg = await navigator.serviceWorker.register(`${base}sw.js`, {scope: base});
  watch(reg.waiting);
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateAccepted()) window.location.reload();
  });
  await navigator.serviceWorker.ready;
  return reg;
}

/** How long after the worker is ready the runner pages are primed: each hidden frame costs the page 15-20 ms of
 * main thread (60-80 ms at Lighthouse's 4x CPU), which should not land among the page's start-up tasks. */
const PRIME_DELAY_MS = 10_000;

/** Once per build version: the runner pages into the HTTP cache (see primeRunners), later, when the browser is idle. */
async function primeOnce(): Promise<void> {
  if (!(await registration)) return;
  const manifest = await workerManifest(base).catch(() => null);
  const key = 'konva-offline-runners';
  if (!manifest || localStorage.getItem(key) === manifest.version) return;
  await new Promise((r) => setTimeout(r, PRIME_DELAY_MS));
  await new Promise<void>((resolve) => whenIdle(resolve));
  await primeRunners(manifest);
  localStorage.setItem(key, manifest.version);
}

/** The worker and its bookkeeping start once the page has loaded, not inside the bundle's first task: that task
 * already blocks longest, and registering took ~9 ms of it here (~36 ms at Lighthouse's 4x CPU). */
function start(): Promise<ServiceWorkerRegistration | null> {
  const reg = register().catch(() => null);
  // Files fetched before the worker took control (the page's chunks, an example's library texts): the worker
  // fetches those it lacks. Later ones pass through it anyway; for them this costs one cache lookup.
  new PerformanceObserver((list) => {
    const own = list
      .getEntries()
      .map((e) => e.name.split('#')[0]!)
      .filter((u) => u.startsWith(window.location.origin + base));
    if (own.length) keep(own);
  }).observe({type: 'resource', buffered: true});
  return reg;
}

if (supported) {
  if (process.env.NODE_ENV === 'production') {
    registration = new Promise((resolve) => {
      const loaded = () => resolve(start());
      if (document.readyState === 'complete') loaded();
      else window.addEventListener('load', loaded, {once: true});
    });
    keep([window.location.pathname]);
    void primeOnce();
  } else {
    void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((r) => void r.unregister()));
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!supported || !previousLocation || location.pathname === previousLocation.pathname) return;
    keep([location.pathname]);
    // A reader who stays on the site for long still hears of a new deploy (the browser checks on full loads).
    if (Date.now() - lastUpdateCheck > 10 * 60_000) {
      lastUpdateCheck = Date.now();
      void registration.then((reg) => reg?.update().catch(() => undefined));
    }
  },
};
export default clientModule;
