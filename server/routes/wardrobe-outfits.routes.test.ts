/**
 * Outfits from 내 옷장 (the generator's `use_wardrobe`): the member's kept garments fill the
 * outfits' other slots before the shop where they pass the rules, marked 'wardrobe' with their own
 * item, costing nothing; a liked outfit keeps them; without `use_wardrobe` the answer is as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorResponse, ProductCombination } from '../../contract/api';
import type { OutfitDetail } from '../../contract/picked';
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
beforeAll(async () => {
  // 2026-11-21 in Korea: autumn.
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
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

async function keep(category: string, colour: string): Promise<WardrobeItem> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/account/v1/wardrobe/',
    remoteAddress: randomClientAddress(),
    headers: auth(),
    payload: { image_url: await upload(), category, colour },
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
