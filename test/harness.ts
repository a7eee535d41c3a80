/**
 * Medium-test harness: a real database per test file — in-memory PGlite by default, or a fresh
 * PostgreSQL database on TEST_DATABASE_URL (created and dropped here) in vitest's 'postgres'
 * project (FITPICK_TEST_DIALECT=postgres) — and the app
 * built on it, driven through `app.inject`. A closed harness's PGlite is kept for the next
 * harness of the same test process, emptied back to the migrated template (every table
 * truncated, identities restarted): opening another costs about 0.7 s of a core, emptying one a
 * few ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { buildApp, type App, type AppDeps } from '../server/app';
import { openDatabase, type Database } from '../server/db/database';
import type { MailMessage, Mailer } from '../server/lib/mailer';
import type { OAuthProviders } from '../server/lib/oauth-providers';
import type { GarmentRecognizer } from '../server/styling/types';
import type { Recognition } from '../server/styling/types';
import { pgliteTemplate } from './pglite-template';
import { scratchDatabase } from './scratch-database';

export interface Harness extends App {
  db: Database;
  dataDir: string;
  /** Which database the medium tier runs on: 'pglite' or 'postgres'. */
  dialect: 'pglite' | 'postgres';
  /** Every e-mail the app sent, oldest first (also handed to `options.mailer` when given). */
  outbox: MailMessage[];
  close(): Promise<void>;
}

/**
 * A recogniser that answers `answer` (settable by a test) and counts its calls (`calls`, and
 * `cutouts` for cut-outs); its cut-out is the photo fitted into 480 px square as a WebP ('crop'),
 * without OpenCV.js.
 */
export function fakeRecognizer(
  recognition: Recognition,
): GarmentRecognizer & { calls: number; cutouts: number; answer: Recognition } {
  return {
    calls: 0,
    cutouts: 0,
    answer: recognition,
    async recognize() {
      this.calls += 1;
      return this.answer;
    },
    async cutout(image) {
      this.cutouts += 1;
      const webp = await sharp(image)
        .resize(480, 480, { fit: 'contain', background: '#f4f4f2' })
        .webp()
        .toBuffer();
      return { webp, kind: 'crop' };
    },
  };
}

export async function createHarness(options: {
  recognizer: GarmentRecognizer;
  now?: () => Date;
  distDir?: string;
  /** Receives the app's e-mails after the harness recorded them in `outbox` (default: none). */
  mailer?: Mailer;
  /** Social login adapters (AppDeps.oauthProviders); default: no provider configured. */
  oauthProviders?: OAuthProviders;
  /** Config beside the harness's own (TRUST_PROXY, CORS_ORIGINS, PUBLIC_URL …). */
  config?: Partial<AppDeps['config']>;
  /** Request log destination (AppDeps.logger); default: no log. */
  logger?: AppDeps['logger'];
  /**
   * Another harness whose database this one uses, as a second process of a scale-out does
   * (default: a database of its own); closing this harness leaves it open.
   */
  sharedWith?: Harness;
}): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-test-'));
  const { db, drop } = options.sharedWith
    ? { db: options.sharedWith.db, drop: null }
    : await testDatabase();
  const outbox: MailMessage[] = [];
  const built = await buildApp({
    config: {
      publicUrl: 'http://localhost:8000',
      dataDir,
      jwtSecret: 'test-secret-0123456789',
      distDir: options.distDir ?? path.join(dataDir, 'no-dist'),
      ...options.config,
    },
    ...(options.logger ? { logger: options.logger } : {}),
    db,
    recognizer: options.recognizer,
    ...(options.now ? { now: options.now } : {}),
    oauthProviders: options.oauthProviders ?? {},
    mailer: {
      async send(message) {
        outbox.push(message);
        await options.mailer?.send(message);
      },
    },
  });
  await built.catalogue.seedIfEmpty();
  return {
    ...built,
    db,
    dataDir,
    dialect: process.env.FITPICK_TEST_DIALECT === 'postgres' ? 'postgres' : 'pglite',
    outbox,
    async close() {
      await built.app.close();
      if (drop) await drop();
      // A picture the app was still writing when it closed (a cut-out of the last answer) can land
      // in a folder rm has just emptied (ENOTEMPTY): rm tries again, as Node's rm does when asked.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** PGlite databases of closed harnesses in this test process, waiting to be emptied and reused. */
const closedPglites: Database[] = [];

/** The migrated template's tables and columns (`schemaOf`), read from the first one opened. */
let templateSchema: string | undefined;

/**
 * A database's tables with their columns, as text: a migration test that runs a `down` and an
 * older `up` leaves a schema other than the template's, and that database is not reused.
 */
async function schemaOf(db: Database): Promise<string> {
  const tables = await db.introspection.getTables();
  return JSON.stringify(
    tables
      .map((t) => [t.name, t.columns.map((c) => `${c.name}:${c.dataType}`).sort()] as const)
      .sort((a, b) => a[0].localeCompare(b[0])),
  );
}

/**
 * A database of the migrated template for one harness; `drop` gives it up (PGlite: kept for the
 * next harness while its schema is still the template's; PostgreSQL: closed and dropped).
 */
async function testDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.FITPICK_TEST_DIALECT !== 'postgres' || !adminUrl) {
    const kept = closedPglites.pop();
    if (kept) await emptyDatabase(kept);
    const db = kept ?? (await openDatabase({ pgliteTemplate: await pgliteTemplate() }));
    templateSchema ??= await schemaOf(db);
    return {
      db,
      drop: async () => {
        if ((await schemaOf(db)) === templateSchema) closedPglites.push(db);
        else await db.destroy();
      },
    };
  }
  const scratch = await scratchDatabase(adminUrl, 'fitpick_test');
  const db = await openDatabase({ url: scratch.url });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/**
 * Empties `db` back to the migrated template: every table but the migrations' own truncated and
 * its identities restarted. Done when the database is taken again, so that whatever the app of
 * the harness before wrote after its close is gone too.
 */
async function emptyDatabase(db: Database): Promise<void> {
  const tables = await db.introspection.getTables();
  const names = tables
    .filter((table) => table.schema === 'public' && !table.name.startsWith('kysely_migration'))
    .map((table) => sql.id(table.name));
  await sql`truncate ${sql.join(names)} restart identity cascade`.execute(db);
}

/** Signs up a member (signUpAndLogIn) and returns their user id, for tests that write rows. */
export async function signedUpMemberId(h: Pick<Harness, 'app' | 'db'>): Promise<number> {
  const { email } = await signUpAndLogIn(h);
  const user = await h.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** The password signUpAndLogIn gives every member. */
export const TEST_PASSWORD = 'fitpick-pass-1!';

/** Signs up and logs in a member; returns the tokens. */
export async function signUpAndLogIn(
  h: Pick<Harness, 'app'>,
  email = `shopper${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<{ access: string; refresh: string; email: string }> {
  const password = TEST_PASSWORD;
  // Each shopper signs up from an address of their own, as real ones do (signup and login are
  // rate limited per client address).
  const remoteAddress = randomClientAddress();
  const signup = await h.app.inject({
    method: 'POST',
    url: '/api/account/v1/signup/',
    remoteAddress,
    payload: { email, username: '김핏픽', password, height: '175', weight: '', age: 29, sex: '' },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/account/v1/login/',
    remoteAddress,
    payload: { email, password },
  });
  const body = login.json<{ access_token: string; refresh_token: string }>();
  return { access: body.access_token, refresh: body.refresh_token, email };
}

/** A random address in 10.0.0.0/8, for a request from a client of its own. */
export function randomClientAddress(): string {
  return `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
}

/** A multipart body with one `image` file field, for upload-image. */
export function multipartImage(
  data: Buffer,
  fileName = 'photo.jpg',
  contentType = 'image/jpeg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fitpick${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A solid-colour JPEG of `width`×`height` px (sharp): a stand-in for a shopper's photo. */
export function solidJpeg(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * POST upload-image (SPEC §7) with `data` as the one `image` field, as the member whose access
 * token is `access` (null: without a token); resolves to the inject response.
 */
export function uploadImage(
  h: Pick<Harness, 'app'>,
  access: string | null,
  data: Buffer,
  fileName?: string,
  contentType?: string,
) {
  const { payload, headers } = multipartImage(data, fileName, contentType);
  const auth = access ? { authorization: `Bearer ${access}` } : {};
  return h.app.inject({
    method: 'POST',
    url: '/api/account/v1/upload-image/',
    payload,
    headers: { ...headers, ...auth },
  });
}
