/**
 * Entry of the web app: mounts <App/>, registers the offline-cache worker at /service-worker.js
 * on load in production builds, and calls the performance reporter without a handler (SPEC §1).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reportPerformance } from './report-performance';
import './styles/base.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/outfits.css';
import './styles/account.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch(() => undefined);
  });
}

reportPerformance();
