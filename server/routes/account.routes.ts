/**
 * SPEC §7 account calls: signup, login, token refresh, user info, photo upload (at most
 * UPLOADS_PER_MINUTE a member, member-quota.ts; uploadRoutes); and logout. Login, refresh and logout also serve
 * the app's sessions kept on the device, whose refresh token is a cookie (refresh-cookie.ts); a
 * request without REFRESH_COOKIE_HEADER is answered as SPEC §7 says.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  type CookieLoginResponse,
  type LoginResponse,
  type RefreshResponse,
} from '../../contract/api';
import { loginSchema, logoutSchema, refreshSchema, signupSchema } from '../../contract/schemas';
import { HttpError } from '../lib/http-error';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import { MAX_UPLOAD_BYTES, type UploadService } from '../services/upload.service';
import { requestHash, type RequestReplay } from '../services/replay';
import { idempotencyKey, sendAnswer } from './idempotency';
import { bearer, requireUser, userIdOf } from './auth-hook';
import { memberQuota, UPLOADS_PER_MINUTE } from './member-quota';
import type { RefreshCookie } from './refresh-cookie';
import { REQUEST_MESSAGES, UPLOAD_MESSAGES } from '../messages';

/** Signups per client address and minute (each costs a password hash). */
const SIGNUP_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/**
 * Logins per client address and minute, whatever their outcome: only a ceiling against floods,
 * high enough for the many shoppers a mobile carrier puts behind one address. Password guessing
 * is limited per account by the sign-in guard (services/sign-in-guard.ts).
 */
export const LOGIN_ADDRESS_CEILING = { max: 300, timeWindow: '1 minute' };

export function accountRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; refreshCookie: RefreshCookie },
): void {
  const { auth, refreshCookie } = deps;
  const authenticated = requireUser(auth);

  app.post(API.signup, { config: { rateLimit: SIGNUP_RATE_LIMIT } }, async (request, reply) => {
    // The password rule's messages also go top level, beside email and username (SPEC §5, §7).
    const body = parseInput(signupSchema, request.body, { topLevel: ['password'] });
    return reply.status(201).send(await auth.signup(body));
  });

  // With REFRESH_COOKIE_HEADER (로그인 상태 유지): a session kept on the device, its refresh
  // token in the cookie only.
  app.post(
    API.login,
    { config: { rateLimit: LOGIN_ADDRESS_CEILING } },
    async (request, reply): Promise<LoginResponse | CookieLoginResponse> => {
      const { email, password } = parseInput(loginSchema, request.body);
      const keep = refreshCookie.wanted(request);
      const tokens = await auth.login(email, password, request.ip, keep);
      if (!keep) return tokens;
      refreshCookie.set(reply, tokens.refresh_token);
      return { access_token: tokens.access_token };
    },
  );

  // The body's refresh token as SPEC §7 says; without one, with REFRESH_COOKIE_HEADER, the
  // cookie's, whose rotated successor goes back into the cookie (a refused one clears it).
  app.post(
    API.refresh,
    async (request, reply): Promise<RefreshResponse | Pick<RefreshResponse, 'access'>> => {
      if (!refreshCookie.wanted(request) || hasRefresh(request.body)) {
        const { refresh } = parseInput(refreshSchema, request.body);
        return auth.refresh(refresh);
      }
      try {
        const { access, refresh } = await auth.refresh(refreshCookie.read(request) ?? '');
        refreshCookie.set(reply, refresh);
        return { access };
      } catch (error) {
        refreshCookie.clear(reply);
        throw error;
      }
    },
  );

  // Ends the session of the bearer token and/or of the refresh token in the body (else, with
  // REFRESH_COOKIE_HEADER, in the cookie, which is cleared); never fails, so that a client can
  // always log out (even with expired tokens). `Clear-Site-Data: "cache"` empties the browser's
  // HTTP cache of this origin (never Cache Storage, which holds the offline shell): the device is
  // left with nothing the member fetched, for whoever uses it next.
  app.post(API.logout, async (request, reply) => {
    const { refresh } = parseInput(logoutSchema, request.body);
    await auth.logout({ access: bearer(request), refresh: refresh ?? refreshCookie.read(request) });
    if (refreshCookie.wanted(request)) refreshCookie.clear(reply);
    return reply.status(204).header('clear-site-data', '"cache"').send();
  });

  app.get(API.userInfo, { onRequest: authenticated }, async (request) =>
    auth.userInfo(userIdOf(request)),
  );
}

/**
 * POST upload_image (SPEC §7): the member's photo as the multipart field `image`. The only route
 * that reads a multipart body: @fastify/multipart is registered in its scope alone, so that other
 * requests do not pay its hooks (two async hooks and a close listener on every request).
 */
export async function uploadRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    uploads: UploadService;
    uploadDeadlineMs: number;
    replay: RequestReplay;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // One byte over the limit is read, so that a file of MAX_UPLOAD_BYTES + 1 is seen as too
    // large (413), never cut to the limit and accepted.
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4 },
    });
    const { uploads } = deps;
    const authenticated = requireUser(deps.auth);
    const uploadConfig = {
      rateLimit: memberQuota('upload', UPLOADS_PER_MINUTE),
      bodyDeadlineMs: deps.uploadDeadlineMs,
    };
    scope.post(
      API.uploadImage,
      { onRequest: authenticated, config: uploadConfig },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new HttpError(415, 'unsupported_media', UPLOAD_MESSAGES.multipartOnly);
        }
        const data = await readImageField(request);
        const userId = userIdOf(request);
        const answer = await deps.replay.once(
          userId,
          idempotencyKey(request),
          requestHash(API.uploadImage, data),
          async () => ({ status: 201, body: await uploads.store(data, userId) }),
        );
        return sendAnswer(reply, answer);
      },
    );
  });
}

/**
 * The bytes of the multipart field `image`. Throws HttpError 400 when the body has no such file
 * or cannot be parsed (a malformed multipart body is the client's, never a 500), and 413
 * 'payload_too_large' when the file is over MAX_UPLOAD_BYTES (the parser reads one byte more than
 * that, so an over-size file is always seen, never cut to the limit and accepted).
 */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image')
      throw new HttpError(400, 'validation', UPLOAD_MESSAGES.noImage);
    const data = await file.toBuffer();
    if (file.file.truncated || data.length > MAX_UPLOAD_BYTES) throw tooLarge();
    return data;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new HttpError(400, 'validation', UPLOAD_MESSAGES.unreadable, {}, { cause: error });
  }
}

/** Does a request body name a refresh token (an object with `refresh`, whatever its value)? */
function hasRefresh(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'refresh' in body;
}

function tooLarge(): HttpError {
  return new HttpError(413, 'payload_too_large', REQUEST_MESSAGES.tooLarge);
}
