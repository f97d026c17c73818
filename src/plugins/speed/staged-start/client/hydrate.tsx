// The last stage of the staged entry (entry.tsx): from here on as @docusaurus/core@3.10.2 lib/client/clientEntry.js
// does it, except that the app is rendered at React's idle priority (idlePriority.ts).
import {type ComponentType, type ReactNode} from 'react';
import ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import App from '@docusaurus/core/lib/client/App';
import preload from '@docusaurus/core/lib/client/preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import {atIdlePriority} from './idlePriority';

type Root = {render: (app: ReactNode) => void};

export async function hydrate(): Promise<void> {
  const w = window as unknown as {docusaurus: unknown; docusaurusRoot?: Root};
  w.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus')!;
  const Router = (siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter) as ComponentType<{
    children: ReactNode;
  }>;
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
  atIdlePriority(renderApp);
}
