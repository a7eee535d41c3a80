/**
 * 010: sessions kept on the device (로그인 상태 유지, README "Staying signed in"). `keep_signed_in`
 * marks a sign-in whose refresh token lives in the app's HttpOnly cookie instead of the tab's
 * session storage: such a session ends after 30 days unused instead of 14, and its refresh tokens
 * are only ever handed over in that cookie (a password change sets the cookie again). Sessions
 * started before are not kept. Never edit this file after it landed; add 011.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('auth_sessions')
    .addColumn('keep_signed_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').dropColumn('keep_signed_in').execute();
}
