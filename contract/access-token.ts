/**
 * What a client may read of an access token (a JWT the server signs with its user id as `sub`
 * and its expiry as `exp`, server/services/auth.service.ts): read, never verified. The API worker
 * keys its IndexedDB by the user id, the app keys the device's member data by it
 * (docs/accounts.md "A shared device"), and the service worker skips sending with an expired one.
 */

// contract/ is ES2022 without the DOM's types; atob is a global of every runtime that reads a
// token (the page, its workers, the service worker, Node).
const { atob } = globalThis as unknown as { atob: (base64: string) => string };

/** The payload claims of a JWT (read, never verified), or null when it is not one. */
function claimsOf(token: string | null | undefined): { sub?: unknown; exp?: unknown } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sub?: unknown;
      exp?: unknown;
    };
  } catch {
    return null;
  }
}

/** The `sub` claim of a JWT as a user id, or null when it has none or is not a JWT. */
export function userIdOfToken(token: string | null | undefined): number | null {
  const id = Number(claimsOf(token)?.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Has the JWT's `exp` claim (s) passed at `nowMs`? A token without one counts as not expired. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= nowMs;
}
