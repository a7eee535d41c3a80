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
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
}

/** Reads the config; creates DATA_DIR and the secrets file when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
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
  };
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
