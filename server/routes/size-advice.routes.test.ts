/** Size charts and size advice on the wire, and fit feedback (routes/size-advice.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorResponse, MainRecommendation, ProductItem } from '../../contract/api';
import type { OutfitDetail, SavedRecommendation } from '../../contract/picked';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signUpAndLogIn,
  solidJpeg,
  uploadImage,
  type Harness,
} from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    now: () => new Date('2026-11-21T03:00:00Z'),
  });
});
afterAll(async () => h.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function setBody(access: string, body: Record<string, string>) {
  const res = await h.app.inject({
    method: 'PATCH',
    url: '/api/account/v1/update/',
    headers: auth(access),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>>();
}

async function generate(access: string): Promise<GeneratorResponse> {
  const upload = await uploadImage(h, access, await solidJpeg(400, 600, '#5f7fa6'));
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    headers: auth(access),
    payload: { image_url: upload.json().image_url },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GeneratorResponse>();
}

function itemsOf(answer: GeneratorResponse): ProductItem[] {
  return answer.product_combinations.flatMap((c) =>
    Object.values(c.combination).filter((i): i is ProductItem => i !== null),
  );
}

function feedback(access: string, payload: object) {
  return h.app.inject({
    method: 'POST',
    url: '/api/account/v1/fit-feedback/',
    headers: auth(access),
    payload,
  });
}

async function recommendationDetail(access: string, id: number): Promise<SavedRecommendation> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/picked/v1/recommend_picked/${id}/`,
    headers: auth(access),
  });
  expect(res.statusCode).toBe(200);
  return res.json<SavedRecommendation>();
}

/** Every product item of an answer (a list, a detail, the generator's), found by its fields. */
function productItems(v: unknown): ProductItem[] {
  if (typeof v !== 'object' || v === null) return [];
  if ('sub_category' in v && 's3_path' in v) return [v as ProductItem];
  return Object.values(v).flatMap(productItems);
}

async function getJson<T>(url: string, access?: string): Promise<T> {
  const res = await h.app.inject({ method: 'GET', url, headers: access ? auth(access) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('size charts where a screen shows them', () => {
  it('sends the home lists without charts and the club outfit’s detail with them', async () => {
    const lists = [
      '/api/picked/v1/main/random/?count=8',
      '/api/picked/v1/main/by-price/?brackets=100000,200000,300000&per=4',
      `/api/picked/v1/main/by-style/?style=${encodeURIComponent('캐주얼')}&count=4`,
    ];
    for (const url of lists) {
      const items = productItems(await getJson(url));
      expect(items.length, url).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.sizes, url).toBeUndefined();
        expect(item.fit, url).toBeUndefined();
      }
    }
    const [outfit] = await getJson<MainRecommendation[]>('/api/picked/v1/main/random/?count=1');
    const detail = await getJson<OutfitDetail>(`/api/picked/v1/main_picked/${outfit!.id}/`);
    for (const item of productItems(detail)) {
      expect(item.sizes!.length).toBeGreaterThanOrEqual(5);
      expect(item.fit).toBeTruthy();
    }
    const { sizes: _chart, fit: _fit, ...listed } = detail.top!;
    expect(listed).toEqual(outfit!.top);
  });

  it('gives the generator’s tiles and the saved lists the advised size but no chart; the detail both', async () => {
    const { access } = await signUpAndLogIn(h);
    await setBody(access, { height: '168', weight: '82' });
    const answer = await generate(access);
    const tiles = itemsOf(answer);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      expect(tile.sizes).toBeUndefined();
      expect(tile.fit).toBeUndefined();
      expect(tile.size_advice).toBeDefined();
    }
    const { recommendation_id: id } = answer.product_combinations[0]!;
    const [outfit] = await getJson<MainRecommendation[]>('/api/picked/v1/main/random/?count=1');
    for (const [path, payload] of [
      ['recommend_picked', { recommendation_id: id, liked: true }],
      ['main_picked', { main_recommendation_id: outfit!.id, liked: true }],
    ] as const) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/picked/v1/${path}/toggle/`,
        headers: auth(access),
        payload,
      });
      expect(res.statusCode).toBe(201);
      const saved = productItems(await getJson(`/api/picked/v1/${path}/by-time/`, access));
      expect(saved.length, path).toBeGreaterThan(0);
      for (const item of saved) {
        expect(item.sizes, path).toBeUndefined();
        expect(item.size_advice, path).toBeDefined();
      }
    }
    const detail = await recommendationDetail(access, id);
    for (const item of productItems(detail)) {
      expect(item.sizes!.map((r) => r.size)).toContain(item.size_advice!.size);
      const tile = tiles.find((t) => t.id === item.id)!;
      expect(tile.size_advice).toEqual(item.size_advice);
    }
  });
});

describe('size advice in answers', () => {
  it('gives no advice to a member without weight', async () => {
    const { access } = await signUpAndLogIn(h); // height 175, no weight
    const answer = await generate(access);
    const items = itemsOf(answer);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.size_advice).toBeUndefined();
    const detail = await recommendationDetail(
      access,
      answer.product_combinations[0]!.recommendation_id,
    );
    for (const item of productItems(detail)) {
      expect(item.sizes!.length).toBeGreaterThanOrEqual(5);
      expect(item.fit).toBeTruthy();
      expect(item.size_advice).toBeUndefined();
    }
  });

  it('advises a member with height and weight a size of the item’s own chart, with a reason', async () => {
    const { access } = await signUpAndLogIn(h);
    await setBody(access, { height: '168', weight: '82' });
    const answer = await generate(access);
    for (const combination of answer.product_combinations) {
      const detail = await recommendationDetail(access, combination.recommendation_id);
      for (const item of productItems(detail)) {
        expect(item.sizes!.map((r) => r.size)).toContain(item.size_advice!.size);
        expect(['sure', 'likely', 'unsure']).toContain(item.size_advice!.confidence);
      }
    }
    const top = itemsOf(answer).find((i) => i.category === 'top')!;
    expect(top.size_advice!.reason).toMatch(
      /^추정 가슴둘레 104\.5cm · \S+ 가슴단면 [\d.]+cm, .+ 핏 기준 여유 [\d.]+cm/,
    );
  });

  it('prefers the chest the member entered, and clears it when sent empty', async () => {
    const { access } = await signUpAndLogIn(h);
    const profile = await setBody(access, {
      height: '175',
      weight: '70',
      chest_cm: '110',
      shoe_mm: '275',
    });
    expect(profile).toMatchObject({ chest_cm: 110, waist_cm: null, shoe_mm: 275 });
    const items = itemsOf(await generate(access));
    expect(items.find((i) => i.category === 'top')!.size_advice!.reason).toMatch(/^가슴둘레 110cm/);
    expect(items.find((i) => i.category === 'shoes')!.size_advice).toMatchObject({
      size: '275',
      confidence: 'sure',
    });
    expect(await setBody(access, { height: '175', weight: '70', chest_cm: '' })).toMatchObject({
      chest_cm: null,
      shoe_mm: 275,
    });
  });

  it('refuses a body measure out of range or a shoe size off the 5 mm grid', async () => {
    const { access } = await signUpAndLogIn(h);
    for (const bad of [{ chest_cm: '30' }, { shoe_mm: '262' }]) {
      const res = await h.app.inject({
        method: 'PATCH',
        url: '/api/account/v1/update/',
        headers: auth(access),
        payload: { height: '175', weight: '70', ...bad },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('advises on a club outfit’s detail only when a signed-in member asks', async () => {
    const { access } = await signUpAndLogIn(h);
    await setBody(access, { height: '172', weight: '70' });
    const [outfit] = (
      await h.app.inject({ method: 'GET', url: '/api/picked/v1/main/random/?count=1' })
    ).json<MainRecommendation[]>();
    const url = `/api/picked/v1/main_picked/${outfit!.id}/`;
    const anonymous = (await h.app.inject({ method: 'GET', url })).json<OutfitDetail>();
    const member = (
      await h.app.inject({ method: 'GET', url, headers: auth(access) })
    ).json<OutfitDetail>();
    const expired = await h.app.inject({ method: 'GET', url, headers: auth('not-a-token') });
    expect(expired.statusCode).toBe(200);
    expect(anonymous.top!.sizes).toBeDefined();
    expect(anonymous.top!.size_advice).toBeUndefined();
    expect(member.top!.size_advice).toBeDefined();
    expect({ ...member.top, size_advice: undefined }).toEqual({
      ...anonymous.top,
      size_advice: undefined,
    });
  });
});

describe('POST/GET /api/account/v1/fit-feedback/', () => {
  it('shifts the advice for the slot after two 작아요, and lists the member’s verdicts', async () => {
    const { access } = await signUpAndLogIn(h);
    await setBody(access, { height: '175', weight: '68' });
    const answer = await generate(access);
    const first = answer.product_combinations[0]!;
    const top = first.combination.top!;
    const before = top.size_advice!.size;
    const tops = itemsOf(answer).filter((i) => i.category === 'top');
    const bought = [...new Map(tops.map((i) => [i.id, i])).values()].slice(0, 2);
    expect(bought).toHaveLength(2);
    for (const item of bought) {
      const res = await feedback(access, {
        product_id: item.id,
        size: item.size_advice!.size,
        fit: 'small',
      });
      expect(res.statusCode).toBe(201);
    }
    const detail = await recommendationDetail(access, first.recommendation_id);
    const after = detail.top!.size_advice!;
    const order = detail.top!.sizes!.map((r) => r.size);
    expect(order.indexOf(after.size)).toBe(order.indexOf(before) + 1);
    expect(after.reason).toContain('핏 후기 반영');

    const list = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/fit-feedback/',
      headers: auth(access),
    });
    expect(list.json()).toEqual(
      expect.arrayContaining(
        bought.map((i) => ({ product_id: i.id, size: i.size_advice!.size, fit: 'small' })),
      ),
    );
    // a new verdict on the same product replaces the old one
    await feedback(access, {
      product_id: bought[0]!.id,
      size: bought[0]!.size_advice!.size,
      fit: 'right',
    });
    const again = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/fit-feedback/',
      headers: auth(access),
    });
    expect(again.json()).toHaveLength(2);
  });

  it('keeps every bottom’s size after one 작아요 on one pair, offering the next one at most, never surer', async () => {
    const { access } = await signUpAndLogIn(h);
    await setBody(access, { height: '175', weight: '75', waist_cm: '86' });
    const answer = await generate(access);
    const bottoms = answer.product_combinations.map((c) => ({
      id: c.recommendation_id,
      before: c.combination.bottom!,
    }));
    const jeans = bottoms[0]!.before;
    const res = await feedback(access, {
      product_id: jeans.id,
      size: jeans.size_advice!.size,
      fit: 'small',
    });
    expect(res.statusCode).toBe(201);
    const sureness = ['unsure', 'likely', 'sure'];
    for (const { id, before } of bottoms) {
      const detail = (await recommendationDetail(access, id)).bottom!;
      const after = detail.size_advice!;
      // The tiles carry no size chart; the detail does.
      const order = detail.sizes!.map((r) => r.size);
      expect(after.size).toBe(before.size_advice!.size);
      expect(sureness.indexOf(after.confidence)).toBeLessThanOrEqual(
        sureness.indexOf(before.size_advice!.confidence),
      );
      if (after.also !== undefined)
        expect(Math.abs(order.indexOf(after.also) - order.indexOf(after.size))).toBe(1);
      expect(after.reason).toContain('핏 후기 반영');
    }
  });

  it('refuses a size the product lacks, an unknown product, a bad verdict and a guest', async () => {
    const { access } = await signUpAndLogIn(h);
    const item = itemsOf(await generate(access))[0]!;
    const lacking = await feedback(access, { product_id: item.id, size: '9XL', fit: 'small' });
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().message).toBe('이 상품에는 9XL 사이즈가 없어요.');
    expect(
      (await feedback(access, { product_id: 999_999, size: 'M', fit: 'small' })).statusCode,
    ).toBe(404);
    expect(
      (await feedback(access, { product_id: item.id, size: 'M', fit: 'tight' })).statusCode,
    ).toBe(400);
    const guest = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/fit-feedback/',
      payload: { product_id: item.id, size: 'M', fit: 'small' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
