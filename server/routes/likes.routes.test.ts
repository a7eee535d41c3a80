import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecommendation } from '../../test/factories/outfits';
import { recognition } from '../../test/factories/recognition';
import { createHarness, fakeRecognizer, signUpAndLogIn, type Harness } from '../../test/harness';

let h: Harness;
/** The app's clock: tests move it forward to age idempotency keys. */
let clock = new Date();
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()), now: () => clock });
});
afterAll(async () => h.close());

/** A signed-in member with their id. */
async function member(): Promise<{ access: string; userId: number }> {
  const { access } = await signUpAndLogIn(h);
  const info = await h.app.inject({
    method: 'GET',
    url: '/api/account/v1/user_info/',
    headers: { authorization: `Bearer ${access}` },
  });
  return { access, userId: info.json().user_id as number };
}

function toggle(kind: 'recommend' | 'main', token: string | null, payload: object, key?: string) {
  return h.app.inject({
    method: 'POST',
    url: `/api/picked/v1/${kind}_picked/toggle/`,
    payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
  });
}

async function firstClubId(): Promise<number> {
  const [outfit] = (
    await h.app.inject({ method: 'GET', url: '/api/picked/v1/main/random/?count=1' })
  ).json();
  return outfit.id as number;
}

describe('concurrent unkeyed flips', () => {
  it('should alternate exactly: 50 flips of one outfit at once give 25 added, 25 removed and end unliked', async () => {
    const { access, userId } = await member();
    const aiId = await insertRecommendation(h.db, { userId });
    const clubId = await firstClubId();
    for (const [kind, payload] of [
      ['recommend', { recommendation_id: aiId }],
      ['main', { main_recommendation_id: clubId }],
    ] as const) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => toggle(kind, access, payload)),
      );
      const statuses = answers.map((res) => res.json().status as string);
      expect(
        statuses.filter((s) => s === 'added'),
        kind,
      ).toHaveLength(25);
      expect(
        statuses.filter((s) => s === 'removed'),
        kind,
      ).toHaveLength(25);
    }
    expect(
      await h.db
        .selectFrom('recommendation_likes')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([]);
    expect(
      await h.db
        .selectFrom('main_recommendation_likes')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),
    ).toEqual([]);
  });
});

describe('POST recommend_picked/toggle/', () => {
  it('should flip without liked: 201 added, then 200 removed', async () => {
    const { access, userId } = await member();
    const id = await insertRecommendation(h.db, { userId });
    const first = await toggle('recommend', access, { recommendation_id: id });
    expect([first.statusCode, first.json()]).toEqual([201, { status: 'added' }]);
    const second = await toggle('recommend', access, { recommendation_id: String(id) });
    expect([second.statusCode, second.json()]).toEqual([200, { status: 'removed' }]);
  });

  it('should set the desired state with liked, repeatedly', async () => {
    const { access, userId } = await member();
    const id = await insertRecommendation(h.db, { userId });
    for (let i = 0; i < 2; i += 1) {
      const res = await toggle('recommend', access, { recommendation_id: id, liked: true });
      expect([res.statusCode, res.json()]).toEqual([201, { status: 'added' }]);
    }
    const rows = await h.db
      .selectFrom('recommendation_likes')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const res = await toggle('recommend', access, { recommendation_id: id, liked: false });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'removed' }]);
    }
  });

  it('should not let a member like another member’s recommendation, nor an unknown one', async () => {
    const a = await member();
    const b = await member();
    const id = await insertRecommendation(h.db, { userId: a.userId });
    const res = await toggle('recommend', b.access, { recommendation_id: id, liked: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: '추천 코디를 찾을 수 없어요.' });
    expect((await toggle('recommend', b.access, { recommendation_id: 999_999 })).statusCode).toBe(
      404,
    );
  });

  it('should answer bad input with 400 and a Korean message, and no token with 401', async () => {
    const { access } = await member();
    for (const payload of [
      {},
      { recommendation_id: 'abc' },
      { recommendation_id: -1 },
      { recommendation_id: 1.5 },
      { recommendation_id: 1, liked: 'yes' },
    ]) {
      const res = await toggle('recommend', access, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/올바르지 않아요|true 또는 false/);
    }
    const anonymous = await toggle('recommend', null, { recommendation_id: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('로그인이 필요합니다.');
  });
});

describe('POST main_picked/toggle/', () => {
  it('should flip and set a club outfit like, and 404 an unknown one', async () => {
    const { access } = await member();
    const id = await firstClubId();
    expect((await toggle('main', access, { main_recommendation_id: id })).statusCode).toBe(201);
    expect((await toggle('main', access, { main_recommendation_id: id })).statusCode).toBe(200);
    expect(
      (await toggle('main', access, { main_recommendation_id: id, liked: true })).json(),
    ).toEqual({ status: 'added' });
    const unknown = await toggle('main', access, { main_recommendation_id: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('클럽 코디를 찾을 수 없어요.');
    expect((await toggle('main', null, { main_recommendation_id: id })).statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('should apply a key once and answer a repeat with the first answer', async () => {
    const { access, userId } = await member();
    const id = await firstClubId();
    const key = randomUUID();
    const first = await toggle('main', access, { main_recommendation_id: id }, key);
    const repeat = await toggle('main', access, { main_recommendation_id: id }, key);
    expect([first.statusCode, first.json()]).toEqual([201, { status: 'added' }]);
    expect([repeat.statusCode, repeat.json()]).toEqual([201, { status: 'added' }]);
    expect(repeat.headers['idempotent-replayed']).toBe('true');

    const likes = await h.db
      .selectFrom('main_recommendation_likes')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(likes).toHaveLength(1);
    const keys = await h.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ key, status: 201, body: '{"status":"added"}' });

    const next = await toggle('main', access, { main_recommendation_id: id }, randomUUID());
    expect([next.statusCode, next.json()]).toEqual([200, { status: 'removed' }]);
  });

  it('should apply concurrent repeats of a key once', async () => {
    const { access, userId } = await member();
    const id = await insertRecommendation(h.db, { userId });
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => toggle('recommend', access, { recommendation_id: id }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const likes = await h.db
      .selectFrom('recommendation_likes')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(likes).toHaveLength(1);
  });

  it('should keep keys per member', async () => {
    const a = await member();
    const b = await member();
    const id = await firstClubId();
    const key = randomUUID();
    expect(
      (await toggle('main', a.access, { main_recommendation_id: id, liked: true }, key)).statusCode,
    ).toBe(201);
    expect(
      (await toggle('main', b.access, { main_recommendation_id: id, liked: false }, key))
        .statusCode,
    ).toBe(200);
  });

  it('should refuse a key reused for another toggle, and a malformed key', async () => {
    const { access } = await member();
    const id = await firstClubId();
    const key = randomUUID();
    await toggle('main', access, { main_recommendation_id: id, liked: true }, key);
    const reused = await toggle('main', access, { main_recommendation_id: id, liked: false }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toContain('다른 요청에 쓰였어요');
    const malformed = await toggle(
      'main',
      access,
      { main_recommendation_id: id },
      'no spaces allowed',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Idempotency-Key');
  });

  it('should store nothing for a failed request, so the key can be retried', async () => {
    const { access, userId } = await member();
    const key = randomUUID();
    expect(
      (await toggle('recommend', access, { recommendation_id: 999_999 }, key)).statusCode,
    ).toBe(404);
    const keys = await h.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(keys).toHaveLength(0);
  });

  it('should prune keys older than seven days, at most hourly', async () => {
    const { access, userId } = await member();
    const id = await firstClubId();
    await toggle('main', access, { main_recommendation_id: id }, 'kept-key-1');
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    await toggle('main', access, { main_recommendation_id: id }, 'new-key-2');
    const left = await h.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', userId)
      .execute();
    expect(left.map((r) => r.key)).toEqual(['new-key-2']);
  });
});
