/**
 * A bounded fuzz pass over every call of SPEC §7 (plus reset_password/, logout/ and the 내 옷장
 * wardrobe's calls and pictures): random
 * bodies, queries, path ids, content types and tokens, with a fixed seed so that a failure
 * replays. Whatever a client sends, the answer is never a 5xx, and every 4xx is `ErrorBody`
 * JSON — `{code, message, fields?}` with a Korean message (ARCHITECTURE.md "Invariants").
 */
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../contract/api';
import { WARDROBE_API } from '../../contract/wardrobe';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  type Harness,
} from '../../test/harness';

/** Cases per run: a few thousand over all endpoints, within about a minute. */
const RUNS = 2_500;
const SEED = 20_261_124;
const HANGUL = /[\uAC00-\uD7A3]/;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  /** Path; `{id}` is replaced by a generated path segment. */
  path: string;
  /** Field names the call reads (bodies mix these with random ones). */
  fields: string[];
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: API.login, fields: ['email', 'password'] },
  {
    method: 'POST',
    path: API.signup,
    fields: ['email', 'username', 'password', 'height', 'weight', 'age', 'sex'],
  },
  { method: 'POST', path: API.findEmail, fields: ['username'] },
  { method: 'POST', path: API.findPassword, fields: ['username', 'email'] },
  { method: 'POST', path: API.resetPassword, fields: ['email', 'code', 'token', 'new_password'] },
  { method: 'GET', path: API.userInfo, fields: [] },
  { method: 'GET', path: API.accountUpdate, fields: [] },
  {
    method: 'PATCH',
    path: API.accountUpdate,
    fields: ['username', 'age', 'sex', 'height', 'weight'],
  },
  { method: 'PUT', path: API.changePassword, fields: ['current_password', 'new_password'] },
  { method: 'POST', path: API.refresh, fields: ['refresh'] },
  { method: 'POST', path: API.logout, fields: ['refresh'] },
  { method: 'POST', path: API.uploadImage, fields: ['image'] },
  { method: 'POST', path: API.generator, fields: ['image_url', 'category', 'count'] },
  { method: 'GET', path: API.pickedByTime, fields: ['user_id'] },
  { method: 'POST', path: API.recommendPickedToggle, fields: ['recommendation_id', 'liked'] },
  { method: 'POST', path: API.mainPickedToggle, fields: ['main_recommendation_id', 'liked'] },
  { method: 'GET', path: API.recommendPickedByTime, fields: ['user_id', 'order'] },
  { method: 'GET', path: API.recommendPickedByPrice, fields: ['user_id', 'sort'] },
  { method: 'GET', path: API.recommendPickedByStyle, fields: ['user_id', 'style'] },
  { method: 'GET', path: API.mainPickedByTime, fields: ['user_id', 'order'] },
  { method: 'GET', path: API.mainPickedByPrice, fields: ['user_id', 'sort'] },
  { method: 'GET', path: API.mainPickedByStyle, fields: ['user_id', 'style'] },
  { method: 'GET', path: `${API.recommendPickedDetail}{id}/`, fields: [] },
  { method: 'GET', path: `${API.mainPickedDetail}{id}/`, fields: [] },
  { method: 'GET', path: API.mainRandom, fields: ['count'] },
  { method: 'GET', path: API.mainByPrice, fields: ['brackets', 'per'] },
  { method: 'GET', path: API.mainByStyle, fields: ['style', 'count'] },
  { method: 'GET', path: WARDROBE_API.wardrobe, fields: [] },
  { method: 'POST', path: WARDROBE_API.wardrobe, fields: ['image_url', 'category', 'colour'] },
  { method: 'PATCH', path: `${WARDROBE_API.wardrobe}{id}/`, fields: ['category', 'colour'] },
  { method: 'DELETE', path: `${WARDROBE_API.wardrobe}{id}/`, fields: [] },
  { method: 'GET', path: `${WARDROBE_API.pictures}{id}`, fields: [] },
  { method: 'GET', path: '/accounts/{id}/login/', fields: [] },
  { method: 'GET', path: '/accounts/{id}/callback/', fields: ['code', 'state', 'error'] },
];

/** Strings a client might send: ordinary, hostile and broken. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '미니멀',
    '캐주얼',
    'newest',
    'high',
    '10만원대',
    'M',
    'F',
    '<script>',
    '%',
    '%E0%A4%A',
    '\uD800',
    '1e309',
    '-1',
    '2147483648',
    '99999999999999999999',
  ),
  fc.emailAddress(),
  fc.string({ minLength: 300, maxLength: 3_000 }),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt().map((n) => Number(n)),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('any'), { maxKeys: 4 }),
  ),
})).any;

function bodyFor(endpoint: Endpoint) {
  const known = endpoint.fields.length
    ? fc.dictionary(fc.constantFrom(...endpoint.fields), value, { maxKeys: endpoint.fields.length })
    : fc.constant({});
  return fc.oneof(
    fc.record({
      kind: fc.constant('json' as const),
      value: fc
        .tuple(known, fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 2 }))
        .map(([a, b]) => ({ ...b, ...a })),
    }),
    fc.record({ kind: fc.constant('json' as const), value }),
    fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'image/jpeg',
      ),
      raw: fc.oneof(
        text,
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'null',
          '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
          '--x--',
        ),
      ),
    }),
    fc.constant({ kind: 'none' as const }),
  );
}

const queryArb = (endpoint: Endpoint) =>
  fc.oneof(
    fc.constant(''),
    fc
      .dictionary(fc.constantFrom(...(endpoint.fields.length ? endpoint.fields : ['x'])), text, {
        maxKeys: 3,
      })
      .map((q) => new URLSearchParams(q).toString()),
    fc.constantFrom('a=%E0%A4%A', 'count=%00', 'style=%ZZ', '&&=&', 'count=1&count=2'),
  );
/** A path segment: percent-encoded text (a lone surrogate becomes its invalid UTF-8 bytes). */
const segment = text.map((t) =>
  t.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%]+/g, (part) => encodeURIComponent(part)),
);
const idArb = fc.oneof(
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  segment,
  fc.constantFrom('%00', '%E0%A4%A', 'kakao', 'google', 'naver', '..', '%2F'),
);

let h: Harness;
let tokens: Record<'member' | 'garbage' | 'hugeSub' | 'refreshAsAccess', string>;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
  const member = await signUpAndLogIn(h);
  const hugeSub = await new SignJWT({ typ: 'access', sid: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('2147483648')
    .setIssuer('fitpick')
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('test-secret-0123456789'));
  tokens = {
    member: member.access,
    garbage: 'not.a.jwt',
    hugeSub,
    refreshAsAccess: member.refresh,
  };
});
afterAll(async () => h.close());

describe('fuzz: every SPEC §7 call', () => {
  it(`should answer ${RUNS} random requests without a 5xx, every error as {code, message} in Korean`, async () => {
    const requestArb = fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        id: idArb,
        query: queryArb(endpoint),
        body: bodyFor(endpoint),
        token: fc.constantFrom(null, 'member', 'garbage', 'hugeSub', 'refreshAsAccess'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(requestArb, async ({ endpoint, id, query, body, token }) => {
        const url = `${endpoint.path.replace('{id}', id)}${query ? `?${query}` : ''}`;
        const headers: Record<string, string> = token
          ? { authorization: `Bearer ${tokens[token as keyof typeof tokens]}` }
          : {};
        let payload: string | undefined;
        if (body.kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body.value);
        } else if (body.kind === 'raw') {
          headers['content-type'] = body.contentType;
          payload = body.raw;
        }
        const res = await h.app.inject({
          method: endpoint.method,
          url,
          headers,
          remoteAddress: randomClientAddress(),
          ...(payload !== undefined ? { payload } : {}),
        });
        const where = `${endpoint.method} ${url} ${payload?.slice(0, 200) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const error = res.json<{ code: unknown; message: unknown; fields?: unknown }>();
          expect(typeof error.code, where).toBe('string');
          expect(error.message, where).toEqual(expect.stringMatching(HANGUL));
          if (error.fields !== undefined) {
            for (const messages of Object.values(error.fields as Record<string, unknown>)) {
              expect(
                Array.isArray(messages) &&
                  messages.every((m) => typeof m === 'string' && HANGUL.test(m)),
                where,
              ).toBe(true);
            }
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
