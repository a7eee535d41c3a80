/** social_accounts access (migration 003): which member a provider account signs in. */
import type { Database } from '../db/database';

/** A link to make: the provider account and the member it signs in. */
export interface NewSocialLink {
  provider: string;
  provider_user_id: string;
  user_id: number;
  email: string | null;
}

export class SocialAccountRepository {
  constructor(private readonly db: Database) {}

  /** The member id linked to this provider account, or undefined. */
  async findUserId(provider: string, providerUserId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('social_accounts')
      .select('user_id')
      .where('provider', '=', provider)
      .where('provider_user_id', '=', providerUserId)
      .executeTakeFirst();
    return row?.user_id;
  }

  /**
   * Links the provider account to `link.user_id` unless it is already linked; returns the member
   * id that holds the link afterwards (another one when a concurrent login linked it first).
   */
  async link(link: NewSocialLink): Promise<number> {
    await this.db
      .insertInto('social_accounts')
      .values(link)
      .onConflict((oc) => oc.columns(['provider', 'provider_user_id']).doNothing())
      .execute();
    const holder = await this.findUserId(link.provider, link.provider_user_id);
    if (holder === undefined) throw new Error('social account link vanished');
    return holder;
  }
}
