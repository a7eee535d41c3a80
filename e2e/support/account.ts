/**
 * Account steps the journeys share when the sign-up screen is not what they test: sign-up and
 * tokens through the API, and reading the password reset code from the server's mail outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { LoginResponse } from '../../contract/api';
import type { Shopper } from './shopper';

/** Signs `shopper` up through POST /api/account/v1/signup/ (176 cm, 70 kg, 29, 남성). */
export async function signUpByApi(page: Page, shopper: Shopper): Promise<void> {
  const res = await page.request.post('/api/account/v1/signup/', {
    data: {
      email: shopper.email,
      username: shopper.name,
      password: shopper.password,
      height: 176,
      weight: 70,
      age: 29,
      sex: 'M',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Logs `shopper` in through POST /api/account/v1/login/ and returns the token pair. */
export async function tokensByApi(page: Page, shopper: Shopper): Promise<LoginResponse> {
  const res = await page.request.post('/api/account/v1/login/', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LoginResponse;
}

/**
 * Waits (up to 10 s) for the reset e-mail to `email` in `<dataDir>/outbox/` and returns its
 * 6-digit code. The .eml body may be quoted-printable or base64 (Korean text).
 */
export async function readResetCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) continue;
      const code = /인증 코드: (\d{6})/.exec(decodeBody(raw))?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset e-mail to ${email} in ${outbox}`);
}

/** The text of a single-part e-mail, decoded from its Content-Transfer-Encoding. */
function decodeBody(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}
