import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskEmail } from '../../contract/mask';
import { outboxMailer } from '../lib/mailer';
import { FREE_FAILURES } from '../services/sign-in-guard';
import {
  MAX_RESET_ATTEMPTS,
  MAX_RESET_MAILS_PER_DAY,
  RESET_CODE_TTL_MS,
} from '../services/password-reset.service';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  type Harness,
} from '../../test/harness';

let h: Harness;
let clock = new Date('2026-11-21T03:00:00Z');
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()), now: () => clock });
});
afterAll(async () => h.close());

/** A POST from an address of its own (find_password/ is limited per address, not per member). */
const post = (url: string, payload: object) =>
  h.app.inject({
    method: 'POST',
    url: `/api/account/v1/${url}/`,
    remoteAddress: randomClientAddress(),
    payload,
  });

async function signUp(email: string, username: string, password = 'first-pass-1!') {
  const res = await post('signup', {
    email,
    username,
    password,
    height: null,
    weight: null,
    age: null,
    sex: 'M',
  });
  expect(res.statusCode).toBe(201);
}

/** The 6-digit code of the last e-mail sent to `to`. */
function lastCode(to: string): string {
  const mail = h.outbox.filter((m) => m.to === to).at(-1);
  const code = mail ? /인증 코드: (\d{6})/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no reset code mailed to ${to}`);
  return code;
}

/** The token of the reset link in the last e-mail sent to `to`. */
function lastLinkToken(to: string): string {
  const mail = h.outbox.filter((m) => m.to === to).at(-1);
  const token = mail ? /\/reset-password\?token=([\w-]{43})\s/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}

/** MAX_RESET_ATTEMPTS wrong codes, as strangers guessing the member's live code send them. */
async function wrongCodes(email: string): Promise<void> {
  const live = lastCode(email);
  const wrong = Array.from({ length: MAX_RESET_ATTEMPTS + 1 }, (_, i) => String(100_000 + i))
    .filter((code) => code !== live)
    .slice(0, MAX_RESET_ATTEMPTS);
  for (const code of wrong) {
    const res = await post('reset_password', { email, code, new_password: 'stranger-pass-9!' });
    expect(res.statusCode).toBe(400);
  }
}

describe(maskEmail.name, () => {
  it('should keep two characters of the local part and the domain', () => {
    expect(maskEmail('minsu@example.com')).toBe('mi***@example.com');
    expect(maskEmail('ab@example.com')).toBe('ab@example.com');
    expect(maskEmail('a@example.com')).toBe('a@example.com');
    expect(maskEmail('kim.fitpick+shop@mail.co.kr')).toBe('ki******@mail.co.kr');
  });
});

describe('POST find_email/', () => {
  it('should answer the masked e-mail of the member with that name', async () => {
    await signUp('seoyeon@example.com', '정서연');
    const res = await post('find_email', { username: ' 정서연 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'se*****@example.com' });
  });

  it('should answer an unknown name with an empty e-mail and SPEC’s Korean error (200), a blank one with 400', async () => {
    const res = await post('find_email', { username: '없는사람' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: '', error: '일치하는 정보가 없습니다.' });
    const blank = await post('find_email', { username: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('이름을 입력해 주세요.');
  });
});

describe('find_password/ and reset_password/', () => {
  it('should mail a code that resets the password once', async () => {
    await signUp('dohyun@example.com', '한도현');
    const found = await post('find_password', { username: '한도현', email: 'DoHyun@example.com' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ success: true });
    const mail = h.outbox.at(-1)!;
    expect(mail).toMatchObject({
      to: 'dohyun@example.com',
      subject: '[핏픽] 비밀번호 재설정 안내',
    });
    expect(mail.text).toContain('30분 안에');
    expect(mail.text).toMatch(/^http:\/\/localhost:8000\/reset-password\?token=[\w-]{43}$/m);
    expect(mail.text).not.toContain('dohyun@example.com');
    const code = lastCode('dohyun@example.com');

    const stored = await h.db.selectFrom('password_reset_codes').select('code_hash').execute();
    expect(stored.every((r) => !r.code_hash.includes(code))).toBe(true);

    const reset = await post('reset_password', {
      email: 'dohyun@example.com',
      code,
      new_password: 'second-pass-2!',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    const login = await post('login', { email: 'dohyun@example.com', password: 'second-pass-2!' });
    expect(login.statusCode).toBe(200);

    const again = await post('reset_password', {
      email: 'dohyun@example.com',
      code,
      new_password: 'third-pass-3!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('인증 코드가 올바르지 않거나 만료되었습니다'),
    });
  });

  it('should end every session of the member when the password is reset', async () => {
    await signUp('sora@example.com', '윤소라');
    const login = await post('login', { email: 'sora@example.com', password: 'first-pass-1!' });
    const { access_token: access, refresh_token: refresh } = login.json<{
      access_token: string;
      refresh_token: string;
    }>();
    await post('find_password', { username: '윤소라', email: 'sora@example.com' });
    const reset = await post('reset_password', {
      email: 'sora@example.com',
      code: lastCode('sora@example.com'),
      new_password: 'second-pass-2!',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('token/refresh', { refresh })).statusCode).toBe(401);
    const info = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(info.statusCode).toBe(401);
  });

  it('should mail every request up to the daily cap, then answer 429 only while the newest link still works', async () => {
    await signUp('flood@example.com', '홍수');
    const ask = () => post('find_password', { username: '홍수', email: 'flood@example.com' });
    const answers = await Promise.all(Array.from({ length: MAX_RESET_MAILS_PER_DAY }, ask));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const mails = () => h.outbox.filter((m) => m.to === 'flood@example.com').length;
    expect(mails()).toBe(MAX_RESET_MAILS_PER_DAY);

    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    const retryAfterS = Number(refused.headers['retry-after']);
    expect(retryAfterS).toBeGreaterThan(0);
    expect(retryAfterS).toBeLessThanOrEqual(RESET_CODE_TTL_MS / 1000);
    expect(refused.json()).toMatchObject({
      success: false,
      error:
        '재설정 메일을 너무 많이 요청했어요. 가장 최근에 보낸 메일의 링크로 비밀번호를 바꿀 수 있어요. 새 메일은 30분 후에 다시 요청해 주세요.',
    });
    expect(mails()).toBe(MAX_RESET_MAILS_PER_DAY);

    // Once the newest link has expired, a request is mailed again (one per link lifetime).
    clock = new Date(clock.getTime() + retryAfterS * 1000);
    expect((await ask()).statusCode).toBe(200);
    expect(mails()).toBe(MAX_RESET_MAILS_PER_DAY + 1);
    expect((await ask()).statusCode).toBe(429);
    const reset = await post('reset_password', {
      token: lastLinkToken('flood@example.com'),
      new_password: 'second-pass-2!',
    });
    expect(reset.statusCode).toBe(200);
    // The reset used up every link: the next request is mailed.
    expect((await ask()).statusCode).toBe(200);
    expect(mails()).toBe(MAX_RESET_MAILS_PER_DAY + 2);

    clock = new Date(clock.getTime() + 24 * 3_600_000);
    const answersNextDay = await Promise.all(Array.from({ length: 3 }, ask));
    expect(answersNextDay.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });

  it('should refuse a name and e-mail that do not belong together', async () => {
    await signUp('yuna@example.com', '최유나');
    const sent = h.outbox.length;
    const res = await post('find_password', { username: '다른이름', email: 'yuna@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      error: '입력하신 이름과 이메일에 일치하는 회원 정보가 없습니다.',
    });
    expect(h.outbox.length).toBe(sent);
    const blank = await post('find_password', { username: '최유나', email: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('올바른 이메일 주소를 입력해 주세요.');
  });

  it('should let a newer code replace the older one', async () => {
    await signUp('jiwoo@example.com', '윤지우');
    await post('find_password', { username: '윤지우', email: 'jiwoo@example.com' });
    const older = lastCode('jiwoo@example.com');
    await post('find_password', { username: '윤지우', email: 'jiwoo@example.com' });
    const newer = lastCode('jiwoo@example.com');
    if (older !== newer) {
      const stale = await post('reset_password', {
        email: 'jiwoo@example.com',
        code: older,
        new_password: 'second-pass-2!',
      });
      expect(stale.statusCode).toBe(400);
    }
    const fresh = await post('reset_password', {
      email: 'jiwoo@example.com',
      code: newer,
      new_password: 'second-pass-2!',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('should refuse an expired code, and a code after five wrong tries', async () => {
    await signUp('hyunwoo@example.com', '강현우');
    await post('find_password', { username: '강현우', email: 'hyunwoo@example.com' });
    const code = lastCode('hyunwoo@example.com');
    clock = new Date(clock.getTime() + 31 * 60_000);
    const expired = await post('reset_password', {
      email: 'hyunwoo@example.com',
      code,
      new_password: 'second-pass-2!',
    });
    expect(expired.statusCode).toBe(400);

    await post('find_password', { username: '강현우', email: 'hyunwoo@example.com' });
    const live = lastCode('hyunwoo@example.com');
    const wrong = live === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_RESET_ATTEMPTS; i += 1) {
      expect(
        (
          await post('reset_password', {
            email: 'hyunwoo@example.com',
            code: wrong,
            new_password: 'second-pass-2!',
          })
        ).statusCode,
      ).toBe(400);
    }
    const burned = await post('reset_password', {
      email: 'hyunwoo@example.com',
      code: live,
      new_password: 'second-pass-2!',
    });
    expect(burned.statusCode).toBe(400);
  });

  it('should validate the code format and the password rule', async () => {
    const res = await post('reset_password', {
      email: 'dohyun@example.com',
      code: '12ab',
      new_password: 'nodigits!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toEqual(['인증 코드는 숫자 6자리예요.']);
    expect(res.json().new_password).toEqual(['비밀번호에 숫자를 포함해 주세요.']);
    const unknown = await post('reset_password', {
      email: 'nobody@example.com',
      code: '123456',
      new_password: 'second-pass-2!',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);
  });
});

describe('reset links', () => {
  it('should let the member in with the link of their newest e-mail after 35 strangers’ requests, each followed by wrong codes', async () => {
    const email = 'target@example.com';
    await signUp(email, '표적');
    for (let i = 0; i < 35; i += 1) {
      const found = await post('find_password', { username: '표적', email });
      expect(found.statusCode).toBe(200);
      await wrongCodes(email);
    }
    // Strangers lock the password login too.
    for (let i = 0; i < FREE_FAILURES; i += 1)
      await post('login', { email, password: `stranger-${i}!` });
    expect((await post('login', { email, password: 'first-pass-1!' })).statusCode).toBe(429);

    const own = await post('find_password', { username: '표적', email });
    expect(own.statusCode).toBe(200);
    expect(h.outbox.filter((m) => m.to === email)).toHaveLength(36);
    const reset = await post('reset_password', {
      token: lastLinkToken(email),
      new_password: 'second-pass-2!',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    expect((await post('login', { email, password: 'second-pass-2!' })).statusCode).toBe(200);
  });

  it('should keep a link working when a stranger asks again, whatever codes they guess, and use it once', async () => {
    const email = 'minho@example.com';
    await signUp(email, '이민호');
    await post('find_password', { username: '이민호', email });
    const token = lastLinkToken(email);
    const stored = await h.db.selectFrom('password_reset_codes').select('link_hash').execute();
    expect(stored.every((r) => r.link_hash !== token)).toBe(true);

    // A stranger's later request, and wrong codes against every code the member holds.
    await post('find_password', { username: '이민호', email });
    const strangers = lastLinkToken(email);
    await wrongCodes(email);
    await wrongCodes(email);

    const reset = await post('reset_password', { token, new_password: 'second-pass-2!' });
    expect(reset.statusCode).toBe(200);
    expect((await post('login', { email, password: 'second-pass-2!' })).statusCode).toBe(200);

    // Used, and every other link of the member with it.
    for (const used of [token, strangers]) {
      const again = await post('reset_password', { token: used, new_password: 'third-pass-3!' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        success: false,
        error: '재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 진행해 주세요.',
      });
    }
    expect((await post('login', { email, password: 'second-pass-2!' })).statusCode).toBe(200);
  });

  it('should refuse an expired, unknown or malformed link', async () => {
    const email = 'eunji@example.com';
    await signUp(email, '박은지');
    await post('find_password', { username: '박은지', email });
    const token = lastLinkToken(email);
    clock = new Date(clock.getTime() + RESET_CODE_TTL_MS + 1000);
    const expired = await post('reset_password', { token, new_password: 'second-pass-2!' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().success).toBe(false);

    const unknown = await post('reset_password', {
      token: 'A'.repeat(43),
      new_password: 'second-pass-2!',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);

    const malformed = await post('reset_password', { token: 'abc', new_password: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.token).toEqual([
      '재설정 링크가 올바르지 않아요. 메일의 링크를 다시 눌러 주세요.',
    ]);
    expect((await post('login', { email, password: 'first-pass-1!' })).statusCode).toBe(200);
  });
});

describe(outboxMailer.name, () => {
  it('should write a Korean .eml file and log where it is', async () => {
    const dir = path.join(h.dataDir, 'outbox');
    const logged: object[] = [];
    const mailer = outboxMailer(dir, '핏픽 <no-reply@localhost>', { info: (o) => logged.push(o) });
    await mailer.send({
      to: 'someone@example.com',
      subject: '[핏픽] 테스트',
      text: '안녕하세요, 인증 코드: 123456',
    });
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, file!), 'utf8');
    expect(eml).toContain('To: someone@example.com');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    expect(logged[0]).toMatchObject({
      to: 'someone@example.com',
      subject: '[핏픽] 테스트',
      file: path.join(dir, file!),
    });
  });
});
