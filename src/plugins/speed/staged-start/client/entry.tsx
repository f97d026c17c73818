// Docusaurus' client entry (@docusaurus/core@3.10.2 lib/client/clientEntry.js) for production, in stages: each
// import() below is "eager" (its modules stay in main.js, no request) and runs in a task of its own, in the order
// App.js imports them (client modules first: stylesheet order and window.docusaurus' setter depend on it). The
// last stage (hydrate.tsx) imports the app and what it needs by name, so the bundler still drops unused exports.

/** Resolves in a new task (a message, not a timer: timers are clamped and throttled). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A page's first `localeCompare()` builds the ICU collator: 6-14 ms here, so 25-55 ms on Lighthouse's phone. The
 * theme's first render makes that call (useShallowMemoObject, the docs plugin's active-plugin lookup), inside one of
 * React's tasks; made here, it is a short task of its own.
 */
export function warmCollator(): void {
  'a'.localeCompare('b');
}

/** The stages before the app, each in a task of its own. */
const stages: (() => Promise<unknown>)[] = [
  async () => warmCollator(),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  // App reaches the theme's layout through its error page: as one concatenated module it was the longest stage. Its
  // parts are imported in the order Layout imports them, which keeps the stylesheet's rule order.
  async () => {
    await import(/* webpackMode: "eager" */ '@theme/SkipToContent');
    await import(/* webpackMode: "eager" */ '@theme/AnnouncementBar');
  },
  () => import(/* webpackMode: "eager" */ '@theme/Navbar'),
  () => import(/* webpackMode: "eager" */ '@theme/Footer'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
];

async function start(): Promise<void> {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
  await nextTask();
  const {hydrate} = await import(/* webpackMode: "eager" */ './hydrate');
  await nextTask();
  await hydrate();
}

// A stage or the preload of the page's chunks failed (network, a deploy that removed them): the page's starter
// script (src/lib/ssrTemplate.ts) shows a message with 重试 instead of a page that silently does nothing.
start().catch((error: unknown) => {
  console.warn('页面脚本加载失败', error);
  window.dispatchEvent(new Event('konva-load-failed'));
});
