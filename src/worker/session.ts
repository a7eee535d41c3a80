/**
 * Who owns the worker's IndexedDB (ARCHITECTURE.md "Invariants": IndexedDB is per user).
 * The user id is the access token's `sub` claim (server/services/auth.service.ts
 * signs it so); the token is read, never verified, here.
 *
 * - tokens of user A after none: A adopts the stored data (the catalogue is public; the outbox
 *   of A survives a closed tab and replays now);
 * - tokens of user B while the data belongs to A: everything is cleared first;
 * - an explicit logout (tokens → null while this worker held tokens, or `forget`): everything is
 *   cleared;
 * - starting without tokens (a new tab: sessionStorage is per tab) clears nothing.
 * A failed refresh clears the api-client's tokens but not the stores: the same member signing in
 * again finds the pending likes; another member clears them.
 */
import { userIdOfToken } from '../../contract/access-token';
import type { ApiClient, AuthTokens } from './api-client';
import type { WorkerDb } from './cache';
import type { Outbox } from './outbox';

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
    /**
     * A logout: no tokens, and every store cleared with no owner left, whether or not this
     * worker held the member's tokens (a page started after the sign-in). Never rejects.
     */
    forget(): Promise<void> {
      client.setTokens(null);
      heldTokens = false;
      return serial(async () => {
        await db.clear();
        await db.setOwner(null);
      }).catch(() => undefined);
    },
  };
}
