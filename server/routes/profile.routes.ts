/**
 * SPEC §7 the member's own account (the account screens): GET/PATCH /api/account/v1/update/ and
 * PUT /api/account/v1/change_password/. All need a bearer token (401 otherwise, SPEC §6).
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/api';
import { accountUpdateSchema, changePasswordSchema } from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AccountService } from '../services/account.service';
import type { AuthService } from '../services/auth.service';
import { principalOf, requireUser, userIdOf } from './auth-hook';
import type { RefreshCookie } from './refresh-cookie';

/** Password changes are rate limited per client address (per minute): a stolen token cannot guess the current one fast. */
const PASSWORD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Registers update/ (GET, PATCH) and change_password/ (PUT). */
export function profileRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; account: AccountService; refreshCookie: RefreshCookie },
): void {
  const { account } = deps;
  const authenticated = requireUser(deps.auth);

  app.get(API.accountUpdate, { onRequest: authenticated }, async (request) =>
    account.profile(userIdOf(request)),
  );

  app.patch(API.accountUpdate, { onRequest: authenticated }, async (request) => {
    const body = parseInput(accountUpdateSchema, request.body, {
      topLevel: ['age', 'sex', 'height', 'weight', 'chest_cm', 'waist_cm', 'shoe_mm'],
      detail: true,
    });
    return account.update(userIdOf(request), body);
  });

  // Field rules go under their field only; `detail` (which the original client writes under the
  // current-password field) is sent only for a wrong current password or a non-field error.
  // A change ends the member's other sessions and answers this session's rotated token pair; the
  // refresh token of a session kept on the device goes into its cookie instead (refresh-cookie.ts).
  app.put(
    API.changePassword,
    { onRequest: authenticated, config: { rateLimit: PASSWORD_RATE_LIMIT } },
    async (request, reply) => {
      const body = parseInput(changePasswordSchema, request.body, {
        topLevel: ['current_password', 'new_password'],
        detail: 'non_field',
      });
      const principal = principalOf(request);
      const changed = await account.changePassword(
        principal.userId,
        body.current_password,
        body.new_password,
      );
      const { tokens, keepSignedIn } = await deps.auth.afterPasswordChange(principal);
      if (!keepSignedIn) return { ...changed, ...tokens };
      deps.refreshCookie.set(reply, tokens.refresh_token);
      return { ...changed, access_token: tokens.access_token };
    },
  );
}
