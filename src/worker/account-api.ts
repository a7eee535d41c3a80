/**
 * Worker methods for the account screens of SPEC §2/§5/§7 (user info, profile, password,
 * find-ID, find-password, reset) and the member's fit feedback. Each returns a `Result`; paths and
 * shapes are contract/.
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
} from '../../contract/account';
import { API, type UserInfo } from '../../contract/api';
import type { Result } from '../../contract/result';
import type { FitFeedbackRequest, FitFeedbackResponse } from '../../contract/sizes';
import { TIMEOUTS_MS, type ApiClient } from './api-client';
import { networkFirst, type OfflineDeps } from './cache';

/** Builds the account methods on a client (tests pass a client with a mocked fetch). */
export function createAccountApi(client: ApiClient, deps: OfflineDeps = {}) {
  return {
    /**
     * GET the signed-in user's info (10 s timeout, SPEC §9). Network first: offline, the last
     * answer stored for this member (so /my renders from the cache).
     */
    userInfo(): Promise<Result<UserInfo>> {
      return networkFirst(deps.db, API.userInfo, () =>
        client.request<UserInfo>(API.userInfo, { timeoutMs: TIMEOUTS_MS.userInfo }),
      );
    },
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
     * POST /fit-feedback/: the member's verdict on the size they bought (replaces an earlier one).
     * Once accepted it is also written into the stored list of verdicts, so that my page shows it
     * as given after a reload without a connection.
     */
    async sendFitFeedback(request: FitFeedbackRequest): Promise<Result<FitFeedbackResponse>> {
      const sent = await client.request<FitFeedbackResponse>(API.fitFeedback, {
        method: 'POST',
        json: request,
      });
      if (sent.ok && deps.db) {
        const stored = await deps.db.get<FitFeedbackResponse[]>(API.fitFeedback);
        const others = (stored?.value ?? []).filter((v) => v.product_id !== sent.value.product_id);
        await deps.db.put(API.fitFeedback, [sent.value, ...others]);
      }
      return sent;
    },
    /**
     * GET /fit-feedback/: the member's verdicts, newest first. Network first: offline, the list
     * last stored for this member (with the verdicts sent since).
     */
    fitFeedback(): Promise<Result<FitFeedbackResponse[]>> {
      return networkFirst(deps.db, API.fitFeedback, () =>
        client.request<FitFeedbackResponse[]>(API.fitFeedback),
      );
    },
    /** POST /find_email/ without a token: the member's e-mail, masked by the server (SPEC §5). */
    findEmail(request: FindEmailRequest): Promise<Result<FindEmailResponse>> {
      return client.request(API.findEmail, { method: 'POST', json: request, auth: false });
    },
    /** POST /find_password/ without a token: e-mails a single-use reset code when name and e-mail match. */
    findPassword(request: FindPasswordRequest): Promise<Result<FindPasswordResponse>> {
      return client.request(API.findPassword, { method: 'POST', json: request, auth: false });
    },
    /** POST /reset_password/ without a bearer token: a new password by the e-mailed link or code. */
    resetPassword(request: ResetPasswordRequest): Promise<Result<ResetPasswordResponse>> {
      return client.request(API.resetPassword, { method: 'POST', json: request, auth: false });
    },
  };
}
