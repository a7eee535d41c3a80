import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_OFFERS, type GeneratorResponse } from '../../contract/api';
import type { OutfitDetail } from '../../contract/picked';
import { MAX_ITEM_PRICE_WON, SLOTS } from '../../contract/taxonomy';
import { PHOTO_PREFIX, samplePhotos } from '../catalog/sample/photos';
import { recognition } from '../../test/factories/recognition';
import { MAX_CHIPS } from '../styling/corrections';
import { PHOTO_COLOUR_CLAIM } from '../styling/outfit/reasoning';
import {
  createHarness,
  fakeRecognizer,
  signUpAndLogIn,
  type Harness,
  solidJpeg,
  uploadImage,
} from '../../test/harness';

const recognizer = fakeRecognizer(recognition());
let h: Harness;
let access: string;

beforeAll(async () => {
  // 2026-11-21 in Korea: autumn.
  h = await createHarness({ recognizer, now: () => new Date('2026-11-21T03:00:00Z') });
  ({ access } = await signUpAndLogIn(h));
});
afterAll(async () => h.close());

async function uploadPhoto(token = access): Promise<string> {
  const res = await uploadImage(h, token, await solidJpeg(400, 600, '#5f7fa6'));
  return res.json().image_url as string;
}

function generate(body: object, token: string | null = access) {
  return h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const productIds = (r: GeneratorResponse) =>
  r.product_combinations.map((c) =>
    [c.combination.top?.id, c.combination.outer?.id, c.combination.shoes?.id].join('-'),
  );

describe('generator', () => {
  it('should label the photographed slot’s product as its words call it, also when the outfit is opened again', async () => {
    const res = await generate({ image_url: await uploadPhoto() });
    const body = res.json<GeneratorResponse>();
    for (const outfit of body.product_combinations) {
      const offer = outfit.combination.bottom?.similar_offer;
      expect(SIMILAR_OFFERS).toContain(offer);
      const said = { similar: /비슷한 상품/, same_kind: /같은 종류/, stand_in: /대신할 상품/ };
      expect(outfit.reasoning_text).toMatch(said[offer as keyof typeof said]);
      for (const slot of SLOTS)
        if (slot !== 'bottom') expect(outfit.combination[slot]?.similar_offer).toBeUndefined();
      const again = await h.app.inject({
        method: 'GET',
        url: `/api/picked/v1/recommend_picked/${outfit.recommendation_id}/`,
        headers: { authorization: `Bearer ${access}` },
      });
      expect(again.json<OutfitDetail>().bottom?.similar_offer).toBe(offer);
    }
  });

  it('should answer with four complete autumn outfits around the photographed denim pants', async () => {
    const res = await generate({ image_url: await uploadPhoto() });
    expect(res.statusCode).toBe(200);
    const body = res.json<GeneratorResponse>();

    expect(body.initial_recommendation.answer).toBe(
      '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    expect(body.recognition).toMatchObject({
      category: '데님 팬츠',
      slot: 'bottom',
      season: '가을',
      colour: '중청',
    });
    // the recogniser's runner-ups, as its asking policy chose them
    expect(body.recognition.runner_ups.map((r) => r.category)).toEqual([
      '코튼 팬츠',
      '슈트 팬츠&슬랙스',
      '트레이닝&조거 팬츠',
    ]);
    expect(body.product_combinations).toHaveLength(4);
    for (const outfit of body.product_combinations) {
      const items = Object.values(outfit.combination);
      expect(items.every((item) => item !== null)).toBe(true);
      expect(outfit.combination.bottom).toMatchObject({
        sub_category: '데님 팬츠',
        category: 'bottom',
        similar_to_photo: true,
      });
      expect(items.every((item) => item!.price <= MAX_ITEM_PRICE_WON)).toBe(true);
      expect(outfit.total_price).toBe(items.reduce((sum, item) => sum + item!.price, 0));
      expect(outfit.recommendation_id).toBeGreaterThan(0);
      expect([...outfit.reasoning_text].length).toBeGreaterThanOrEqual(150);
    }
  });

  it('should give other outfits when asked again for the same photo, recognising it once', async () => {
    const imageUrl = await uploadPhoto();
    const callsBefore = recognizer.calls;
    const first = (await generate({ image_url: imageUrl })).json<GeneratorResponse>();
    const second = (await generate({ image_url: imageUrl })).json<GeneratorResponse>();
    expect(productIds(second)).not.toEqual(productIds(first));
    expect(recognizer.calls - callsBefore).toBe(1);
  });

  it("should show the shopper's own garment in the photographed slot (its cut-out, sources), keeping SPEC §7's fields and the similar item in its slot", async () => {
    // a member of its own: the generator's quota is per member
    const member = (await signUpAndLogIn(h)).access;
    const imageUrl = await uploadPhoto(member);
    const body = (await generate({ image_url: imageUrl }, member)).json<GeneratorResponse>();
    const { slot, category } = body.recognition;
    expect(body.recognition.cutout_url).toBe(imageUrl.replace(/\.jpg$/, '.cutout.webp'));
    for (const outfit of body.product_combinations) {
      expect(Object.keys(outfit).sort()).toEqual([
        'combination',
        'reasoning_text',
        'recommendation_id',
        'season',
        'sources',
        'style',
        'total_price',
      ]);
      const filled = SLOTS.filter((s) => outfit.combination[s] !== null);
      expect(Object.keys(outfit.sources ?? {}).sort()).toEqual([...filled].sort());
      const photoSlots = Object.entries(outfit.sources ?? {}).filter(
        ([, from]) => from === 'photo',
      );
      expect(photoSlots).toEqual([[slot, 'photo']]);
      // the similar item still stands in the photographed slot for the original client
      expect(outfit.combination[slot]).toMatchObject({
        sub_category: category,
        similar_to_photo: true,
      });
    }
    // asked again for the same photo: the same cut-out
    const again = (await generate({ image_url: imageUrl }, member)).json<GeneratorResponse>();
    expect(again.recognition.cutout_url).toBe(body.recognition.cutout_url);
  });

  it('should make the cut-out once, from the photo’s arrival, however many ask for it', async () => {
    const member = (await signUpAndLogIn(h)).access;
    const before = recognizer.cutouts;
    const body = (
      await generate({ image_url: await uploadPhoto(member) }, member)
    ).json<GeneratorResponse>();
    const url = new URL(body.recognition.cutout_url ?? '').pathname;
    const asked = await Promise.all(
      [1, 2].map(() =>
        h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member}` } }),
      ),
    );
    expect(asked.map((res) => [res.statusCode, res.headers['content-type']])).toEqual([
      [200, 'image/webp'],
      [200, 'image/webp'],
    ]);
    const later = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${member}` },
    });
    expect(later.statusCode).toBe(200);
    expect(recognizer.cutouts - before).toBe(1);
  });

  it('should answer the outfits, and 404 the cut-out in Korean, when it cannot be made', async () => {
    const cutout = recognizer.cutout;
    recognizer.cutout = () => Promise.reject(new Error('OpenCV.js failed'));
    try {
      const member = (await signUpAndLogIn(h)).access;
      const res = await generate({ image_url: await uploadPhoto(member) }, member);
      expect(res.statusCode).toBe(200);
      const body = res.json<GeneratorResponse>();
      expect(body.product_combinations[0]?.sources?.[body.recognition.slot]).toBe('photo');
      const picture = await h.app.inject({
        method: 'GET',
        url: new URL(body.recognition.cutout_url ?? '').pathname,
        headers: { authorization: `Bearer ${member}` },
      });
      expect(picture.statusCode).toBe(404);
      expect(picture.json()).toMatchObject({ code: 'not_found' });
    } finally {
      recognizer.cutout = cutout;
    }
  });

  it("should let the shopper override the category, and dress a short-sleeve tee photographed in November for today's 가을, under an outer", async () => {
    const res = await generate({ image_url: await uploadPhoto(), category: '반소매 티셔츠' });
    expect(res.statusCode).toBe(200);
    const body = res.json<GeneratorResponse>();
    expect(body.recognition).toMatchObject({
      category: '반소매 티셔츠',
      slot: 'top',
      season: '가을',
    });
    expect(body.recognition.runner_ups[0]?.category).toBe('데님 팬츠');
    expect(body.initial_recommendation.answer).toContain('반소매 티셔츠로');
    for (const outfit of body.product_combinations) {
      expect(outfit.season).toBe('가을');
      expect(outfit.combination.outer).not.toBeNull();
      expect(outfit.combination.top).toMatchObject({
        sub_category: '반소매 티셔츠',
        similar_to_photo: true,
      });
      expect(outfit.reasoning_text).toContain('이너로 받쳐 입어');
    }
  });

  it('should dress shorts photographed in November for 여름, and say so', async () => {
    const { access: token } = await signUpAndLogIn(h); // the generator's quota is per member
    const res = await generate({ image_url: await uploadPhoto(token), category: '숏팬츠' }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json<GeneratorResponse>();
    expect(body.recognition.season).toBe('여름');
    for (const outfit of body.product_combinations) {
      expect(outfit.season).toBe('여름');
      expect(outfit.combination.outer).toBeNull();
      expect(outfit.reasoning_text).toContain('숏팬츠는 여름');
      expect(outfit.reasoning_text).toMatch(/지금은 가을이지만 여름 (코디|날씨)/);
    }
  });

  it('should dress for the season the shopper asks for, and refuse one that is not a season', async () => {
    const { access: token } = await signUpAndLogIn(h); // the generator's quota is per member
    const res = await generate({ image_url: await uploadPhoto(token), season: '봄' }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json<GeneratorResponse>();
    expect(body.recognition.season).toBe('봄');
    expect(body.initial_recommendation.answer).toContain('봄에 잘 어울리는');
    for (const outfit of body.product_combinations) {
      expect(outfit.season).toBe('봄');
      expect(outfit.combination.outer).not.toBeNull();
      expect(outfit.reasoning_text).toContain('요청하신 대로 가을이 아닌 봄 코디로 맞췄습니다.');
    }

    const summer = await generate({ image_url: await uploadPhoto(token), season: '여름' }, token);
    expect(summer.statusCode).toBe(200);
    for (const outfit of summer.json<GeneratorResponse>().product_combinations)
      expect(outfit.combination.outer).toBeNull();

    const refused = await generate({ image_url: await uploadPhoto(token), season: '장마' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation',
      message: expect.stringContaining('계절은'),
    });
  });

  it("should take the recognition-failure path for a photo that shows no men's garment, unless the shopper names one", async () => {
    recognizer.answer = recognition({ menswear: false, category: '반소매 티셔츠', slot: 'top' });
    try {
      const imageUrl = await uploadPhoto();
      const refused = await generate({ image_url: imageUrl });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'recognition_failed',
        message: expect.stringContaining('남성 의류를 찾지 못했어요'),
      });

      const chosen = await generate({ image_url: imageUrl, category: '데님 팬츠' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json<GeneratorResponse>().recognition.category).toBe('데님 팬츠');
    } finally {
      recognizer.answer = recognition();
    }
  });

  it('should hedge exactly while the category is asked, naming only the kind that is sure', async () => {
    const before = recognizer.answer;
    const { access: token } = await signUpAndLogIn(h); // the generator's quota is per member
    try {
      // asked (recognizer/confidence.ts): the camera page reads "촬영하신 제품은 하의 입니다."
      recognizer.answer = recognition({ confidence: 0.38, ask: { category: true, colour: false } });
      const asked = (
        await generate({ image_url: await uploadPhoto(token) }, token)
      ).json<GeneratorResponse>();
      expect(asked.recognition.ask.category).toBe(true);
      expect(asked.initial_recommendation.answer).toBe(
        '촬영하신 상품은 하의로 보이며, 가을 코디를 골라 봤어요. 다만 종류는 확실하지 않아요. 다른 제품이라면 아래에서 골라 주세요.',
      );
      for (const outfit of asked.product_combinations)
        expect(outfit.reasoning_text.replace(/[^ ]+의 [^ ]+ 데님 팬츠/, '')).not.toContain('데님');

      // chips of another slot (a shirt or a trucker jacket): not even the slot is said
      recognizer.answer = recognition({
        category: '셔츠&블라우스 - 긴소매',
        slot: 'top',
        confidence: 0.4,
        runnerUps: [{ category: '트러커 재킷', confidence: 0.3 }],
        ask: { category: true, colour: false },
      });
      const either = (
        await generate({ image_url: await uploadPhoto(token) }, token)
      ).json<GeneratorResponse>();
      expect(either.initial_recommendation.answer).toMatch(/^촬영하신 상품은 의류로 보이며/);

      // not asked, however low: no hedge
      recognizer.answer = recognition({ confidence: 0.2, ask: { category: false, colour: false } });
      const sure = (
        await generate({ image_url: await uploadPhoto(token) }, token)
      ).json<GeneratorResponse>();
      expect(sure.initial_recommendation.answer).toBe(
        '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
      );
    } finally {
      recognizer.answer = before;
    }
  });

  it('should follow the shopper’s answers to the chips: the words and the similar item take the confirmed category and colour', async () => {
    const before = recognizer.answer;
    const { access: token } = await signUpAndLogIn(h); // the generator's quota is per member
    recognizer.answer = recognition({
      category: '쪼리/플립플랍',
      slot: 'shoes',
      confidence: 0.35,
      runnerUps: [{ category: '로퍼', confidence: 0.3 }],
      colour: '블랙',
      colourConfidence: 0.4,
      ask: { category: true, colour: true },
    });
    try {
      const imageUrl = await uploadPhoto(token);
      const asked = (await generate({ image_url: imageUrl }, token)).json<GeneratorResponse>();
      expect(asked.initial_recommendation.answer).not.toMatch(/플립플랍|로퍼|블랙/);
      for (const outfit of asked.product_combinations) {
        const shoes = outfit.combination.shoes!;
        // the similar item is named only as the similar item; the shopper's shoes by no colour
        const mine = outfit.reasoning_text.replace(`${shoes.brand}의 ${shoes.colour} 플립플랍`, '');
        expect(mine).not.toMatch(/플립플랍|블랙 신발/);
      }

      const confirmed = (
        await generate({ image_url: imageUrl, category: '로퍼', colour: '브라운' }, token)
      ).json<GeneratorResponse>();
      expect(confirmed.recognition).toMatchObject({
        category: '로퍼',
        colour: '브라운',
        ask: { category: false, colour: false },
      });
      expect(confirmed.initial_recommendation.answer).toBe(
        '촬영하신 상품은 로퍼로 보이며, 가을에 잘 어울리는 아이템입니다.',
      );
      for (const outfit of confirmed.product_combinations) {
        expect(outfit.combination.shoes).toMatchObject({ sub_category: '로퍼', colour: '브라운' });
        expect(outfit.reasoning_text).toContain('사진 속 브라운 로퍼');
        expect(outfit.reasoning_text).not.toMatch(/플립플랍|블랙 로퍼/);
      }
    } finally {
      recognizer.answer = before;
    }
  });

  it('should let the shopper correct the colour: the similar items come in that colour, with colour chips', async () => {
    const imageUrl = await uploadPhoto();
    const first = (await generate({ image_url: imageUrl })).json<GeneratorResponse>();
    expect(first.recognition.colour_alternatives.length).toBeGreaterThan(0);
    expect(first.recognition.colour_alternatives.length).toBeLessThanOrEqual(MAX_CHIPS);
    const res = await generate({ image_url: imageUrl, category: '데님 팬츠', colour: '흑청' });
    expect(res.statusCode).toBe(200);
    const body = res.json<GeneratorResponse>();
    expect(body.recognition.colour).toBe('흑청');
    for (const outfit of body.product_combinations)
      expect(outfit.combination.bottom).toMatchObject({ colour: '흑청', similar_to_photo: true });
  });

  it('should take a colour the shop lacks: the similar item comes in the nearest shop colour and the text says so', async () => {
    const imageUrl = await uploadPhoto();
    const res = await generate({ image_url: imageUrl, category: '후드 티셔츠', colour: '레드' });
    expect(res.statusCode).toBe(200);
    const body = res.json<GeneratorResponse>();
    expect(body.recognition).toMatchObject({
      colour: '레드',
      shop_colour: '버건디',
      ask: { category: false, colour: false },
    });
    for (const outfit of body.product_combinations) {
      expect(outfit.combination.top).toMatchObject({ colour: '버건디', similar_to_photo: true });
      expect(outfit.reasoning_text).toContain('레드');
    }
  });

  it('should name one shop colour for a colour the shop lacks: shop_colour, every similar item and the text agree', async () => {
    const before = recognizer.answer;
    // A recognition stored with the shop colour nearest to its pixels (a dark red read as 블랙).
    recognizer.answer = recognition({
      category: '후드 티셔츠',
      slot: 'top',
      colour: '레드',
      colourConfidence: 0.95,
      shopColour: '블랙',
      ask: { category: false, colour: false },
    });
    try {
      const res = await generate({ image_url: await uploadPhoto() });
      expect(res.statusCode).toBe(200);
      const body = res.json<GeneratorResponse>();
      expect(body.recognition).toMatchObject({ colour: '레드', shop_colour: '버건디' });
      for (const outfit of body.product_combinations) {
        expect(outfit.combination.top).toMatchObject({ colour: '버건디', similar_to_photo: true });
        expect(outfit.reasoning_text).not.toMatch(/가장 가까운 (?!버건디)/);
      }
      expect(body.product_combinations.map((o) => o.reasoning_text).join(' ')).toMatch(
        /가장 가까운 버건디/,
      );
    } finally {
      recognizer.answer = before;
    }
  });

  it('should claim nothing about the photo’s colour while it is asked', async () => {
    const before = recognizer.answer;
    recognizer.answer = recognition({
      category: '반소매 티셔츠',
      slot: 'top',
      colour: '블랙',
      colourConfidence: 0.4,
      ask: { category: false, colour: true },
    });
    try {
      const res = await generate({ image_url: await uploadPhoto() });
      expect(res.statusCode).toBe(200);
      const body = res.json<GeneratorResponse>();
      expect(body.recognition.ask.colour).toBe(true);
      for (const outfit of body.product_combinations) {
        expect(outfit.reasoning_text).not.toMatch(PHOTO_COLOUR_CLAIM);
        expect(outfit.reasoning_text).toContain(`${outfit.combination.top!.colour} 반소매 티셔츠`);
      }
    } finally {
      recognizer.answer = before;
    }
  });

  it('should offer first the shop product whose picture looks like the photo (its look stored with the product)', async () => {
    const photo = samplePhotos().find(
      (x) => x.category === '반소매 티셔츠' && x.colour === '그레이',
    )!;
    const before = recognizer.answer;
    recognizer.answer = {
      ...before,
      category: photo.category,
      slot: 'top',
      colour: photo.colour,
      shopColour: photo.colour,
      look: Array.from(photo.look),
    };
    try {
      const res = await generate({ image_url: await uploadPhoto() });
      expect(res.statusCode).toBe(200);
      const [first, ...others] = res.json<GeneratorResponse>().product_combinations;
      expect(first!.combination.top).toMatchObject({
        s3_path: `${PHOTO_PREFIX}${photo.file}`,
        colour: '그레이',
        similar_to_photo: true,
      });
      expect(first!.reasoning_text).toMatch(/생김새가 가장 닮은|모양새가 가장 비슷한/);
      for (const outfit of others)
        expect(outfit.combination.top).toMatchObject({
          sub_category: '반소매 티셔츠',
          colour: '그레이',
        });
    } finally {
      recognizer.answer = before;
    }
  });

  it('should keep the shop items of every outfit within the shopper’s budget, their own garment aside, or name the cheapest possible outfit', async () => {
    const imageUrl = await uploadPhoto();
    // what the shopper would buy: every item but the similar item standing for their garment
    const shopPrice = (outfit: GeneratorResponse['product_combinations'][number]) =>
      outfit.total_price - (outfit.combination.bottom?.price ?? 0);
    const within = await generate({ image_url: imageUrl, budget: 150_000 });
    expect(within.statusCode).toBe(200);
    const outfits = within.json<GeneratorResponse>().product_combinations;
    expect(outfits).toHaveLength(4);
    for (const outfit of outfits) {
      expect(outfit.combination.bottom?.similar_to_photo).toBe(true);
      expect(shopPrice(outfit)).toBeLessThanOrEqual(150_000);
    }

    const tooLow = await generate({ image_url: imageUrl, budget: 10_000 });
    expect(tooLow.statusCode).toBe(422);
    const body = tooLow.json<{ code: string; message: string }>();
    expect(body.code).toBe('over_budget');
    expect(body.message).toMatch(/^예산 1만원 이하로는 코디를 만들 수 없어요\. /);
    const cheapest = Number(
      /가장 저렴한 코디는 내 옷 제외 ([\d,]+)원/.exec(body.message)?.[1]?.replace(/,/g, ''),
    );
    expect(cheapest).toBeGreaterThan(10_000);
    // that outfit exists: a budget of exactly its price is answered
    const exact = await generate({ image_url: imageUrl, budget: cheapest });
    expect(exact.statusCode).toBe(200);
    for (const outfit of exact.json<GeneratorResponse>().product_combinations)
      expect(shopPrice(outfit)).toBeLessThanOrEqual(cheapest);

    const invalid = await generate({ image_url: imageUrl, budget: 5_000 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/[가-힣]/);
  });

  it('should not show the products of the last three answers again while the shop has others', async () => {
    const imageUrl = await uploadPhoto();
    const seen = new Set<number>();
    for (let answer = 0; answer < 3; answer++) {
      const body = (await generate({ image_url: imageUrl })).json<GeneratorResponse>();
      for (const outfit of body.product_combinations) {
        for (const slot of ['top', 'outer', 'shoes'] as const) {
          const id = outfit.combination[slot]?.id;
          expect(id !== undefined && seen.has(id), `answer ${answer} ${slot}`).toBe(false);
        }
      }
      for (const outfit of body.product_combinations)
        for (const item of Object.values(outfit.combination)) if (item) seen.add(item.id);
    }
  });

  it('should refuse an unknown colour', async () => {
    const res = await generate({ image_url: await uploadPhoto(), colour: '무지개' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('알 수 없는 색상이에요.');
  });

  it('should refuse an unknown category', async () => {
    const res = await generate({ image_url: await uploadPhoto(), category: '원피스' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('알 수 없는 카테고리예요.');
  });

  it('should refuse image URLs this server did not issue', async () => {
    for (const url of [
      'https://evil.example.com/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.jpg',
      'http://localhost:8000/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.jpg',
      'file:///etc/passwd',
      'http://localhost:8000/media/catalog/c1-black.svg',
    ]) {
      const res = await generate({ image_url: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('foreign_image_url');
      expect(res.json().message).toMatch(/업로드한 사진만/);
    }
  });

  it('should take the member’s photo by its path whatever origin issued it (another process’s PUBLIC_URL)', async () => {
    const path = new URL(await uploadPhoto()).pathname;
    for (const url of [`https://fitpick-2.internal:8443${path}`, path]) {
      const res = await generate({ image_url: url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('should refuse another member’s photo and a request without a token', async () => {
    const other = await signUpAndLogIn(h);
    const imageUrl = await uploadPhoto(other.access);
    expect((await generate({ image_url: imageUrl })).statusCode).toBe(403);
    const anonymous = await generate({ image_url: imageUrl }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('로그인이 필요합니다.');
  });
});
