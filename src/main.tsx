/**
 * Entry of the web app: mounts <AppRoot/> (the app with the offline banner and the update
 * prompt), hydrating the landing page's prerendered markup when the first HTML response carried
 * it (dist/landing.html, served for `/`), and rendering afresh otherwise; registers
 * the offline-cache worker at /service-worker.js on load in production builds, and calls the
 * performance reporter without a handler (SPEC §1). A like the server refused while it waited in
 * the outbox reloads that liked map (issue 4).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './App';
import { reportPerformance } from './report-performance';
import { registerServiceWorker, watchConnectivity } from './state/app-shell';
import { loadLikes } from './state/likes';
import { listenForLikeDrops } from './worker-bridge';
import './styles/base.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/outfits.css';
import './styles/account.css';
import './styles/app-shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const tree = (
  <StrictMode>
    <AppRoot />
  </StrictMode>
);
// The prerendered markup is the landing page's: hydrate it only where it is the page asked for.
if (root.hasChildNodes() && window.location.pathname === '/') hydrateRoot(root, tree);
else createRoot(root).render(tree);

watchConnectivity();
listenForLikeDrops((intent) => void loadLikes(intent.kind));

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', registerServiceWorker);
}

reportPerformance();
