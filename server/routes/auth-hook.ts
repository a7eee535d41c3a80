/**
 * Bearer-token authentication (SPEC §6): `requireUser` rejects a request without a valid
 * access token with 401 and a Korean message; `request.userId` holds the member's id after it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { AuthService } from '../services/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    userId: number | null;
  }
}

/** The bearer token of a request, or undefined. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** A preHandler that sets `request.userId` or throws HttpError 401 ('unauthorized' / 'token_invalid'). */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearer(request);
    if (!token) throw new HttpError(401, 'unauthorized', '로그인이 필요합니다.');
    request.userId = await auth.authenticate(token);
  };
}

/** The authenticated member's id inside a handler guarded by `requireUser`. */
export function userIdOf(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, 'unauthorized', '로그인이 필요합니다.');
  return request.userId;
}
