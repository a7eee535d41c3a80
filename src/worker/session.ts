/**
 * Who owns the worker's IndexedDB (ARCHITECTURE.md "Invariants": IndexedDB is per user).
 * The user id is the access token's `sub` claim (server/services/auth.service.ts
 * signs it so); the token is read, never verified, here.
 *
 * - tokens of user A after none: A adopts the stored data (the catalogue is public; the outbox
 *   of A survives a closed tab and replays now);
 * - tokens of user B while the data belongs to A: everything is cleared first;
 * - an explicit logout (tokens → null while this worker held tokens): everything is cleared;
 * - starting without tokens (a new tab: sessionStorage is per tab) clears nothing.
 * A failed refresh clears the api-client's tokens but not the stores: the same member signing in
 * again finds the pending likes; another member clears them.
 */
import type { ApiClient, AuthTokens } from './api-client';
import type { WorkerDb } from './cache';
import type { Outbox } from './outbox';

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

export interface SessionDeps {
  db: WorkerDb;
  client: ApiClient;
  outbox: Outbox;
}

/** Keeps the api-client's tokens and the stores' owner in step; see the module comment. */
export function createSession({ db, client, outbox }: SessionDeps) {
  let heldTokens = false;
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs owner changes one after another (a login right after a logout). */
  function serial(work: () => Promise<void>): Promise<void> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    /** See the module comment; resolves once the stores are cleared or adopted (never rejects). */
    setTokens(tokens: AuthTokens | null): Promise<void> {
      client.setTokens(tokens);
      const signedIn = Boolean(tokens?.access);
      const wasSignedIn = heldTokens;
      heldTokens = signedIn;
      return serial(async () => {
        if (!signedIn) {
          if (wasSignedIn) await db.setOwner(null);
          return;
        }
        const userId = userIdOfToken(tokens?.access);
        if (userId !== null) await db.setOwner(userId);
        void outbox.replay();
      }).catch(() => undefined);
    },
  };
}
