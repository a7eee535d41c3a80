/**
 * Outfits from 내 옷장 (the generator's `use_wardrobe`): the member's kept garments fill the
 * outfits' other slots before the shop where they pass the rules, marked 'wardrobe' with their own
 * item, costing nothing; a liked outfit keeps them; without `use_wardrobe` the answer is as before.
 * Outfits around a kept garment (the generator's `wardrobe_item_id` instead of `image_url`): the
 * item stands as the photographed garment, its picture as the cut-out, saved outfits keep it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorResponse, ProductCombination } from '../../contract/api';
import type { OutfitDetail, SavedAiOutfit } from '../../contract/picked';
import type { WardrobeItem } from '../../contract/wardrobe';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  solidJpeg,
  uploadImage,
  type Harness,
} from '../../test/harness';

let h: Harness;
let access: string;
let photo: Buffer;
const recognizer = fakeRecognizer(recognition());
beforeAll(async () => {
  // 2026-11-21 in Korea: autumn.
  h = await createHarness({
    recognizer,
    now: () => new Date('2026-11-21T03:00:00Z'),
  });
  ({ access } = await signUpAndLogIn(h));
  photo = await solidJpeg(120, 160, '#2b3a55');
});
afterAll(async () => h.close());

/** The member's bearer header (read when called: `access` is set in beforeAll). */
const auth = () => ({ authorization: `Bearer ${access}` });

async function upload(): Promise<string> {
  const res = await uploadImage(h, access, photo);
  expect(res.statusCode).toBe(201);
  return res.json<{ image_url: string }>().image_url;
}

async function keep(
  category: string,
  colour: string,
  token: string = access,
): Promise<WardrobeItem> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/account/v1/wardrobe/',
    remoteAddress: randomClientAddress(),
    headers: { authorization: `Bearer ${token}` },
    payload: { image_url: (await uploadImage(h, token, photo)).json().image_url, category, colour },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WardrobeItem>();
}

async function generate(body: object): Promise<GeneratorResponse> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    headers: auth(),
    payload: { image_url: await upload(), ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GeneratorResponse>();
}

const wardrobeSlots = (outfit: ProductCombination) =>
  Object.entries(outfit.sources ?? {})
    .filter(([, from]) => from === 'wardrobe')
    .map(([slot]) => slot);

describe('outfits from 내 옷장', () => {
  let trousers: WardrobeItem;
  let loafers: WardrobeItem;
  beforeAll(async () => {
    trousers = await keep('코튼 팬츠', '베이지');
    loafers = await keep('로퍼', '블랙');
  });

  it('should dress a photographed shirt with the member’s own trousers and loafers, marked wardrobe, costing nothing', async () => {
    const shirt = { category: '셔츠&블라우스 - 긴소매', colour: '화이트' };
    const answer = await generate({ ...shirt, use_wardrobe: true });
    const [first, ...rest] = answer.product_combinations as [
      ProductCombination,
      ...ProductCombination[],
    ];
    expect(wardrobeSlots(first).sort()).toEqual(['bottom', 'shoes']);
    expect(first.combination.bottom).toMatchObject({
      id: trousers.id,
      wardrobe_item_id: trousers.id,
      s3_path: trousers.picture_url,
      price: 0,
      goods_url: '',
      sub_category: '코튼 팬츠',
    });
    expect(first.combination.shoes?.wardrobe_item_id).toBe(loafers.id);
    expect(first.combination.top?.similar_to_photo).toBe(true);
    expect(first.reasoning_text).toMatch(/갖고 계신 /);
    // SPEC §7's total: the similar top and the shop's outer; the member's own pieces cost nothing
    expect(first.total_price).toBe(
      (first.combination.top?.price ?? 0) + (first.combination.outer?.price ?? 0),
    );
    // at most two of the member's pieces to wear: later outfits offer one of them from the shop
    for (const outfit of rest) expect(wardrobeSlots(outfit).length).toBeLessThanOrEqual(2);

    // liked, the saved outfit keeps the member's own pieces
    const liked = await h.app.inject({
      method: 'POST',
      url: '/api/picked/v1/recommend_picked/toggle/',
      headers: auth(),
      payload: { recommendation_id: first.recommendation_id },
    });
    expect(liked.statusCode).toBe(201);
    const detail = (
      await h.app.inject({
        method: 'GET',
        url: `/api/picked/v1/recommend_picked/${first.recommendation_id}/`,
        headers: auth(),
      })
    ).json<OutfitDetail>();
    expect(detail.bottom?.wardrobe_item_id).toBe(trousers.id);
    expect(detail.shoes?.wardrobe_item_id).toBe(loafers.id);
    expect(detail.sources).toEqual(first.sources);

    // a garment deleted from 내 옷장 leaves its slot of the saved outfit empty
    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/api/account/v1/wardrobe/${loafers.id}/`,
      headers: auth(),
    });
    expect(removed.statusCode).toBe(204);
    const after = (
      await h.app.inject({
        method: 'GET',
        url: `/api/picked/v1/recommend_picked/${first.recommendation_id}/`,
        headers: auth(),
      })
    ).json<OutfitDetail>();
    expect(after.shoes).toBeNull();
    expect(after.bottom?.wardrobe_item_id).toBe(trousers.id);
  });

  it('should answer as before without use_wardrobe', async () => {
    const answer = await generate({ category: '셔츠&블라우스 - 긴소매', colour: '화이트' });
    for (const outfit of answer.product_combinations) {
      expect(wardrobeSlots(outfit)).toEqual([]);
      for (const item of Object.values(outfit.combination))
        expect(item?.wardrobe_item_id).toBeUndefined();
    }
  });

  it('should refuse a use_wardrobe that is not a boolean, in Korean', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/recommend/v1/generator/',
      headers: auth(),
      payload: { image_url: await upload(), use_wardrobe: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
  });
});

describe('outfits around a kept garment (wardrobe_item_id)', () => {
  /** A member of its own, so that the first describe's deletions and quotas never touch it. */
  let member: string;
  let shirt: WardrobeItem;
  let trousers: WardrobeItem;
  let loafers: WardrobeItem;
  beforeAll(async () => {
    ({ access: member } = await signUpAndLogIn(h));
    shirt = await keep('셔츠&블라우스 - 긴소매', '네이비', member);
    trousers = await keep('코튼 팬츠', '베이지', member);
    loafers = await keep('로퍼', '블랙', member);
  });

  const around = (body: object, token: string | null = member) =>
    h.app.inject({
      method: 'POST',
      url: '/api/recommend/v1/generator/',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });
  const get = (url: string) =>
    h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member}` } });

  it('should dress the kept shirt as the photographed garment: its slot photo, its picture as cutout_url, its labels confirmed', async () => {
    const res = await around({ wardrobe_item_id: shirt.id });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<GeneratorResponse>();
    expect(answer.recognition).toEqual({
      category: '셔츠&블라우스 - 긴소매',
      slot: 'top',
      confidence: 1,
      colour: '네이비',
      shop_colour: answer.recognition.shop_colour,
      season: '가을',
      runner_ups: [],
      colour_alternatives: [],
      ask: { category: false, colour: false },
      cutout_url: shirt.picture_url,
    });
    expect(shirt.picture_url).toMatch(/\/media\/wardrobe\/[0-9a-f-]{36}\.webp$/);
    expect(answer.initial_recommendation.answer).toContain('셔츠&블라우스 - 긴소매');
    expect(answer.initial_recommendation.answer).not.toMatch(/촬영하신|사진/);
    expect(answer.product_combinations.length).toBeGreaterThan(0);
    for (const outfit of answer.product_combinations) {
      expect(outfit.sources?.top).toBe('photo');
      expect(Object.values(outfit.sources ?? {}).filter((from) => from === 'photo')).toHaveLength(
        1,
      );
      // the shop's similar item stands beside it in its slot, as for a photo
      expect(outfit.combination.top).toMatchObject({
        sub_category: '셔츠&블라우스 - 긴소매',
        similar_to_photo: true,
      });
      expect(outfit.combination.top?.wardrobe_item_id).toBeUndefined();
      // without use_wardrobe the other slots are the shop's
      expect(wardrobeSlots(outfit)).toEqual([]);
    }
  });

  it('should speak of the kept garment as the member’s own, never of a photo', async () => {
    const answer = (await around({ wardrobe_item_id: shirt.id })).json<GeneratorResponse>();
    for (const outfit of answer.product_combinations) {
      expect(outfit.reasoning_text).not.toMatch(/사진 속|촬영하신/);
      expect(outfit.reasoning_text).toMatch(/^(갖고 계신|옷장에 있는|이번 [^.]*갖고 계신) /);
      expect(outfit.reasoning_text).toContain('네이비 셔츠');
    }
  });

  it('should state only the confirmed labels of a kept garment: neither its colour nor its category while they are the recogniser’s guess', async () => {
    const before = recognizer.answer;
    recognizer.answer = recognition({
      category: '로퍼',
      slot: 'shoes',
      confidence: 0.4,
      colour: '브라운',
      colourConfidence: 0.4,
      ask: { category: true, colour: true },
    });
    const { access: other } = await signUpAndLogIn(h);
    try {
      // photographed and answered, then kept with the answer's labels as the app sends them:
      // neither is confirmed
      const imageUrl = (await uploadImage(h, other, photo)).json<{ image_url: string }>().image_url;
      expect((await around({ image_url: imageUrl }, other)).statusCode).toBe(200);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/account/v1/wardrobe/',
        headers: { authorization: `Bearer ${other}` },
        payload: { image_url: imageUrl, category: '로퍼', colour: '브라운' },
      });
      const guessed = res.json<WardrobeItem>();
      expect(guessed.confirmed).toEqual({ category: false, colour: false });
      const answer = (
        await around({ wardrobe_item_id: guessed.id }, other)
      ).json<GeneratorResponse>();
      expect(answer.initial_recommendation.answer).toBe(
        '갖고 계신 신발에 맞춰 가을 코디를 골랐습니다.',
      );
      for (const outfit of answer.product_combinations) {
        const similar = outfit.combination.shoes!;
        const mine = outfit.reasoning_text.replace(`${similar.brand}의 ${similar.colour} 로퍼`, '');
        expect(mine, outfit.reasoning_text).not.toMatch(/로퍼|브라운 신발/);
        expect(mine).toMatch(/(갖고 계신|옷장에 있는) 신발/);
      }
    } finally {
      recognizer.answer = before;
    }
  });

  it('should fill the other slots from the wardrobe with use_wardrobe, never with the kept garment itself', async () => {
    const res = await around({ wardrobe_item_id: shirt.id, use_wardrobe: true });
    expect(res.statusCode, res.body).toBe(200);
    const [first, ...rest] = res.json<GeneratorResponse>().product_combinations as [
      ProductCombination,
      ...ProductCombination[],
    ];
    expect(first.sources?.top).toBe('photo');
    expect(wardrobeSlots(first).sort()).toEqual(['bottom', 'shoes']);
    expect(first.combination.bottom?.wardrobe_item_id).toBe(trousers.id);
    expect(first.combination.shoes?.wardrobe_item_id).toBe(loafers.id);
    expect(first.reasoning_text).toMatch(/베이지 코튼 팬츠와 블랙 로퍼까지 옷장 속 옷으로/);
    expect(first.reasoning_text).not.toMatch(/사진 속/);
    for (const outfit of [first, ...rest])
      for (const item of Object.values(outfit.combination))
        expect(item?.wardrobe_item_id).not.toBe(shirt.id);
  });

  it('should give other outfits when asked again around the same garment: another seed, and not the products just shown', async () => {
    const generations = async () =>
      (
        await h.db
          .selectFrom('wardrobe_items')
          .select('generations')
          .where('id', '=', shirt.id)
          .executeTakeFirstOrThrow()
      ).generations;
    const before = await generations();
    const seen = new Set<number>();
    for (let answer = 0; answer < 2; answer++) {
      const body = (await around({ wardrobe_item_id: shirt.id })).json<GeneratorResponse>();
      // (the shop has few navy long-sleeved shirts: the similar item may come again)
      for (const outfit of body.product_combinations)
        for (const slot of ['outer', 'bottom', 'shoes'] as const) {
          const id = outfit.combination[slot]?.id;
          expect(id !== undefined && seen.has(id), `answer ${answer} ${slot}`).toBe(false);
        }
      for (const outfit of body.product_combinations)
        for (const item of Object.values(outfit.combination)) if (item) seen.add(item.id);
    }
    // each request around the item takes the next seed, as each on one upload does
    expect((await generations()) - before).toBe(2);
  });

  it('should keep the shop items within a budget, the similar item to the kept garment aside', async () => {
    const budget = 150_000;
    const res = await around({ wardrobe_item_id: shirt.id, budget });
    expect(res.statusCode, res.body).toBe(200);
    const outfits = res.json<GeneratorResponse>().product_combinations;
    // the similar shirt alone may cost more than is left of the budget: it is not counted
    expect(outfits.some((o) => o.total_price > budget)).toBe(true);
    for (const o of outfits)
      expect(o.total_price - (o.combination.top?.price ?? 0)).toBeLessThanOrEqual(budget);
  });

  it('should keep showing the kept garment’s picture on the liked outfit, in the saved list and detail, until the item is deleted', async () => {
    const jacket = await keep('니트&스웨터 - 긴소매', '아이보리', member);
    const res = await around({ wardrobe_item_id: jacket.id });
    expect(res.statusCode, res.body).toBe(200);
    const outfit = res.json<GeneratorResponse>().product_combinations[0] as ProductCombination;
    const liked = await h.app.inject({
      method: 'POST',
      url: '/api/picked/v1/recommend_picked/toggle/',
      headers: { authorization: `Bearer ${member}` },
      payload: { recommendation_id: outfit.recommendation_id },
    });
    expect(liked.statusCode).toBe(201);

    const detail = (
      await get(`/api/picked/v1/recommend_picked/${outfit.recommendation_id}/`)
    ).json<OutfitDetail>();
    expect(detail.cutout_url).toBe(jacket.picture_url);
    expect(detail.sources).toEqual(outfit.sources);
    expect(detail.top?.similar_to_photo).toBe(true);
    const list = (await get('/api/picked/v1/recommend_picked/by-time/?order=newest')).json<
      SavedAiOutfit[]
    >();
    const saved = list.find((e) => e.recommendation.id === outfit.recommendation_id);
    expect(saved?.recommendation.cutout_url).toBe(jacket.picture_url);
    expect(saved?.recommendation.sources?.top).toBe('photo');

    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/api/account/v1/wardrobe/${jacket.id}/`,
      headers: { authorization: `Bearer ${member}` },
    });
    expect(removed.statusCode).toBe(204);
    const after = await get(`/api/picked/v1/recommend_picked/${outfit.recommendation_id}/`);
    expect(after.statusCode).toBe(200);
    const gone = after.json<OutfitDetail>();
    expect(gone.cutout_url).toBeUndefined();
    expect(gone.top?.similar_to_photo).toBe(true);
    expect(gone.reasoning_text).toBe(outfit.reasoning_text);
    // and the generator no longer finds it
    expect((await around({ wardrobe_item_id: jacket.id })).statusCode).toBe(404);
  });

  it('should answer 404 in Korean for another member’s item and for one that does not exist', async () => {
    const other = await signUpAndLogIn(h);
    const theirs = await keep('데님 팬츠', '중청', other.access);
    for (const id of [theirs.id, 2_147_483_647]) {
      const res = await around({ wardrobe_item_id: id });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'not_found',
        message: '내 옷장에서 이 옷을 찾을 수 없어요.',
      });
    }
    // the owner is answered
    expect((await around({ wardrobe_item_id: theirs.id }, other.access)).statusCode).toBe(200);
  });

  it('should refuse neither or both of image_url and wardrobe_item_id, a bad id, and labels beside an item (400, Korean)', async () => {
    const cases: [object, RegExp][] = [
      [{}, /image_url.*wardrobe_item_id.*하나를/],
      [{ use_wardrobe: true }, /하나를/],
      [{ image_url: await upload(), wardrobe_item_id: shirt.id }, /하나만/],
      [{ wardrobe_item_id: 0 }, /옷 번호/],
      [{ wardrobe_item_id: 1.5 }, /옷 번호/],
      [{ wardrobe_item_id: String(shirt.id) }, /옷 번호/],
      [{ wardrobe_item_id: shirt.id, colour: '블랙' }, /내 옷장에서 고쳐/],
      [{ wardrobe_item_id: shirt.id, category: '데님 팬츠' }, /내 옷장에서 고쳐/],
    ];
    for (const [body, message] of cases) {
      const res = await around(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation' });
      expect(res.json<{ message: string }>().message, JSON.stringify(body)).toMatch(message);
    }
  });

  it('should refuse a request without a token before reading it (401)', async () => {
    const res = await around({ wardrobe_item_id: shirt.id }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('로그인이 필요합니다.');
  });
});
