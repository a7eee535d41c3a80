/**
 * Password guessing is limited per account, not per address (services/sign-in-guard.ts): a
 * botnet guessing one member's password from many addresses is slowed down, guesses sent together
 * are counted before they are compared, and shoppers behind one carrier address are not locked out
 * by each other's failures. Reset codes are limited per code, so that strangers cannot lock a
 * member out of the reset. Only Date is faked, to step over the lock delays.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  TEST_PASSWORD,
  type Harness,
} from '../../test/harness';
import { MAX_RESET_ATTEMPTS } from '../services/password-reset.service';
import {
  FREE_FAILURES,
  LOCKOUT_LADDER_S,
  PAIR_LOCK_S,
  PAIR_MAX_FAILURES,
} from '../services/sign-in-guard';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());
afterEach(() => {
  vi.useRealTimers();
});

const HANGUL = /[\uAC00-\uD7A3]/;

function login(email: string, password: string, remoteAddress = randomClientAddress()) {
  return h.app.inject({
    method: 'POST',
    url: '/api/account/v1/login/',
    remoteAddress,
    payload: { email, password },
  });
}

/** Moves the faked clock forward by `seconds`. */
function wait(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('login limits per account', () => {
  it('should lock a member guessed at from many addresses after the free failures, with a growing wait in Korean', async () => {
    const { email } = await signUpAndLogIn(h);
    vi.useFakeTimers({ toFake: ['Date'] });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await login(email, `wrong-${i}`)).statusCode);
    expect(statuses.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(400));
    expect(statuses.slice(FREE_FAILURES)).toEqual(Array(20 - FREE_FAILURES).fill(429));

    // Locked: even the right password waits, and the member is told how long.
    const locked = await login(email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(LOCKOUT_LADDER_S[0]);
    expect(locked.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('1분'),
    });
    expect(locked.json<{ message: string }>().message).toMatch(HANGUL);

    // The next failure waits longer (5 minutes), then 15.
    wait(LOCKOUT_LADDER_S[0] + 1);
    expect((await login(email, 'wrong-again')).statusCode).toBe(400);
    const second = await login(email, TEST_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(LOCKOUT_LADDER_S[1]);
    expect(second.json<{ message: string }>().message).toContain('5분');
    wait(LOCKOUT_LADDER_S[1] + 1);
    expect((await login(email, 'wrong-once-more')).statusCode).toBe(400);
    expect(Number((await login(email, TEST_PASSWORD)).headers['retry-after'])).toBe(
      LOCKOUT_LADDER_S[2],
    );

    // After the wait the right password signs in, and clears the count.
    wait(LOCKOUT_LADDER_S[2] + 1);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i += 1)
      expect((await login(email, `wrong-after-${i}`)).statusCode).toBe(400);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('should compare at most the free tries when 40 guesses at one account arrive at once', async () => {
    const { email } = await signUpAndLogIn(h);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, `wrong-together-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    // A compared wrong password answers 400; a try refused uncompared answers 429.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      40 - FREE_FAILURES,
    );
    expect(new Set(statuses)).toEqual(new Set([400, 429]));
    // The account stays locked for the ladder's first step, even for the right password.
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('should not lock out shoppers behind one carrier address when others fail there', async () => {
    const carrier = '100.64.200.1';
    const members = [await signUpAndLogIn(h), await signUpAndLogIn(h), await signUpAndLogIn(h)];
    for (let i = 0; i < 30; i += 1)
      expect((await login(`stranger${i}@example.com`, 'wrong', carrier)).statusCode).toBe(400);
    for (const member of members)
      expect((await login(member.email, TEST_PASSWORD, carrier)).statusCode).toBe(200);
  });

  it('should count unknown e-mails like members’, so that the answers tell nobody which e-mails are members', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FREE_FAILURES; i += 1)
      statuses.push((await login('nobody-here@example.com', 'wrong')).statusCode);
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(400), 429]);
  });

  it('should lock one address’s tries at an account for an hour after many failures in a day, while other addresses wait only the ladder', async () => {
    const { email } = await signUpAndLogIn(h);
    const guesser = randomClientAddress();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < PAIR_MAX_FAILURES; i += 1) {
      expect((await login(email, `wrong-${i}`, guesser)).statusCode).toBe(400);
      wait(LOCKOUT_LADDER_S.at(-1)! + 1);
    }
    // The account's own 15-minute lock has passed; the guesser's address stays locked an hour.
    const fromGuesser = await login(email, TEST_PASSWORD, guesser);
    expect(fromGuesser.statusCode).toBe(429);
    expect(Number(fromGuesser.headers['retry-after'])).toBeGreaterThan(
      PAIR_LOCK_S - 2 * LOCKOUT_LADDER_S.at(-1)!,
    );
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('should keep an address-wide ceiling against floods', async () => {
    const flooder = randomClientAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 301; i += 1)
      statuses.add((await login(`flood${i}@example.com`, 'x', flooder)).statusCode);
    expect([...statuses]).toEqual([400, 429]);
    // The 301st answer of the minute was the ceiling's.
    expect((await login('flood-last@example.com', 'x', flooder)).statusCode).toBe(429);
  });
});

describe('reset codes', () => {
  const post = (url: string, payload: object, remoteAddress = randomClientAddress()) =>
    h.app.inject({ method: 'POST', url: `/api/account/v1/${url}/`, remoteAddress, payload });

  async function memberWithCode(): Promise<string> {
    const { email } = await signUpAndLogIn(h);
    const found = await post('find_password', { username: '김핏픽', email });
    expect(found.statusCode).toBe(200);
    return email;
  }

  it('should compare at most the allowed number of codes when 40 guesses arrive at once', async () => {
    const email = await memberWithCode();
    const guesses = Array.from({ length: 40 }, (_, i) =>
      post('reset_password', {
        email,
        code: String(100_000 + i),
        new_password: 'new-pass-12!',
      }),
    );
    const answers = await Promise.all(guesses);
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 429)).toBe(true);
    const row = await h.db
      .selectFrom('password_reset_codes')
      .innerJoin('users', 'users.id', 'password_reset_codes.user_id')
      .select('password_reset_codes.attempts')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(MAX_RESET_ATTEMPTS);
  });

  it('should let the member reset with the e-mailed code after strangers’ wrong codes and passwords', async () => {
    const { email } = await signUpAndLogIn(h);
    // Strangers, from addresses of their own: wrong codes with no code requested, then wrong
    // passwords, until the login is locked.
    for (let i = 0; i < FREE_FAILURES; i += 1)
      expect(
        (await post('reset_password', { email, code: '000000', new_password: 'new-pass-12!' }))
          .statusCode,
      ).toBe(400);
    for (let i = 0; i < FREE_FAILURES; i += 1) await login(email, `stranger-${i}`);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);

    const found = await post('find_password', { username: '김핏픽', email });
    expect(found.statusCode).toBe(200);
    const mail = h.outbox.filter((m) => m.to === email).at(-1)!;
    const code = /인증 코드: (\d{6})/.exec(mail.text)![1]!;
    const reset = await post('reset_password', { email, code, new_password: 'new-pass-12!' });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'new-pass-12!')).statusCode).toBe(200);
  });

  it('should lift the login’s lock once the member resets the password with the e-mailed code', async () => {
    const email = await memberWithCode();
    for (let i = 0; i <= FREE_FAILURES; i += 1) await login(email, 'wrong');
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
    const mail = h.outbox.filter((m) => m.to === email).at(-1)!;
    const code = /인증 코드: (\d{6})/.exec(mail.text)![1]!;
    const reset = await post('reset_password', { email, code, new_password: 'new-pass-12!' });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'new-pass-12!')).statusCode).toBe(200);
  });
});
