/**
 * Runs service code in one database transaction without handing Kysely to services
 * (STYLE.md §5: only repositories use Kysely). The callback gets repositories bound to the
 * transaction; a throw rolls everything back. On PGlite (one connection) the callback must use
 * only these repositories, never ones bound to the outer database, or it waits forever.
 */
import type { Database } from '../db/database';
import { IdempotencyRepository } from './idempotency.repository';
import { LikeRepository } from './like.repository';
import { RecommendationRepository } from './recommendation.repository';
import { SocialAccountRepository } from './social-account.repository';
import { UserRepository } from './user.repository';

/** The repositories a like toggle touches, bound to one transaction. */
export interface LikeTransactionRepositories {
  likes: LikeRepository;
  idempotency: IdempotencyRepository;
  recommendations: RecommendationRepository;
}

/** Runs `fn` in a transaction and returns its result (or rethrows after rolling back). */
export type LikeTransaction = <T>(
  fn: (repos: LikeTransactionRepositories) => Promise<T>,
) => Promise<T>;

/** A LikeTransaction on `db`. */
export function likeTransaction(db: Database): LikeTransaction {
  return (fn) =>
    db.transaction().execute((trx) =>
      fn({
        likes: new LikeRepository(trx),
        idempotency: new IdempotencyRepository(trx),
        recommendations: new RecommendationRepository(trx),
      }),
    );
}

/** The repositories a social login's find-or-create touches, bound to one transaction. */
export interface SocialTransactionRepositories {
  users: UserRepository;
  socialAccounts: SocialAccountRepository;
}

/** Runs `fn` in a transaction and returns its result (or rethrows after rolling back). */
export type SocialTransaction = <T>(
  fn: (repos: SocialTransactionRepositories) => Promise<T>,
) => Promise<T>;

/** A SocialTransaction on `db`. */
export function socialTransaction(db: Database): SocialTransaction {
  return (fn) =>
    db
      .transaction()
      .execute((trx) =>
        fn({ users: new UserRepository(trx), socialAccounts: new SocialAccountRepository(trx) }),
      );
}
