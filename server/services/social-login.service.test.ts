import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OAuthProvider, SocialProfile } from '../lib/oauth-providers';
import type {
  NewSocialLink,
  SocialAccountRepository,
} from '../repositories/social-account.repository';
import type { SocialTransaction } from '../repositories/transaction';
import type { NewUserRow, UserRepository, UserRow } from '../repositories/user.repository';
import type { AuthService } from './auth.service';
import { SOCIAL_STATE_TTL_S, SocialLoginError, SocialLoginService } from './social-login.service';

/**
 * Small tests with in-memory repositories. `beforeLink` / `beforeCreate` run inside the
 * transaction just before the link / the member is written: a test uses them to play a
 * concurrent login that got there first.
 */
function newTestService(
  options: {
    beforeLink?: (links: Map<string, number>) => void;
    beforeCreate?: (users: Map<number, UserRow>) => void;
  } = {},
) {
  const users = new Map<number, UserRow>();
  const links = new Map<string, number>();
  let nextId = 1;
  let transactions = 0;
  const userRepo = {
    async findByEmail(email: string) {
      return [...users.values()].find((u) => u.email === email);
    },
    async create(row: NewUserRow) {
      options.beforeCreate?.(users);
      if ([...users.values()].some((u) => u.email === row.email)) return null;
      const user = { ...row, id: nextId++, created_at: new Date() } as UserRow;
      users.set(user.id, user);
      return user;
    },
  } as Partial<UserRepository> as UserRepository;
  const socialRepo = {
    async findUserId(provider: string, providerUserId: string) {
      return links.get(`${provider}:${providerUserId}`);
    },
    async link(link: NewSocialLink) {
      options.beforeLink?.(links);
      const key = `${link.provider}:${link.provider_user_id}`;
      if (!links.has(key)) links.set(key, link.user_id);
      return links.get(key)!;
    },
  } as Partial<SocialAccountRepository> as SocialAccountRepository;
  // No real rollback here: the test checks that the service retries after it threw.
  const transaction: SocialTransaction = async (fn) => {
    transactions += 1;
    return fn({ users: userRepo, socialAccounts: socialRepo });
  };
  const adapter: OAuthProvider = {
    id: 'google',
    usesPkce: true,
    authorizationUrl: (state, verifier) =>
      new URL(`https://provider.test/auth?state=${state}&v=${verifier}`),
    exchangeCode: vi.fn(async () => 'provider-token'),
    fetchProfile: vi.fn(async () => ({ providerUserId: 'p-1', verifiedEmail: null, name: null })),
  };
  const auth = {
    issueTokens: vi.fn(async (id: number) => ({ access_token: `a${id}`, refresh_token: `r${id}` })),
  } as Partial<AuthService> as AuthService;
  const sut = new SocialLoginService({
    providers: { google: adapter },
    transaction,
    auth,
    jwtSecret: 'unit-secret-0123456789',
  });
  return { sut, users, links, adapter, auth, transactions: () => transactions };
}

const profile = (over: Partial<SocialProfile> = {}): SocialProfile => ({
  providerUserId: 'p-1',
  verifiedEmail: null,
  name: '민준',
  ...over,
});

describe(SocialLoginService.name, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('memberFor', () => {
    it('should retry once and take the winner’s member when a concurrent login linked the account first', async () => {
      const { sut, links, transactions } = newTestService({
        beforeLink: (current) => {
          if (!current.has('google:p-1')) current.set('google:p-1', 42);
        },
      });
      expect(await sut.memberFor('google', profile())).toBe(42);
      expect(links.get('google:p-1')).toBe(42);
      // fast-path read, the attempt that lost, the retry that found the link
      expect(transactions()).toBe(3);
    });

    it('should retry when the verified e-mail was taken meanwhile, then link to that member', async () => {
      const { sut, links, transactions } = newTestService({
        beforeCreate: (current) => {
          if (!current.has(7)) {
            current.set(7, {
              id: 7,
              email: 'taken@example.com',
              username: '기존',
              password_hash: 'x',
              height: null,
              weight: null,
              chest_cm: null,
              waist_cm: null,
              shoe_mm: null,
              age: null,
              sex: 'M',
              created_at: new Date(),
            });
          }
        },
      });
      expect(await sut.memberFor('google', profile({ verifiedEmail: 'taken@example.com' }))).toBe(
        7,
      );
      expect(links.get('google:p-1')).toBe(7);
      expect(transactions()).toBe(3);
    });

    it('should cut a long provider name to 30 characters and default an empty one', async () => {
      const { sut, users } = newTestService();
      const id = await sut.memberFor(
        'google',
        profile({ providerUserId: 'long', name: '가'.repeat(40) }),
      );
      expect(users.get(id)!.username).toBe('가'.repeat(30));
      const other = await sut.memberFor('google', profile({ providerUserId: 'blank', name: '  ' }));
      expect(users.get(other)!.username).toBe('핏픽 회원');
      expect(users.get(other)!.email).toMatch(/^google-[0-9a-f]{16}@social\.fitpick\.invalid$/);
    });
  });

  describe('complete', () => {
    it('should pass the PKCE verifier of the state cookie to the code exchange', async () => {
      const { sut, adapter, auth } = newTestService();
      const { authorizationUrl, stateToken } = await sut.start('google');
      const state = authorizationUrl.searchParams.get('state')!;
      expect(await sut.complete('google', { code: 'c', state }, stateToken)).toEqual({
        access_token: 'a1',
        refresh_token: 'r1',
      });
      expect(adapter.exchangeCode).toHaveBeenCalledWith(
        'c',
        authorizationUrl.searchParams.get('v'),
      );
      expect(auth.issueTokens).toHaveBeenCalledWith(1);
    });

    it('should refuse a state cookie older than SOCIAL_STATE_TTL_S', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-05-01T00:00:00Z'));
      const { sut, adapter } = newTestService();
      const { authorizationUrl, stateToken } = await sut.start('google');
      vi.setSystemTime(
        new Date(Date.parse('2026-05-01T00:00:00Z') + (SOCIAL_STATE_TTL_S + 1) * 1000),
      );
      const state = authorizationUrl.searchParams.get('state')!;
      await expect(sut.complete('google', { code: 'c', state }, stateToken)).rejects.toBeInstanceOf(
        SocialLoginError,
      );
      expect(adapter.exchangeCode).not.toHaveBeenCalled();
    });

    it('should refuse a provider that is not configured', async () => {
      const { sut } = newTestService();
      expect(sut.isEnabled('kakao')).toBe(false);
      await expect(sut.start('kakao')).rejects.toBeInstanceOf(SocialLoginError);
    });
  });
});
