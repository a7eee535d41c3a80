/**
 * Entry of the prerendered landing page (dist/landing.html, served for `/`). The page is complete
 * as HTML and CSS: every action on it is a link (src/routes/LandingPage.tsx), so it is not
 * hydrated and loads no React; the link it follows loads the app (src/main.tsx), from the
 * precache once the service worker is installed. This script only registers the service worker
 * on load (SPEC §1), so that a shopper's first visit already installs the offline shell, and
 * calls the performance reporter without a handler, as the app does (SPEC §1). A waiting new
 * version is announced by the app's update prompt on the next page.
 */
import { SERVICE_WORKER_URL } from '../contract/shell-files';
import { reportPerformance } from './report-performance';

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined),
  );
}

reportPerformance();
