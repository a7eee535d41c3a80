/**
 * Worker methods for the account screens of SPEC §2/§5/§7 (profile, password, find-ID,
 * find-password, reset). Each returns a `Result`; paths and shapes are src/contract/.
 * Field errors (e.g. `current_password`, `username`) arrive in `error.fields`, the server's
 * `detail` in `error.message`.
 */
import type {
  AccountProfile,
  AccountUpdateRequest,
  ChangePasswordRequest,
  ChangePasswordResponse,
  FindEmailRequest,
  FindEmailResponse,
  FindPasswordRequest,
  FindPasswordResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '../contract/account';
import { API } from '../contract/api';
import type { Result } from '../contract/result';
import type { ApiClient } from './api-client';

/** Builds the account methods on a client (tests pass a client with a mocked fetch). */
export function createAccountApi(client: ApiClient) {
  return {
    /** GET /update/: username, age, sex, height (cm), weight (kg) of the signed-in member. */
    accountProfile(): Promise<Result<AccountProfile>> {
      return client.request(API.accountUpdate);
    },
    /** PATCH /update/ with the member info (username, age, sex) or the body info (height, weight as strings). */
    updateAccount(request: AccountUpdateRequest): Promise<Result<AccountProfile>> {
      return client.request(API.accountUpdate, { method: 'PATCH', json: request });
    },
    /** PUT /change_password/; field errors in `error.fields.current_password` / `new_password`. */
    changePassword(request: ChangePasswordRequest): Promise<Result<ChangePasswordResponse>> {
      return client.request(API.changePassword, { method: 'PUT', json: request });
    },
    /**
     * POST /logout/ with the session's refresh token (not the tokens the client holds, which the
     * UI clears at the same moment): the server ends that session. Never refreshes on failure.
     */
    logout(refresh: string): Promise<Result<null>> {
      return client.request(API.logout, { method: 'POST', json: { refresh }, auth: false });
    },
    /** POST /find_email/ without a token: the member's e-mail, masked by the server (SPEC §5). */
    findEmail(request: FindEmailRequest): Promise<Result<FindEmailResponse>> {
      return client.request(API.findEmail, { method: 'POST', json: request, auth: false });
    },
    /** POST /find_password/ without a token: e-mails a single-use reset code when name and e-mail match. */
    findPassword(request: FindPasswordRequest): Promise<Result<FindPasswordResponse>> {
      return client.request(API.findPassword, { method: 'POST', json: request, auth: false });
    },
    /** POST /reset_password/ without a token: sets a new password with the e-mailed code. */
    resetPassword(request: ResetPasswordRequest): Promise<Result<ResetPasswordResponse>> {
      return client.request(API.resetPassword, { method: 'POST', json: request, auth: false });
    },
  };
}
