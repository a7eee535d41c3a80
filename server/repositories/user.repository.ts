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

  /** Members with exactly this name, oldest account first (names are not unique). */
  async findByUsername(username: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Sets name, age and sex; returns the updated row or undefined when the user is gone. */
  async updateProfile(
    id: number,
    profile: { username: string; age: number; sex: string },
  ): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set(profile)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Sets height (cm) and weight (kg), and each optional measure given (chest and waist cm, shoe
   * mm; null clears, undefined keeps: Kysely leaves undefined values out of the update); returns
   * the updated row or undefined when the user is gone.
   */
  async updateBody(
    id: number,
    body: {
      height: number;
      weight: number;
      chest_cm?: number | null | undefined;
      waist_cm?: number | null | undefined;
      shoe_mm?: number | null | undefined;
    },
  ): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set(body)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Replaces the argon2 password hash. */
  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .execute();
  }
}
