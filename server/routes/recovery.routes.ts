/**
 * SPEC §7 account recovery without a token (the account screens): POST find_email/, find_password/ and our
 * reset_password/. find_email/ and find_password/ are rate limited per client address, since
 * they reveal (masked) e-mails and send mail (find_password/'s mails are also capped per member);
 * reset_password/'s codes are limited per code, its links only by the address's flood ceiling
 * (services/password-reset.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/api';
import {
  findEmailSchema,
  findPasswordSchema,
  resetPasswordByLinkSchema,
  resetPasswordSchema,
} from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import { LOGIN_ADDRESS_CEILING } from './account.routes';
import type { PasswordResetService } from '../services/password-reset.service';

const RECOVERY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Registers find_email/, find_password/ and reset_password/. */
export function recoveryRoutes(
  app: FastifyInstance,
  deps: { passwordReset: PasswordResetService },
): void {
  const { passwordReset } = deps;
  const config = { rateLimit: RECOVERY_RATE_LIMIT };

  app.post(API.findEmail, { config }, async (request) => {
    const { username } = parseInput(findEmailSchema, request.body, { error: true });
    return passwordReset.findEmail(username);
  });

  app.post(API.findPassword, { config }, async (request) => {
    const { username, email } = parseInput(findPasswordSchema, request.body, { error: true });
    return passwordReset.findPassword(username, email);
  });

  // A body with `token` resets by the e-mailed link, any other by the code. Code guessing is
  // limited per issued code (its tries); per address only a flood ceiling.
  app.post(API.resetPassword, { config: { rateLimit: LOGIN_ADDRESS_CEILING } }, async (request) => {
    const options = { topLevel: ['new_password'], error: true };
    if (typeof request.body === 'object' && request.body !== null && 'token' in request.body) {
      const body = parseInput(resetPasswordByLinkSchema, request.body, options);
      return passwordReset.resetPasswordByLink(body.token, body.new_password);
    }
    const body = parseInput(resetPasswordSchema, request.body, options);
    return passwordReset.resetPassword(body.email, body.code, body.new_password);
  });
}
