import { describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api';
import { createApiClient } from './api-client';
import { createAccountApi } from './account-api';
import { createWorkerDb } from './cache';
import { jsonResponse } from '../../test/factories/responses';

function setup(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  const call = (i = 0) => {
    const init = fetchMock.mock.calls[i]?.[1];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return {
      url: String(fetchMock.mock.calls[i]?.[0]),
      method: init?.method,
      body: init?.body,
      auth: headers.Authorization,
    };
  };
  return { sut: createAccountApi(client), call };
}

describe(createAccountApi.name, () => {
  it('should GET and PATCH the profile with the token', async () => {
    const { sut, call } = setup(() =>
      jsonResponse(200, { username: '김핏픽', age: 29, sex: 'M', height: null, weight: null }),
    );
    await sut.accountProfile();
    await sut.updateAccount({ height: '175', weight: '70' });
    expect(call(0)).toMatchObject({ url: API.accountUpdate, method: 'GET', auth: 'Bearer a1' });
    expect(call(1)).toMatchObject({
      url: API.accountUpdate,
      method: 'PATCH',
      body: '{"height":"175","weight":"70"}',
    });
  });

  it('should PUT the password change and keep the field errors', async () => {
    const { sut, call } = setup(() =>
      jsonResponse(400, {
        code: 'validation',
        message: '현재 비밀번호가 올바르지 않습니다.',
        fields: { current_password: ['현재 비밀번호가 올바르지 않습니다.'] },
      }),
    );
    const outcome = await sut.changePassword({ current_password: 'a', new_password: 'b' });
    expect(call().method).toBe('PUT');
    expect(outcome.ok ? null : outcome.error.fields?.current_password).toEqual([
      '현재 비밀번호가 올바르지 않습니다.',
    ]);
  });

  it('should send find and reset calls without a token', async () => {
    const { sut, call } = setup(() => jsonResponse(200, { email: 'fi*****@x.kr', success: true }));
    await sut.findEmail({ username: '김핏픽' });
    await sut.findPassword({ username: '김핏픽', email: 'fitpick@x.kr' });
    await sut.resetPassword({ email: 'fitpick@x.kr', code: '123456', new_password: 'new-pass1!' });
    expect([call(0).url, call(1).url, call(2).url]).toEqual([
      API.findEmail,
      API.findPassword,
      API.resetPassword,
    ]);
    expect([call(0).auth, call(1).auth, call(2).auth]).toEqual([undefined, undefined, undefined]);
  });

  it('should show the last user info offline, and the server answer (a 401 included) when there is one', async () => {
    let online = true;
    let status = 200;
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify(
            status === 200
              ? { user_id: 7, username: '박지훈' }
              : { code: 'unauthorized', message: '로그인이 필요합니다.' },
          ),
          { status },
        ),
    );
    const db = createWorkerDb({ name: `user-info-${Math.random()}` });
    const sut = createAccountApi(createApiClient({ fetch: fetchMock, online: () => online }), {
      db,
    });

    expect(await sut.userInfo()).toEqual({ ok: true, value: { user_id: 7, username: '박지훈' } });
    online = false;
    expect(await sut.userInfo()).toEqual({ ok: true, value: { user_id: 7, username: '박지훈' } });
    online = true;
    status = 401;
    expect(await sut.userInfo()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await db.close();
  });

  it('should show the verdicts given, a verdict sent since the last list included, after an offline reload', async () => {
    let online = true;
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? jsonResponse(201, { product_id: 12, size: 'L', fit: 'small' })
        : jsonResponse(200, [{ product_id: 11, size: 'M', fit: 'right' }]),
    );
    const db = createWorkerDb({ name: `fit-feedback-${Math.random()}` });
    const api = () =>
      createAccountApi(createApiClient({ fetch: fetchMock, online: () => online }), { db });
    const sut = api();
    await sut.fitFeedback();
    await sut.sendFitFeedback({ product_id: 12, size: 'L', fit: 'small' });
    online = false;
    // the page reloads: a new worker on the same database
    expect(await api().fitFeedback()).toEqual({
      ok: true,
      value: [
        { product_id: 12, size: 'L', fit: 'small' },
        { product_id: 11, size: 'M', fit: 'right' },
      ],
    });
    await db.close();
  });
});
