import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OutfitDetail,
  PickedEntry,
  SavedAiOutfit,
  SavedClubOutfit,
} from '../../contract/picked';
import { insertRecommendation } from '../../test/factories/outfits';
import { recognition } from '../../test/factories/recognition';
import { createHarness, fakeRecognizer, signUpAndLogIn, type Harness } from '../../test/harness';

let h: Harness;
/** Member A: three liked AI recommendations (liked in this order) and one not liked. */
let a: { access: string; userId: number; liked: number[]; notLiked: number };
/** Member B: one liked AI recommendation and two liked club outfits. */
let b: {
  access: string;
  userId: number;
  liked: number[];
  clubs: { id: number; total_price: number; style: string }[];
};

async function member(): Promise<{ access: string; userId: number }> {
  const { access } = await signUpAndLogIn(h);
  const info = await h.app.inject({
    method: 'GET',
    url: '/api/account/v1/user_info/',
    headers: { authorization: `Bearer ${access}` },
  });
  return { access, userId: info.json().user_id as number };
}

const get = (url: string, token: string | null) =>
  h.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function like(token: string, path: 'recommend' | 'main', id: number) {
  const payload =
    path === 'recommend'
      ? { recommendation_id: id, liked: true }
      : { main_recommendation_id: id, liked: true };
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/picked/v1/${path}_picked/toggle/`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
  const ma = await member();
  const cheapCasual = await insertRecommendation(h.db, {
    userId: ma.userId,
    style: '캐주얼',
    totalPrice: 120_000,
  });
  const dearMinimal = await insertRecommendation(h.db, {
    userId: ma.userId,
    style: '미니멀',
    totalPrice: 380_000,
  });
  const midMinimal = await insertRecommendation(h.db, {
    userId: ma.userId,
    style: '미니멀',
    totalPrice: 250_000,
  });
  const notLiked = await insertRecommendation(h.db, {
    userId: ma.userId,
    style: '캐주얼',
    totalPrice: 300_000,
  });
  for (const id of [cheapCasual, dearMinimal, midMinimal]) await like(ma.access, 'recommend', id);
  a = { ...ma, liked: [cheapCasual, dearMinimal, midMinimal], notLiked };

  const mb = await member();
  const own = await insertRecommendation(h.db, {
    userId: mb.userId,
    style: '캐주얼',
    totalPrice: 99_000,
  });
  await like(mb.access, 'recommend', own);
  const minimal = (await get('/api/picked/v1/main/by-style/?style=미니멀&count=1', null)).json()[0];
  const casual = (await get('/api/picked/v1/main/by-style/?style=캐주얼&count=1', null)).json()[0];
  for (const club of [minimal, casual]) await like(mb.access, 'main', club.id);
  b = { ...mb, liked: [own], clubs: [minimal, casual] };
});
afterAll(async () => h.close());

describe('GET /api/picked/v1/by-time/', () => {
  it('should list the member’s liked recommendation ids, newest first', async () => {
    const res = await get('/api/picked/v1/by-time/', a.access);
    expect(res.statusCode).toBe(200);
    const entries = res.json<PickedEntry[]>();
    expect(entries.map((e) => e.recommendation_id)).toEqual([...a.liked].reverse());
    expect(new Date(entries[0]!.created_at).toISOString()).toBe(entries[0]!.created_at);
  });

  it('should need a token', async () => {
    expect((await get('/api/picked/v1/by-time/', null)).statusCode).toBe(401);
  });
});

describe('recommend_picked lists', () => {
  const ids = (res: { json: () => unknown }) =>
    (res.json() as SavedAiOutfit[]).map((o) => o.recommendation.id);

  it('should sort by like time both ways, with items and a saved-entry uuid', async () => {
    const newest = await get('/api/picked/v1/recommend_picked/by-time/?order=newest', a.access);
    expect(ids(newest)).toEqual([...a.liked].reverse());
    const oldest = await get('/api/picked/v1/recommend_picked/by-time/?order=oldest', a.access);
    expect(ids(oldest)).toEqual(a.liked);
    const [first] = oldest.json<SavedAiOutfit[]>();
    expect(first!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.recommendation).toMatchObject({
      total_price: 120_000,
      style: '캐주얼',
      reasoning_text: '테스트용 추천 코디입니다.',
    });
    expect(first!.recommendation.bottom).toMatchObject({
      category: 'bottom',
      similar_to_photo: true,
    });
    expect(first!.recommendation.top?.s3_path).toBeTruthy();
    expect(ids(await get('/api/picked/v1/recommend_picked/by-time/', a.access))).toEqual(
      [...a.liked].reverse(),
    );
  });

  it('should sort by price high and low', async () => {
    const high = await get('/api/picked/v1/recommend_picked/by-price/?sort=high', a.access);
    expect(high.json<SavedAiOutfit[]>().map((o) => o.recommendation.total_price)).toEqual([
      380_000, 250_000, 120_000,
    ]);
    const low = await get('/api/picked/v1/recommend_picked/by-price/?sort=low', a.access);
    expect(low.json<SavedAiOutfit[]>().map((o) => o.recommendation.total_price)).toEqual([
      120_000, 250_000, 380_000,
    ]);
  });

  it('should filter by style sent in Korean', async () => {
    const minimal = await get(
      `/api/picked/v1/recommend_picked/by-style/?style=${encodeURIComponent('미니멀')}`,
      a.access,
    );
    expect(ids(minimal)).toEqual([a.liked[2], a.liked[1]]);
    const casual = await get(
      `/api/picked/v1/recommend_picked/by-style/?style=${encodeURIComponent('캐주얼')}`,
      a.access,
    );
    expect(ids(casual)).toEqual([a.liked[0]]);
  });

  it('should show a member only their own list whatever user_id the query names', async () => {
    for (const path of [
      'by-time/?order=newest',
      'by-price/?sort=high',
      `by-style/?style=${encodeURIComponent('캐주얼')}`,
    ]) {
      const res = await get(
        `/api/picked/v1/recommend_picked/${path}&user_id=${a.userId}`,
        b.access,
      );
      expect(res.statusCode, path).toBe(200);
      expect(ids(res), path).toEqual(b.liked);
    }
  });

  it('should refuse bad queries with 400 and Korean messages, and no token with 401', async () => {
    const cases: [string, string][] = [
      ['by-time/?order=sideways', '정렬(order)은 newest 또는 oldest여야 해요.'],
      ['by-price/?sort=expensive', '정렬(sort)은 high 또는 low여야 해요.'],
      ['by-style/?style=스트릿', '스타일은 미니멀 또는 캐주얼이어야 해요.'],
    ];
    for (const [path, message] of cases) {
      const res = await get(`/api/picked/v1/recommend_picked/${encodeURI(path)}`, a.access);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message, path).toBe(message);
      expect(
        (await get(`/api/picked/v1/recommend_picked/${encodeURI(path)}`, null)).statusCode,
        path,
      ).toBe(401);
    }
  });
});

describe('main_picked lists', () => {
  it('should list liked club outfits by time, price and style', async () => {
    const newest = await get('/api/picked/v1/main_picked/by-time/?order=newest', b.access);
    expect(newest.statusCode).toBe(200);
    const outfits = newest.json<SavedClubOutfit[]>();
    expect(outfits.map((o) => o.id)).toEqual([b.clubs[1]!.id, b.clubs[0]!.id]);
    expect(outfits[0]).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      style: '캐주얼',
      main_recommendation: { id: b.clubs[1]!.id },
    });
    expect(outfits[0]!.goods_name).toBe(outfits[0]!.main_recommendation.goods_name);

    const oldest = await get('/api/picked/v1/main_picked/by-time/?order=oldest', b.access);
    expect(oldest.json<SavedClubOutfit[]>().map((o) => o.id)).toEqual([
      b.clubs[0]!.id,
      b.clubs[1]!.id,
    ]);

    const prices = [...b.clubs].map((c) => c.total_price).sort((x, y) => y - x);
    const high = await get('/api/picked/v1/main_picked/by-price/?sort=high', b.access);
    expect(high.json<SavedClubOutfit[]>().map((o) => o.total_price)).toEqual(prices);
    const low = await get('/api/picked/v1/main_picked/by-price/?sort=low', b.access);
    expect(low.json<SavedClubOutfit[]>().map((o) => o.total_price)).toEqual([...prices].reverse());

    const minimal = await get(
      `/api/picked/v1/main_picked/by-style/?style=${encodeURIComponent('미니멀')}`,
      b.access,
    );
    expect(minimal.json<SavedClubOutfit[]>().map((o) => o.id)).toEqual([b.clubs[0]!.id]);
  });

  it('should give A an empty club list even when asking for B’s user_id, and 401 without a token', async () => {
    const res = await get(
      `/api/picked/v1/main_picked/by-time/?order=newest&user_id=${b.userId}`,
      a.access,
    );
    expect(res.json()).toEqual([]);
    expect((await get('/api/picked/v1/main_picked/by-time/', null)).statusCode).toBe(401);
  });
});

describe('GET recommend_picked/{id}/', () => {
  it('should give the member’s own recommendation, liked or not', async () => {
    const res = await get(`/api/picked/v1/recommend_picked/${a.notLiked}/`, a.access);
    expect(res.statusCode).toBe(200);
    const detail = res.json<OutfitDetail>();
    expect(detail).toMatchObject({
      id: a.notLiked,
      total_price: 300_000,
      style: '캐주얼',
      reasoning_text: '테스트용 추천 코디입니다.',
    });
    expect(detail.recommendation_code).toBeTruthy();
    expect(detail.top && detail.outer && detail.bottom && detail.shoes).toBeTruthy();
  });

  it('should hide another member’s recommendation, and refuse bad ids and missing tokens', async () => {
    const other = await get(`/api/picked/v1/recommend_picked/${a.liked[0]}/`, b.access);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('추천 코디를 찾을 수 없어요.');
    const bad = await get('/api/picked/v1/recommend_picked/abc/', a.access);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('코디 번호가 올바르지 않아요.');
    expect((await get(`/api/picked/v1/recommend_picked/${a.liked[0]}/`, null)).statusCode).toBe(
      401,
    );
  });
});
