import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP_FORM, isPasswordMismatch, signupErrorView, toSignupRequest } from './signup';
import { SIGNUP_MESSAGES } from '../messages';

describe(toSignupRequest.name, () => {
  it('should send null for empty numbers and M for an empty sex, without confirmPw', () => {
    const request = toSignupRequest({
      ...EMPTY_SIGNUP_FORM,
      email: ' a@b.kr ',
      username: '김핏픽',
      password: 'pw12345!',
      confirmPw: 'pw12345!',
    });
    expect(request).toEqual({
      email: 'a@b.kr',
      username: '김핏픽',
      password: 'pw12345!',
      height: null,
      weight: null,
      age: null,
      sex: 'M',
    });
  });

  it('should send numbers and the chosen sex', () => {
    const request = toSignupRequest({
      ...EMPTY_SIGNUP_FORM,
      height: '175.5',
      weight: '70',
      age: '29',
      sex: 'F',
    });
    expect(request).toMatchObject({ height: 175.5, weight: 70, age: 29, sex: 'F' });
  });
});

describe(isPasswordMismatch.name, () => {
  it('should flag a typed confirmation that differs', () => {
    expect(isPasswordMismatch({ password: 'a', confirmPw: '' })).toBe(false);
    expect(isPasswordMismatch({ password: 'a', confirmPw: 'b' })).toBe(true);
    expect(isPasswordMismatch({ password: 'a', confirmPw: 'a' })).toBe(false);
  });
});

describe(signupErrorView.name, () => {
  it('should join field arrays with a comma', () => {
    expect(
      signupErrorView({
        code: 'email_taken',
        message: 'x',
        status: 400,
        fields: { email: ['이미 사용 중', '형식 오류'], username: ['필수'] },
      }),
    ).toEqual({ email: '이미 사용 중, 형식 오류', username: '필수' });
  });

  it('should show the password rule’s messages under the password field', () => {
    expect(
      signupErrorView({
        code: 'validation',
        message: 'x',
        status: 400,
        fields: {
          password: ['비밀번호에 숫자를 포함해 주세요.', '비밀번호에 특수문자를 포함해 주세요.'],
        },
      }),
    ).toEqual({
      password: '비밀번호에 숫자를 포함해 주세요., 비밀번호에 특수문자를 포함해 주세요.',
    });
  });

  it('should fall back to the generic message', () => {
    expect(signupErrorView({ code: 'server_error', message: 'x', status: 500 })).toEqual({
      general: SIGNUP_MESSAGES.failed,
    });
  });
});
