/**
 * The one rule for reading connectivity from a runtime's `navigator`, shared by the app's
 * `online$` (src/state/app-shell.ts: the offline banner, and whether src/main.tsx hydrates) and
 * the API worker (src/worker/api-client.ts): offline only when `onLine` is false. A runtime
 * without a navigator, or with one that has no `onLine`, counts as online: Node 21 and later
 * define a global navigator without it, and the build renders the pages there (src/prerender.tsx).
 */

/** False only while `navigator` reports no network (`onLine === false`); see the module comment. */
export function navigatorOnline(navigator: { readonly onLine?: boolean } | undefined): boolean {
  return navigator?.onLine !== false;
}
