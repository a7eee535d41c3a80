/**
 * Files of the built shell that the build, the server and the service worker must agree on.
 * LANDING_FILE: the shell with the landing page prerendered (build/prerender-landing.ts), sent
 * for `/` by the server (server/routes/web.routes.ts) and by the service worker from its precache.
 */
export const LANDING_FILE = 'landing.html';
