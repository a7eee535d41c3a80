/**
 * The refresh token of a session kept on the device (로그인 상태 유지; README "Staying signed in"):
 * the cookie REFRESH_COOKIE — HttpOnly (the app's JavaScript never sees it), SameSite=Strict,
 * Secure when PUBLIC_URL is https, Max-Age KEPT_SESSION_TTL_MS (each refresh sets it anew, so it
 * lasts as long as the session: 30 days unused). It is set twice under one name, with the refresh
 * route's and the logout route's Path, so that no other request carries it. Routes read it only
 * from a request that carries REFRESH_COOKIE_HEADER: a custom header, which a cross-site page
 * cannot send without a CORS preflight the server refuses (with SameSite=Strict, the defence
 * against CSRF).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, REFRESH_COOKIE_HEADER } from '../../contract/api';
import { cookiesOf } from '../lib/cookies';
import { KEPT_SESSION_TTL_MS } from '../services/auth.service';

/** The cookie's name (one per Path: the refresh route's and the logout route's). */
export const REFRESH_COOKIE = 'fitpick_refresh';
const PATHS = [API.refresh, API.logout];

/** The cookie's operations for the routes; see the module comment. */
export interface RefreshCookie {
  /** Does the request ask for the cookie (REFRESH_COOKIE_HEADER: '1')? */
  wanted(request: FastifyRequest): boolean;
  /** The cookie's refresh token when the request asks for it and carries it, else undefined. */
  read(request: FastifyRequest): string | undefined;
  /** Sets the cookie to `refreshToken` (on both paths). */
  set(reply: FastifyReply, refreshToken: string): void;
  /** Clears the cookie (on both paths). */
  clear(reply: FastifyReply): void;
}

/** The cookie of a server whose public address is `publicUrl` (https → Secure). */
export function refreshCookie(publicUrl: string): RefreshCookie {
  const secure = publicUrl.startsWith('https:');
  const options = (path: string, maxAgeS: number): CookieSerializeOptions => ({
    path,
    maxAge: maxAgeS,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  const wanted = (request: FastifyRequest) =>
    request.headers[REFRESH_COOKIE_HEADER.toLowerCase()] === '1';
  return {
    wanted,
    read: (request) =>
      wanted(request) ? cookiesOf(request)[REFRESH_COOKIE] || undefined : undefined,
    set(reply, refreshToken) {
      for (const path of PATHS)
        void reply.setCookie(
          REFRESH_COOKIE,
          refreshToken,
          options(path, KEPT_SESSION_TTL_MS / 1000),
        );
    },
    clear(reply) {
      for (const path of PATHS) void reply.clearCookie(REFRESH_COOKIE, options(path, 0));
    },
  };
}
