// Docusaurus' client entry (@docusaurus/core 3.10, lib/client/clientEntry.js) for production, in stages: each
// `import()` below is "eager" (its modules stay in main.js, no request) and runs in a task of its own, in the
// order App.js imports them (client modules first: stylesheet order and window.docusaurus' setter depend on it).
import {startTransition, type ComponentType, type ReactNode} from 'react';

/** Resolves in a new task (a message, not a timer: timers are clamped and throttled). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

type Root = {render: (app: ReactNode) => void};

async function start(): Promise<void> {
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  const [{default: App}, {default: preload}, {default: docusaurus}, {HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
  ]);
  await nextTask();

  // From here on as Docusaurus' own entry does it.
  const w = window as unknown as {docusaurus: unknown; docusaurusRoot?: Root};
  w.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus')!;
  const Router = (siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter) as ComponentType<{children: ReactNode}>;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (w.docusaurusRoot) {
      w.docusaurusRoot.render(app);
      return;
    }
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      w.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      w.docusaurusRoot = root;
    }
  };
  await preload(window.location.pathname);
  startTransition(renderApp);
}

void start();
