// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorResponse } from '../../contract/api';

const worker = vi.hoisted(() => ({
  generate: vi.fn(),
  keepPhoto: vi.fn(),
  uploadImage: vi.fn(),
  setTokens: vi.fn(async () => undefined),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { capturedImageUrl$, imgSrc$, recommendResult$ } = await import('./capture');
const { analyseCapturedPhoto, correctCategory, correctColour, correctingTo$ } =
  await import('./recommend');

const IMAGE_URL = 'http://localhost:8000/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.jpg';

function result(category: string, answer: string): GeneratorResponse {
  const item = {
    id: 1,
    s3_path: '/x.svg',
    goods_name: '상품',
    goods_url: 'https://shop.example/1',
    brand: '브랜드',
    price: 39_000,
    category: 'bottom',
    sub_category: category,
    colour: '블랙',
  };
  return {
    product_combinations: [
      {
        recommendation_id: 9,
        total_price: 39_000,
        style: '미니멀',
        season: '가을',
        reasoning_text: '…',
        combination: { top: null, outer: null, bottom: item, shoes: null },
      },
    ],
    initial_recommendation: { answer },
    recognition: {
      category,
      slot: 'bottom',
      confidence: 1,
      colour: '블랙',
      season: '가을',
      runner_ups: [],
    },
  } as unknown as GeneratorResponse;
}

describe(correctCategory.name, () => {
  afterEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('should ask the generator for the chosen category and replace the result', async () => {
    capturedImageUrl$.value = IMAGE_URL;
    recommendResult$.value = result(
      '데님 팬츠',
      '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    worker.generate.mockImplementation(async () => {
      expect(correctingTo$.value).toBe('코튼 팬츠');
      return {
        ok: true,
        value: result(
          '코튼 팬츠',
          '촬영하신 상품은 코튼 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
        ),
      };
    });

    await expect(correctCategory('코튼 팬츠')).resolves.toEqual({ kind: 'done' });
    // the colour the outfits were made for is kept
    expect(worker.generate).toHaveBeenCalledWith(
      { image_url: IMAGE_URL, category: '코튼 팬츠', colour: '블랙' },
      expect.any(Function),
    );
    expect(recommendResult$.value?.initial_recommendation.answer).toContain('코튼 팬츠');
    expect(correctingTo$.value).toBeNull();
  });

  it('should keep the old result and pass the server’s message on when the request fails', async () => {
    capturedImageUrl$.value = IMAGE_URL;
    const before = result(
      '데님 팬츠',
      '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    recommendResult$.value = before;
    worker.generate.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: '네트워크에 연결할 수 없어요.', status: 0 },
    });

    await expect(correctCategory('코튼 팬츠')).resolves.toEqual({
      kind: 'failed',
      message: '네트워크에 연결할 수 없어요.',
    });
    expect(recommendResult$.value).toEqual(before);
  });

  it('should say there is no image when the upload is not stored', async () => {
    capturedImageUrl$.value = null;
    await expect(correctCategory('코튼 팬츠')).resolves.toEqual({ kind: 'no-image' });
    expect(worker.generate).not.toHaveBeenCalled();
  });
});

describe(correctColour.name, () => {
  afterEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('should ask the generator for the chosen colour, keeping the category, and replace the result', async () => {
    capturedImageUrl$.value = IMAGE_URL;
    recommendResult$.value = result(
      '데님 팬츠',
      '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    const after = result(
      '데님 팬츠',
      '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    after.recognition.colour = '네이비';
    worker.generate.mockImplementation(async () => {
      expect(correctingTo$.value).toBe('네이비');
      return { ok: true, value: after };
    });

    await expect(correctColour('네이비')).resolves.toEqual({ kind: 'done' });
    expect(worker.generate).toHaveBeenCalledWith(
      { image_url: IMAGE_URL, category: '데님 팬츠', colour: '네이비' },
      expect.any(Function),
    );
    expect(recommendResult$.value?.recognition.colour).toBe('네이비');
    expect(correctingTo$.value).toBeNull();
  });
  it('should not answer for the shopper a category the server still asks about', async () => {
    capturedImageUrl$.value = IMAGE_URL;
    const asking = result(
      '니트&스웨터 - 긴소매',
      '촬영하신 상품은 니트&스웨터 - 긴소매로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    asking.recognition.ask = { category: true, colour: true };
    recommendResult$.value = asking;
    worker.generate.mockResolvedValue({ ok: true, value: asking });
    await correctColour('블랙');
    expect(worker.generate).toHaveBeenCalledWith(
      { image_url: IMAGE_URL, colour: '블랙' },
      expect.any(Function),
    );
  });
});

describe(analyseCapturedPhoto.name, () => {
  afterEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('should show the server’s quota message when the member asked for too many outfits', async () => {
    imgSrc$.value = 'data:image/jpeg;base64,/9j/';
    capturedImageUrl$.value = IMAGE_URL;
    recommendResult$.value = null;
    const message = '코디 추천은 1분에 30번까지 받을 수 있어요. 42초 후에 다시 시도해 주세요.';
    worker.generate.mockResolvedValue({
      ok: false,
      error: { code: 'rate_limited', message, status: 429 },
    });
    await expect(analyseCapturedPhoto()).resolves.toEqual({ kind: 'failed', message });
  });

  it('should answer without the remembered budget when no outfit of this garment fits it, and clear it', async () => {
    const { budget$, setBudget } = await import('./budget');
    setBudget(30_000);
    imgSrc$.value = 'data:image/jpeg;base64,/9j/';
    capturedImageUrl$.value = IMAGE_URL;
    recommendResult$.value = null;
    const answer = result(
      '데님 팬츠',
      '촬영하신 상품은 데님 팬츠로 보이며, 가을에 잘 어울리는 아이템입니다.',
    );
    worker.generate
      .mockResolvedValueOnce({
        ok: false,
        error: { code: 'over_budget', message: '가장 저렴한 코디는 182,000원이에요.', status: 422 },
      })
      .mockResolvedValueOnce({ ok: true, value: answer });
    await expect(analyseCapturedPhoto()).resolves.toEqual({ kind: 'done' });
    expect(worker.generate.mock.calls.map(([request]) => request)).toEqual([
      { image_url: IMAGE_URL, budget: 30_000 },
      { image_url: IMAGE_URL },
    ]);
    expect(recommendResult$.value).toEqual(answer);
    expect(budget$.value).toBeNull();
  });

  it('should keep a photo taken offline with the remembered budget, so that its outfits keep to it', async () => {
    const { setBudget } = await import('./budget');
    setBudget(250_000);
    // Through null, so that the signal writes sessionStorage again after the last test cleared it.
    imgSrc$.value = null;
    imgSrc$.value = 'data:image/jpeg;base64,/9j/';
    capturedImageUrl$.value = null;
    recommendResult$.value = null;
    worker.uploadImage.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: '인터넷 연결을 확인해 주세요.', status: 0 },
    });
    worker.keepPhoto.mockResolvedValue({ ok: true, value: { id: 'p1', waiting: 1 } });
    await expect(analyseCapturedPhoto()).resolves.toEqual({ kind: 'queued', waiting: 1 });
    expect(worker.keepPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ budget: 250_000, image: expect.any(Blob) }),
    );
    setBudget(null);
  });
});
