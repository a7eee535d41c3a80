/**
 * Bearer-token authentication (SPEC §6): `requireUser` rejects a request without a valid
 * access token of a live session with 401 and a Korean message; `request.userId` and
 * `request.sessionId` hold the member's id and sign-in session after it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { AuthService, Principal } from '../services/auth.service';
import { AUTH_MESSAGES } from '../messages';

declare module 'fastify' {
  interface FastifyRequest {
    userId: number | null;
    sessionId: string | null;
  }
}

/** The bearer token of a request, or undefined. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * A route's onRequest hook that sets `request.userId` or throws HttpError 401 ('unauthorized' /
 * 'token_invalid'): before the body is read, so that a request without a valid token cannot hold
 * a connection with its body (a photo upload's deadline is minutes long).
 */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearer(request);
    if (!token) throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.loginRequired);
    await signIn(auth, request, token);
  };
}

/**
 * A preHandler for routes open to all that serve a signed-in member more (their size advice):
 * sets `request.userId` when a valid access token is sent; a missing or bad token leaves the
 * request anonymous (no 401: the route answered without a token before).
 */
export function optionalUser(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    if (token) await signIn(auth, request, token).catch(() => undefined);
  };
}

/** Authenticates the token and sets `request.userId` and `request.sessionId`; throws as `authenticate`. */
async function signIn(auth: AuthService, request: FastifyRequest, token: string): Promise<void> {
  const principal = await auth.authenticate(token);
  request.userId = principal.userId;
  request.sessionId = principal.sessionId;
}

/** The authenticated member's id inside a handler guarded by `requireUser`. */
export function userIdOf(request: FastifyRequest): number {
  if (request.userId === null)
    throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.loginRequired);
  return request.userId;
}

/** The authenticated member and sign-in session inside a handler guarded by `requireUser`. */
export function principalOf(request: FastifyRequest): Principal {
  if (request.userId === null || request.sessionId === null)
    throw new HttpError(401, 'unauthorized', AUTH_MESSAGES.loginRequired);
  return { userId: request.userId, sessionId: request.sessionId };
}
