import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signUpAndLogIn,
  TEST_PASSWORD,
  type Harness,
} from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET/PATCH /api/account/v1/update/', () => {
  it('should give the profile and update member info', async () => {
    const { access } = await signUpAndLogIn(h);
    const before = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/update/',
      headers: auth(access),
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      username: '김핏픽',
      age: 29,
      sex: 'M',
      height: 175,
      weight: null,
      chest_cm: null,
      waist_cm: null,
      shoe_mm: null,
    });

    const patch = await h.app.inject({
      method: 'PATCH',
      url: '/api/account/v1/update/',
      headers: auth(access),
      payload: { username: '박지훈', age: '31', sex: 'F' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toEqual({
      username: '박지훈',
      age: 31,
      sex: 'F',
      height: 175,
      weight: null,
      chest_cm: null,
      waist_cm: null,
      shoe_mm: null,
    });
    const info = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: auth(access),
    });
    expect(info.json()).toMatchObject({ username: '박지훈', age: 31, sex: 'F' });
  });

  it('should save body info sent as strings', async () => {
    const { access } = await signUpAndLogIn(h);
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/api/account/v1/update/',
      headers: auth(access),
      payload: { height: '181.5', weight: '72' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: '김핏픽', height: 181.5, weight: 72 });
  });

  it('should refuse incomplete or out-of-range input with Korean field errors', async () => {
    const { access } = await signUpAndLogIn(h);
    const patch = (payload: object) =>
      h.app.inject({
        method: 'PATCH',
        url: '/api/account/v1/update/',
        headers: auth(access),
        payload,
      });

    const missingSex = await patch({ username: '박지훈', age: 31 });
    expect(missingSex.statusCode).toBe(400);
    expect(missingSex.json()).toMatchObject({
      code: 'validation',
      sex: ['성별을 선택해 주세요.'],
      detail: '성별을 선택해 주세요.',
    });

    const badSex = await patch({ username: '박지훈', age: 31, sex: 'X' });
    expect(badSex.json().sex).toEqual(['성별은 M 또는 F여야 해요.']);

    const blankName = await patch({ username: '  ', age: 31, sex: 'M' });
    expect(blankName.json().username).toEqual(['이름을 입력해 주세요.']);

    const tooShort = await patch({ height: '80', weight: '70' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().height).toEqual(['키은(는) 100cm 이상이어야 해요.']);

    const tooHeavy = await patch({ height: '170', weight: '201' });
    expect(tooHeavy.json().weight).toEqual(['몸무게은(는) 200kg 이하여야 해요.']);

    const onlyHeight = await patch({ height: '170' });
    expect(onlyHeight.json().weight).toEqual(['모든 정보를 입력해 주세요.']);

    const notNumber = await patch({ height: 'abc', weight: '70' });
    expect(notNumber.json().height).toEqual(['키을(를) 숫자로 입력해 주세요.']);

    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('수정할 정보를 입력해 주세요.');
  });

  it('should need a token', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await h.app.inject({
        method,
        url: '/api/account/v1/update/',
        payload: method === 'PATCH' ? { height: '170', weight: '60' } : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('로그인이 필요합니다.');
    }
  });
});

describe('PUT /api/account/v1/change_password/', () => {
  const change = (token: string | null, payload: object) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/account/v1/change_password/',
      headers: token ? auth(token) : {},
      payload,
    });

  it('should change the password after checking the current one', async () => {
    const { access, email } = await signUpAndLogIn(h);
    const res = await change(access, {
      current_password: TEST_PASSWORD,
      new_password: 'new-pass-2024!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ detail: '비밀번호가 성공적으로 변경되었습니다.' });

    const oldLogin = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(400);
    expect(oldLogin.json().code).toBe('invalid_credentials');
    const newLogin = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      payload: { email, password: 'new-pass-2024!' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('should end the other sessions and rotate this one: no refresh token from before the change works', async () => {
    const here = await signUpAndLogIn(h);
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      payload: { email: here.email, password: TEST_PASSWORD },
    });
    const other = elsewhere.json<{ access_token: string; refresh_token: string }>();

    const res = await change(here.access, {
      current_password: TEST_PASSWORD,
      new_password: 'new-pass-2024!',
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ access_token: string; refresh_token: string }>();

    const refresh = (token: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/token/refresh/',
        payload: { refresh: token },
      });
    // The session that made the change goes on with the answered pair.
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/account/v1/user_info/',
          headers: auth(renewed.access_token),
        })
      ).statusCode,
    ).toBe(200);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200);
    // Every refresh token from before the change is refused, and the other session is over.
    expect((await refresh(here.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/account/v1/user_info/',
          headers: auth(other.access_token),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('should refuse a wrong current password with a current_password error and detail (400, not 401)', async () => {
    const { access } = await signUpAndLogIn(h);
    const res = await change(access, {
      current_password: 'wrong-pass-1!',
      new_password: 'new-pass-2024!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      current_password: ['현재 비밀번호가 올바르지 않습니다.'],
      detail: '현재 비밀번호가 올바르지 않습니다.',
    });
  });

  it('should enforce the password rule and a different new password', async () => {
    const { access } = await signUpAndLogIn(h);
    const cases: [string, string][] = [
      ['short1!', '비밀번호는 8자 이상이어야 해요.'],
      ['12345678!', '비밀번호에 영문자를 포함해 주세요.'],
      ['password!', '비밀번호에 숫자를 포함해 주세요.'],
      ['password12', '비밀번호에 특수문자를 포함해 주세요.'],
      [TEST_PASSWORD, '새 비밀번호는 현재 비밀번호와 달라야 합니다.'],
    ];
    for (const [password, message] of cases) {
      const res = await change(access, { current_password: TEST_PASSWORD, new_password: password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().new_password, password).toContain(message);
      // The original client writes `detail` under the current-password field: never for a new-password rule.
      expect(res.json().detail, password).toBeUndefined();
      expect(res.json().current_password, password).toBeUndefined();
    }
    const missing = await change(access, { new_password: 'new-pass-2024!' });
    expect(missing.json().current_password).toEqual(['현재 비밀번호를 입력해 주세요.']);
  });

  it('should need a token', async () => {
    const res = await change(null, {
      current_password: TEST_PASSWORD,
      new_password: 'new-pass-2024!',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('로그인이 필요합니다.');
  });
});
