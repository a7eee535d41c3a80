/**
 * The page exit transition (SPEC §2, §9: exit fades and rises 20 px over 0.1 s) without an
 * animation library: on a route change the old page stays rendered, marked leaving, for
 * ROUTE_EXIT_MS, and only then the new route is shown (and its enter animation runs).
 * With prefers-reduced-motion the new route shows at once.
 */
import { useEffect, useState } from 'react';

/** Page exit duration in ms (SPEC §9: 0.1 s). */
export const ROUTE_EXIT_MS = 100;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Returns [the location to render, whether that page is leaving]. `location` is the router's
 * current path; the rendered one follows it ROUTE_EXIT_MS later.
 */
export function useRouteExit(location: string): [shown: string, leaving: boolean] {
  const [shown, setShown] = useState(location);
  const changed = shown !== location;
  const immediate = changed && prefersReducedMotion();
  useEffect(() => {
    if (!changed) return;
    const id = setTimeout(() => setShown(location), immediate ? 0 : ROUTE_EXIT_MS);
    return () => clearTimeout(id);
  }, [changed, immediate, location]);
  return [shown, changed];
}
