/**
 * Entry of the web app: mounts <App/> with the offline banner and the update prompt, registers
 * the offline-cache worker at /service-worker.js on load in production builds, and calls the
 * performance reporter without a handler (SPEC §1). A like the server refused while it waited in
 * the outbox reloads that liked map (issue 4).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { OfflineBanner } from './components/OfflineBanner';
import { UpdatePrompt } from './components/UpdatePrompt';
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
createRoot(root).render(
  <StrictMode>
    <OfflineBanner />
    <App />
    <UpdatePrompt />
  </StrictMode>,
);

watchConnectivity();
listenForLikeDrops((intent) => void loadLikes(intent.kind));

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', registerServiceWorker);
}

reportPerformance();
