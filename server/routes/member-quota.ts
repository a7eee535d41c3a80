/**
 * Per-member quotas on the expensive calls (ARCHITECTURE.md "Invariants": no one member can
 * take the server's recogniser, disk and database for themselves): @fastify/rate-limit keyed on
 * the signed-in member rather than the address (many shoppers share a carrier's address), run
 * after `requireUser` (the route's onRequest hook) and before the body is read, counted in Redis
 * when configured. Past the quota: 429 'rate_limited' with Retry-After and a Korean message
 * naming the quota, which the app shows.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../lib/http-error';
import { memberQuotaMessage, type QuotaKind } from '../messages';

/** Generator answers per member and minute (each recognises a photo and composes 4 outfits). */
export const GENERATOR_PER_MINUTE = 30;
/** Photo uploads per member and minute (each is decoded, re-encoded and stored). */
export const UPLOADS_PER_MINUTE = 20;
/**
 * Like toggles per member and minute (each keeps an idempotency row for 7 days): a tap a second
 * is more than a shopper makes; the like outbox keeps a refused toggle queued and sends it later.
 */
export const LIKES_PER_MINUTE = 60;

/**
 * Garments kept in the wardrobe per member and minute (each may recognise a photo and cut its
 * garment out on the recogniser's threads, and stores a picture): as many as photo uploads, since
 * each keeps the garment of one upload.
 */
export const WARDROBE_KEEPS_PER_MINUTE = UPLOADS_PER_MINUTE;

/**
 * Outfits shared per member and minute (each may cut a garment out, copies its pictures and keeps
 * a row until withdrawn): as many as photo uploads, far more than a shopper shares in a minute.
 */
export const SHARES_PER_MINUTE = UPLOADS_PER_MINUTE;

/**
 * A route's `config.rateLimit` allowing each member `max` calls of the `quota`'s route a minute.
 * The route must authenticate in its onRequest hook.
 */
export function memberQuota(quota: QuotaKind, max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preParsing',
    groupId: quota,
    keyGenerator: (request: FastifyRequest) => `member:${request.userId ?? 'anonymous'}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        memberQuotaMessage(quota, max, Math.ceil(context.ttl / 1000)),
      ),
  };
}
