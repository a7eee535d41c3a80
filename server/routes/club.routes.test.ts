import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainRecommendation } from '../../contract/api';
import type { OutfitDetail } from '../../contract/picked';
import { PRICE_BRACKETS } from '../../contract/taxonomy';
import { OUTFITS } from '../catalog/sample/club-outfits';
import { DRAW_EVERY_MS, POOL_SIZE } from '../services/answer-pool';
import { recognition } from '../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('GET main/by-price/', () => {
  it('should group random club outfits by price bracket label', async () => {
    const res = await get('/api/picked/v1/main/by-price/?brackets=100000,200000,300000&per=4');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, MainRecommendation[]>>();
    expect(Object.keys(body)).toEqual(['10만원대', '20만원대', '30만원대']);
    for (const bracket of PRICE_BRACKETS) {
      const list = body[bracket.label]!;
      expect(list.length, bracket.label).toBeGreaterThan(0);
      expect(list.length, bracket.label).toBeLessThanOrEqual(4);
      for (const outfit of list) {
        expect(outfit.total_price).toBeGreaterThanOrEqual(bracket.min);
        expect(outfit.total_price).toBeLessThanOrEqual(bracket.max);
      }
    }
  });

  it('should answer only the asked brackets, default to all three, and refuse unknown ones', async () => {
    const one = await get('/api/picked/v1/main/by-price/?brackets=200000&per=2');
    expect(Object.keys(one.json())).toEqual(['20만원대']);
    expect(one.json()['20만원대'].length).toBeLessThanOrEqual(2);
    expect(Object.keys((await get('/api/picked/v1/main/by-price/')).json())).toEqual([
      '10만원대',
      '20만원대',
      '30만원대',
    ]);

    const unknown = await get('/api/picked/v1/main/by-price/?brackets=150000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      '가격대(brackets)는 100000, 200000, 300000 중에서 골라 주세요.',
    );
    const badPer = await get('/api/picked/v1/main/by-price/?per=0');
    expect(badPer.statusCode).toBe(400);
    expect(badPer.json().message).toBe('개수(per)는 1~20 사이의 정수여야 해요.');
  });
});

describe('GET main/by-style/', () => {
  it('should give random club outfits of the asked style', async () => {
    for (const style of ['미니멀', '캐주얼']) {
      const res = await get(
        `/api/picked/v1/main/by-style/?style=${encodeURIComponent(style)}&count=4`,
      );
      expect(res.statusCode).toBe(200);
      const list = res.json<MainRecommendation[]>();
      expect(list).toHaveLength(4);
      expect(list.every((o) => o.style === style)).toBe(true);
    }
  });

  it('should refuse an unknown style and a bad count', async () => {
    const res = await get(`/api/picked/v1/main/by-style/?style=${encodeURIComponent('스트릿')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('스타일은 미니멀 또는 캐주얼이어야 해요.');
    expect((await get('/api/picked/v1/main/by-style/?count=abc')).statusCode).toBe(400);
  });
});

describe('GET main_picked/{id}/', () => {
  it('should give a club outfit’s details without a token', async () => {
    const [outfit] = (await get('/api/picked/v1/main/random/?count=1')).json<
      MainRecommendation[]
    >();
    const res = await get(`/api/picked/v1/main_picked/${outfit!.id}/`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<OutfitDetail>();
    expect(detail).toMatchObject({
      id: outfit!.id,
      goods_name: outfit!.goods_name,
      total_price: outfit!.total_price,
      style: outfit!.style,
      reasoning_text: outfit!.reasoning_text,
    });
    expect(new Date(detail.created_at).getTime()).not.toBeNaN();
    // The detail adds the fit and size chart the list leaves out.
    const { sizes, fit, ...listed } = detail.top!;
    expect(sizes!.length).toBeGreaterThan(0);
    expect(fit).toBeTruthy();
    expect(listed).toEqual(outfit!.top);
  });

  it('should answer 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/picked/v1/main_picked/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('클럽 코디를 찾을 수 없어요.');
    expect((await get('/api/picked/v1/main_picked/0/')).statusCode).toBe(400);
    expect((await get('/api/picked/v1/main_picked/1e3x/')).statusCode).toBe(400);
  });
});

describe('the home lists in late November', () => {
  /** A clock the tests move; 26 November in Korea. */
  let clock = new Date('2026-11-26T00:30:00+09:00').getTime();
  let autumn: Harness;
  beforeAll(async () => {
    autumn = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      now: () => new Date(clock),
    });
  });
  afterAll(async () => autumn.close());

  it('should show autumn looks, not spring ones, on 26 November in Korea', async () => {
    const titles = new Map(OUTFITS.map((look) => [look.title, look.season]));
    for (let i = 0; i < 5; i++) {
      const random = (
        await autumn.app.inject({ method: 'GET', url: '/api/picked/v1/main/random/?count=4' })
      ).json<MainRecommendation[]>();
      expect(random.map((o) => titles.get(o.goods_name))).toEqual(['가을', '가을', '가을', '가을']);
      // Every price bracket has cold-weather looks enough for its strip of four.
      const byPrice = (
        await autumn.app.inject({ method: 'GET', url: '/api/picked/v1/main/by-price/?per=4' })
      ).json<Record<string, MainRecommendation[]>>();
      for (const [bracket, looks] of Object.entries(byPrice)) {
        expect(looks, bracket).toHaveLength(4);
        for (const look of looks)
          expect(['가을', '겨울'], `${bracket}: ${look.goods_name}`).toContain(
            titles.get(look.goods_name),
          );
      }
    }
  });

  it('should answer the home lists from a pool of random draws, renewed one at a time, each as sent before', async () => {
    // Queries of their own (the test above drew count=4 already).
    for (const url of [
      '/api/picked/v1/main/random/?count=5',
      `/api/picked/v1/main/by-style/?style=${encodeURIComponent('캐주얼')}&count=3`,
      '/api/picked/v1/main/by-price/?brackets=200000,100000&per=3',
    ]) {
      const answer = async (encoding = 'identity') => {
        const res = await autumn.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        return encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
      };
      const drawn = new Set<string>();
      for (let i = 0; i < POOL_SIZE; i += 1) drawn.add(await answer());
      // Random draws: more than one order of outfits among them.
      expect(drawn.size, url).toBeGreaterThan(1);
      for (let i = 0; i < 2 * POOL_SIZE; i += 1)
        expect(drawn.has(await answer(i % 2 ? 'br' : 'identity')), url).toBe(true);
      // Time passes: one new draw replaces a kept one.
      clock += DRAW_EVERY_MS;
      const renewed = JSON.parse(await answer()) as unknown;
      if (url.includes('by-price'))
        expect(Object.keys(renewed as object), url).toEqual(['10만원대', '20만원대']);
      else expect((renewed as unknown[]).length, url).toBe(url.includes('count=5') ? 5 : 3);
    }
  });
});
