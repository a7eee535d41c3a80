/**
 * Entry of the web app: mounts <AppRoot/> (the app with the offline banner and the update
 * prompt) once the route's page chunk has loaded (at most FIRST_PAGE_WAIT_MS), hydrating the
 * markup of a page the server sent prerendered (the home page), starting the API worker meanwhile
 * on every page but the landing page (which a first visit gets prerendered, with its own small
 * entry: src/landing.ts) and the home page's lists on /main; registers the offline-cache worker at
 * /service-worker.js on load in production builds (once the first screen has had its turn:
 * SERVICE_WORKER_AFTER_LOAD_MS), and calls the performance reporter without a handler (SPEC §1).
 * A like the server refused while it waited in the outbox reloads that liked map (the offline core).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, preloadRoute } from './App';
import { afterIdle } from './lib/after-idle';
import { reportPerformance } from './report-performance';
import { online$, registerServiceWorker, watchConnectivity } from './state/app-shell';
import { loadLikes } from './state/likes';
import { listenForPhotoOutbox } from './state/photo-outbox';
import { listenForLikeDrops, startApiWorker } from './worker-bridge';
// Swiper's rules come with the first CSS: the home banner's prerendered markup is swiper's, and a
// stylesheet that arrived later would restyle the whole page when the swiper starts.
import 'swiper/css';
import './styles/base.css';
import './styles/components.css';
import './styles/cards.css';
import './styles/pages.css';
import './styles/outfits.css';
import './styles/guide.css';
import './styles/detail.css';
import './styles/zoom-buy.css';
import './styles/account.css';
import './styles/wardrobe.css';
import './styles/app-shell.css';

/**
 * How long (ms) the first render waits for the first page's chunk: long enough for the precache
 * or a good network, after which a slow network sees the loading spinner instead of a blank page.
 */
const FIRST_PAGE_WAIT_MS = 300;

/**
 * How long (ms) after the load event the service worker is registered, at the next idle moment.
 * Its install downloads the whole shell (every route's code and the guide's pictures): on a first
 * visit that would share a slow network and the phone's CPU with what the shopper is waiting for,
 * the page's own data, pictures and first renders (the hydration and the home lists' strips).
 */
const SERVICE_WORKER_AFTER_LOAD_MS = 3_000;

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const tree = (
  <StrictMode>
    <AppRoot />
  </StrictMode>
);
const pathname = window.location.pathname;
// Every page but the landing page asks the API worker for data as soon as it renders; the worker
// starts while the page's chunk loads, and the page renders once that chunk is in.
if (pathname !== '/') startApiWorker();
// A visit that opens on the home page asks for its lists at once, not after the page's render.
if (pathname === '/main') void import('./state/home').then((home) => home.prefetchHome());
const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
// A page the server sent prerendered (the home page's shell) is hydrated: its markup painted before
// any JavaScript ran. Offline the markup is not what the first render gives (the offline banner), so
// it is rendered anew. Either is a transition, so React works in slices of a few ms that let the
// browser paint and answer taps in between, instead of one long task on a slow phone.
const prerendered = root.firstElementChild !== null && online$.peek();
void Promise.race([preloadRoute(pathname), waited]).then(() =>
  startTransition(() => {
    if (prerendered) hydrateRoot(root, tree);
    else createRoot(root).render(tree);
  }),
);

watchConnectivity();
listenForLikeDrops((intent) => void loadLikes(intent.kind));
listenForPhotoOutbox();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () =>
    setTimeout(() => afterIdle(registerServiceWorker), SERVICE_WORKER_AFTER_LOAD_MS),
  );
}

reportPerformance();
