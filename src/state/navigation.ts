/**
 * Navigation for actions outside React components (e.g. a failed token refresh sends the user to
 * /, SPEC §4 "Session"). Same history as wouter's default browser location.
 */
export { navigate } from 'wouter/use-browser-location';

/**
 * Starts the app anew at `path` (a same-origin path such as `/`): a full page load, which drops
 * every in-memory state of the page and of its API worker (signals, the worker's caches and
 * pending fetches). Used when one member's data leaves the device (member-storage.ts); offline,
 * the service worker answers the load from the precached shell.
 */
export function reloadApp(path: string): void {
  window.location.replace(path);
}
