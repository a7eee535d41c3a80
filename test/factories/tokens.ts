/**
 * JWT-shaped access tokens for client tests: the app and its workers read a token's claims
 * (contract/access-token.ts), never verify them, so the header and signature are placeholders.
 */

// btoa is a global of every runtime the tests run in (jsdom, Node); not in every tsconfig's lib.
const { btoa } = globalThis as unknown as { btoa: (text: string) => string };

/** A token whose `sub` is `userId`, with `exp` (s since the epoch) when given. */
export function tokenFor(userId: number, exp?: number): string {
  const claims = exp === undefined ? { sub: String(userId) } : { sub: String(userId), exp };
  return `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
}
