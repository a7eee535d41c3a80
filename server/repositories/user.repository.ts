/** Users table access. Emails are stored lower-cased (unique). */
import type { Database } from '../db/database';
import type { UsersTable } from '../db/schema';
import type { Insertable, Selectable } from 'kysely';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Omit<Insertable<UsersTable>, 'id' | 'created_at'>;

export class UserRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a user; returns null when the e-mail is already taken. */
  async create(user: NewUserRow): Promise<UserRow | null> {
    const row = await this.db
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
