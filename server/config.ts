/**
 * Server configuration from the environment, with embedded defaults so that
 * `npm start` needs no setup (ARCHITECTURE.md "Invariants"):
 * - PORT (default 8000), HOST (default 0.0.0.0)
 * - DATABASE_URL: PostgreSQL when set, else PGlite in `<DATA_DIR>/pglite`
 * - PUBLIC_URL: origin used in issued URLs (default http://localhost:PORT)
 * - DATA_DIR: embedded database, uploads and generated secrets (default ./data)
 * - JWT_SECRET: signing key; generated once into `<DATA_DIR>/secrets.json` when unset
 * - SMTP_URL: smtp(s):// URL for outgoing e-mail; unset → e-mails land in `<DATA_DIR>/outbox/`
 * - MAIL_FROM: From header of outgoing e-mail (default `핏픽 <no-reply@HOST of PUBLIC_URL>`)
 * - KAKAO_CLIENT_ID / KAKAO_CLIENT_SECRET: Kakao login (SPEC §1, §7); enabled when the id is set.
 *   The secret is optional, as on Kakao's side (needed only when the app turned "Client Secret" on).
 * - GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: Google login; enabled when both are set.
 * - NAVER_CLIENT_ID / NAVER_CLIENT_SECRET: Naver login; enabled when both are set.
 *   Each provider's redirect URI to register is `${PUBLIC_URL}/accounts/{provider}/callback/`.
 *   A provider that is not enabled answers its login with /login?social=unavailable.
 * - TRUST_PROXY: unset → X-Forwarded-For is ignored (the client address is the socket's). A
 *   number n → trust n proxy hops; else a comma-separated list of proxy addresses or CIDR
 *   ranges whose X-Forwarded-For counts. Rate limits key on the address this gives, so a client
 *   can never pick its own (ARCHITECTURE.md "Invariants").
 * - CORS_ORIGINS: unset → no CORS. A comma-separated list of origins (https://shop.example) that
 *   may call the API from a browser with credentials; then /media/ images may be embedded by
 *   other origins and image paths in answers to those origins are absolute on PUBLIC_URL.
 * - REDIS_URL: unset → rate-limit counters live in this process. A redis:// URL → they live in
 *   Redis, shared by every process of a scale-out, so a limit holds across them.
 * - S3_BUCKET: unset → uploads on local disk in `<DATA_DIR>/uploads`. Set → uploads in that bucket
 *   of S3-compatible object storage (S3_ENDPOINT for a non-AWS server such as MinIO, S3_REGION,
 *   default us-east-1; credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the AWS
 *   SDK's other usual sources).
 * - RECOGNIZER_THREADS: the most worker threads that recognise photos at once (default: the
 *   machine's cores); one is always there, the others start while photos wait and end after a
 *   minute idle; each holds its own model (about 150 MB).
 * - PGLITE_LOCK_WAIT_MS: how long (ms) a starting server waits for another process's lock on the
 *   embedded database before it exits 1 (default 20000: time for the process it replaces to stop).
 * - LOG_LEVEL: pino level of the log (default info: failures and slow requests; debug adds a
 *   line for every request).
 * - REQUEST_TIMEOUT_MS: how long (ms) a request's body may take to arrive after its headers
 *   (default 15000); later → 408 and the connection closed. Also the headers' own deadline.
 * - UPLOAD_TIMEOUT_MS: the same for a photo upload (default 120000: 10 MB at about 0.7 Mbit/s).
 * - KEEP_ALIVE_TIMEOUT_MS: how long (ms) an idle keep-alive connection stays open (default 10000;
 *   behind a load balancer, set it above the balancer's idle timeout).
 * - RETENTION_DAYS: days shoppers' photos and unliked generator answers are kept (default 30;
 *   services/retention.service.ts).
 * - MAX_CONNECTIONS: open connections this process accepts at once (default 2000); more are
 *   closed at once.
 * - MAX_CONNECTIONS_PER_ADDRESS: of those, how many one client address may hold (default 200;
 *   behind TRUST_PROXY, requests in flight per forwarded address); more are refused
 *   (lib/connection-share.ts).
 * - METRICS_TOKEN: unset → GET /metrics (Prometheus; lib/metrics.ts) answers 404 on PORT. Set →
 *   it answers with `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise).
 * - METRICS_PORT: a listener of the metrics alone on this port (of HOST), for a scraper on the
 *   internal network; GET /metrics on PORT then answers 404. With METRICS_TOKEN the token is
 *   asked there too. Must differ from PORT.
 * DATA_DIR is created (or narrowed to) mode 0700: only the server's user reads it.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIR_LOCK_WAIT_MS } from './db/database';
import type { MetricsAccess } from './lib/metrics';
import type { SocialConfig } from './lib/oauth-providers';
import type { S3Settings } from './lib/upload-store';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  dataDir: string;
  jwtSecret: string;
  /** Directory of the built web app (vite build output). */
  distDir: string;
  /** SMTP URL; undefined → the outbox directory (server/lib/mailer.ts). */
  smtpUrl: string | undefined;
  /** From header of outgoing e-mail. */
  mailFrom: string;
  /** OAuth clients of the enabled social login providers (absent provider → not enabled). */
  social: SocialConfig;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses / CIDR ranges. */
  trustProxy: TrustProxy;
  /** Origins allowed to call the API cross-origin with credentials; empty → CORS off. */
  corsOrigins: string[];
  /** Redis for shared rate-limit counters; undefined → in-process counters. */
  redisUrl: string | undefined;
  /** Object storage for uploads; undefined → local disk. */
  s3: S3Settings | undefined;
  /** pino log level (info, debug, …). */
  logLevel: string;
  /** The most recogniser worker threads at once. */
  recognizerThreads: number;
  /** How long (ms) opening the embedded database waits for another process's lock. */
  pgliteLockWaitMs: number;
  /** Slow clients: body deadlines, keep-alive and the connection cap (lib/body-deadline.ts). */
  http: HttpLimits;
  /** Days photos and unliked generator answers are kept (services/retention.service.ts). */
  retentionDays: number;
  /** Who may read the Prometheus metrics (lib/metrics.ts). */
  metrics: MetricsAccess;
}

/** RETENTION_DAYS' default. */
export const DEFAULT_RETENTION_DAYS = 30;

/** How long a client may take, and how many connections it may hold (see the module comment). */
export interface HttpLimits {
  /** ms for a request's headers, and for its body after them. */
  requestTimeoutMs: number;
  /** ms for a photo upload's body. */
  uploadTimeoutMs: number;
  /** ms an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Open connections at once. */
  maxConnections: number;
  /** Open connections (behind a proxy: requests in flight) of one client address at once. */
  maxConnectionsPerAddress: number;
}

/** HttpLimits' defaults. */
export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 15_000,
  uploadTimeoutMs: 120_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 2_000,
  maxConnectionsPerAddress: 200,
};

/**
 * A setting the server cannot start with: its message is one Korean line naming the setting and
 * the fix, which `npm start` prints before it exits 1.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Which proxies' X-Forwarded-For is believed: none, the last n hops, or these addresses. */
export type TrustProxy = false | number | string[];

/** Reads the config; creates DATA_DIR and the secrets file when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new ConfigError(
      `PORT는 1에서 65535 사이의 포트 번호여야 해요(지금 값: ${env.PORT}). 예: PORT=8000`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? defaultMailFrom(publicUrl),
    social: socialConfig(env),
    trustProxy: trustProxyConfig(env.TRUST_PROXY),
    corsOrigins: corsOriginsConfig(env.CORS_ORIGINS),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    recognizerThreads: positiveInteger(env, 'RECOGNIZER_THREADS', os.availableParallelism()),
    pgliteLockWaitMs: positiveInteger(env, 'PGLITE_LOCK_WAIT_MS', DIR_LOCK_WAIT_MS),
    retentionDays: positiveInteger(env, 'RETENTION_DAYS', DEFAULT_RETENTION_DAYS),
    metrics: metricsConfig(env, port),
    http: {
      requestTimeoutMs: positiveInteger(
        env,
        'REQUEST_TIMEOUT_MS',
        DEFAULT_HTTP_LIMITS.requestTimeoutMs,
      ),
      uploadTimeoutMs: positiveInteger(
        env,
        'UPLOAD_TIMEOUT_MS',
        DEFAULT_HTTP_LIMITS.uploadTimeoutMs,
      ),
      keepAliveTimeoutMs: positiveInteger(
        env,
        'KEEP_ALIVE_TIMEOUT_MS',
        DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
      ),
      maxConnections: positiveInteger(env, 'MAX_CONNECTIONS', DEFAULT_HTTP_LIMITS.maxConnections),
      maxConnectionsPerAddress: positiveInteger(
        env,
        'MAX_CONNECTIONS_PER_ADDRESS',
        DEFAULT_HTTP_LIMITS.maxConnectionsPerAddress,
      ),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
        }
      : undefined,
  };
}

/** METRICS_TOKEN and METRICS_PORT (see the module comment); throws on a bad or taken port. */
function metricsConfig(env: NodeJS.ProcessEnv, port: number): MetricsAccess {
  const metricsPort = env.METRICS_PORT ? positiveInteger(env, 'METRICS_PORT', port) : undefined;
  if (metricsPort !== undefined && (metricsPort > 65535 || metricsPort === port))
    throw new ConfigError(
      `METRICS_PORT는 PORT(${port})와 다른 1~65535 사이의 포트 번호여야 해요(지금 값: ${env.METRICS_PORT}). 예: METRICS_PORT=9464`,
    );
  return { token: env.METRICS_TOKEN || undefined, port: metricsPort };
}

/** Setting `name` of `env` as a positive whole number, `fallback` when unset; throws otherwise. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(
      `${name} 값은 1 이상의 정수여야 해요(지금 값: ${value}). 값을 고치거나 지우세요.`,
    );
  return n;
}

/** TRUST_PROXY (see the module comment); throws on `true`, which would let any client pick its address. */
export function trustProxyConfig(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true는 받지 않아요: 어떤 클라이언트든 자기 주소를 마음대로 정해 요청 제한을 피할 수 있어요. ' +
        '프록시 단계 수(예: TRUST_PROXY=1)나 프록시 주소(예: TRUST_PROXY=10.0.0.0/8)를 지정하세요.',
    );
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** CORS_ORIGINS as a list of origins; throws on an entry that is not an http(s) origin. */
export function corsOriginsConfig(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const origin = httpOrigin(entry);
    if (origin !== entry.replace(/\/+$/, '')) {
      throw new ConfigError(
        `CORS_ORIGINS에는 https://shop.example 같은 출처(origin)만 쉼표로 나열하세요(지금 항목: ${entry}).`,
      );
    }
    return origin;
  });
}

/** The origin of an http(s) URL; undefined for anything else. */
function httpOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The enabled social login providers: Kakao when KAKAO_CLIENT_ID is set (its secret is optional,
 * as on Kakao's side), Google and Naver when both their id and secret are set. Empty values
 * count as unset.
 */
export function socialConfig(env: NodeJS.ProcessEnv): SocialConfig {
  const social: SocialConfig = {};
  const kakaoId = env.KAKAO_CLIENT_ID?.trim();
  if (kakaoId)
    social.kakao = { clientId: kakaoId, clientSecret: env.KAKAO_CLIENT_SECRET?.trim() || null };
  for (const provider of ['google', 'naver'] as const) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (clientId && clientSecret) social[provider] = { clientId, clientSecret };
  }
  return social;
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (saved.jwtSecret) return saved.jwtSecret;
  } catch {
    // first start: fall through and create it
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** `핏픽 <no-reply@host>` with the host of PUBLIC_URL. */
export function defaultMailFrom(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `핏픽 <no-reply@${host}>`;
}
