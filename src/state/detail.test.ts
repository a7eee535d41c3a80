import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutfitDetail, SavedAiOutfit, SavedClubOutfit } from '../../contract/picked';
import { makeProductItem } from '../../test/factories/product-items';
import { DETAIL_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  aiOutfitDetail: vi.fn(),
  clubOutfitDetail: vi.fn(),
  savedAi: vi.fn(),
  savedClub: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const sut = await import('./detail');

const item = makeProductItem;

const aiDetail: OutfitDetail = {
  id: 5,
  top: item(1, 'top'),
  outer: null,
  bottom: item(2, 'bottom'),
  shoes: null,
  total_price: 30_000,
  style: '캐주얼',
  recommendation_code: 'abc123',
  created_at: '2026-01-01T00:00:00Z',
  reasoning_text: '캐주얼 코디예요.',
};
const savedAi: SavedAiOutfit = {
  uuid: 'u5',
  recommendation: { ...aiDetail, recommendation_code: 'abc123' },
};
const savedClub = {
  id: 900,
  uuid: 'c42',
  main_recommendation: {
    id: 42,
    style: '미니멀',
    goods_name: '주말 코디',
    total_price: 70_000,
    top: item(3, 'top'),
    outer: null,
    bottom: item(4, 'bottom'),
    shoes: null,
  },
  style: '미니멀',
  goods_name: '주말 미니멀 코디',
  total_price: 70_000,
  created_at: '2026-01-02T00:00:00Z',
  reasoning_text: '차분한 톤이에요.',
} as unknown as SavedClubOutfit;

/** The saved club outfit's own detail call: its items with their size charts, which lists leave out. */
const chart = ['M', 'L'].map((size) => ({ size, measures: { chest_cm: 55 } }));
const clubDetail: OutfitDetail = {
  id: 42,
  top: item(3, 'top', { sizes: chart }),
  outer: null,
  bottom: item(4, 'bottom'),
  shoes: null,
  total_price: 70_000,
  style: '미니멀',
  goods_name: '주말 미니멀 코디',
  created_at: '2026-01-02T00:00:00Z',
  reasoning_text: '차분한 톤이에요.',
};

const query = (overrides: Partial<Parameters<typeof sut.resolveDetail>[0]>) => ({
  itemId: '42',
  recommendationId: null,
  source: null,
  tab: null,
  apiPath: null,
  ...overrides,
});
const failed = { ok: false, error: { code: 'server_error', message: 'x', status: 500 } };

describe('resolveDetail', () => {
  beforeEach(() => {
    worker.aiOutfitDetail.mockResolvedValue({ ok: true, value: aiDetail });
    worker.clubOutfitDetail.mockResolvedValue({ ok: true, value: clubDetail });
    worker.savedAi.mockResolvedValue({ ok: true, value: [savedAi] });
    worker.savedClub.mockResolvedValue({ ok: true, value: [savedClub] });
  });
  afterEach(() => vi.clearAllMocks());

  it('should find the outfit in the saved list an apiPath names (no source)', async () => {
    const outcome = await sut.resolveDetail(
      query({ recommendationId: '42', apiPath: '/api/picked/v1/main_picked/by-price/?sort=high' }),
    );
    expect(worker.savedClub).toHaveBeenCalledWith({ by: 'price', sort: 'high' });
    expect(outcome).toMatchObject({
      ok: true,
      value: {
        kind: 'club',
        outfitId: 42,
        title: '주말 미니멀 코디',
        style: '미니멀',
        totalPrice: 70_000,
        description: '차분한 톤이에요.',
      },
    });
    if (outcome.ok) expect(outcome.value.items.map((i) => i.id)).toEqual([3, 4]);
  });

  it('should show an outfit found in a saved list with the size charts of its detail call, or the list’s items when that call fails', async () => {
    const path = '/api/picked/v1/main_picked/by-time/?order=newest';
    const outcome = await sut.resolveDetail(query({ recommendationId: '42', apiPath: path }));
    expect(worker.clubOutfitDetail).toHaveBeenCalledWith(42);
    expect(outcome).toMatchObject({ ok: true, value: { outfitId: 42, title: '주말 미니멀 코디' } });
    if (outcome.ok) expect(outcome.value.items[0]!.sizes).toEqual(chart);

    worker.clubOutfitDetail.mockResolvedValue(failed);
    const offline = await sut.resolveDetail(query({ recommendationId: '42', apiPath: path }));
    expect(offline).toMatchObject({ ok: true, value: { outfitId: 42, title: '주말 미니멀 코디' } });
    if (offline.ok) expect(offline.value.items.map((i) => i.id)).toEqual([3, 4]);
  });

  it('should match an AI outfit by its id or its recommendation code', async () => {
    const path = '/api/picked/v1/recommend_picked/by-time/?order=newest';
    expect(await sut.resolveDetail(query({ itemId: '5', apiPath: path }))).toMatchObject({
      ok: true,
      value: { kind: 'ai', outfitId: 5, totalPrice: 30_000 },
    });
    expect(
      await sut.resolveDetail(query({ recommendationId: 'abc123', apiPath: path })),
    ).toMatchObject({ ok: true, value: { outfitId: 5 } });
  });

  it('should say the code was not found when the list lacks the outfit, and the API failed when the call fails', async () => {
    const path = '/api/picked/v1/recommend_picked/by-time/?order=newest';
    expect(await sut.resolveDetail(query({ recommendationId: '99', apiPath: path }))).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.codeNotFound,
    });
    worker.savedAi.mockResolvedValue(failed);
    expect(await sut.resolveDetail(query({ recommendationId: '5', apiPath: path }))).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.apiFailed,
    });
    worker.aiOutfitDetail.mockResolvedValue(failed);
    expect(await sut.resolveDetail(query({ apiPath: 'recommend_picked/5/' }))).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.apiFailed,
    });
  });

  it('should request nothing for a path it does not know', async () => {
    expect(await sut.resolveDetail(query({ apiPath: '/api/account/v1/user_info/' }))).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.notFound,
    });
    expect(
      await sut.resolveDetail(
        query({ source: 'elsewhere', apiPath: '/api/account/v1/user_info/' }),
      ),
    ).toEqual({ ok: false, error: DETAIL_MESSAGES.failed });
    expect(worker.aiOutfitDetail).not.toHaveBeenCalled();
    expect(worker.savedAi).not.toHaveBeenCalled();
  });

  it('should use the my page list of the same tab, else the outfit call the tab names', async () => {
    const clubList = 'main_picked/by-time/?order=newest';
    const fromList = await sut.resolveDetail(
      query({ source: 'mypage', tab: 'club', recommendationId: '42', apiPath: clubList }),
    );
    expect(fromList).toMatchObject({
      ok: true,
      value: { kind: 'club', title: '주말 미니멀 코디' },
    });
    expect(worker.savedClub).toHaveBeenCalled();

    const otherKind = await sut.resolveDetail(
      query({ source: 'mypage', tab: 'ai', recommendationId: '5', apiPath: clubList }),
    );
    expect(otherKind).toMatchObject({ ok: true, value: { kind: 'ai', outfitId: 5 } });
    expect(worker.aiOutfitDetail).toHaveBeenCalledWith(5);

    worker.savedClub.mockResolvedValue(failed);
    expect(
      await sut.resolveDetail(
        query({ source: 'mypage', tab: 'club', recommendationId: '42', apiPath: clubList }),
      ),
    ).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.mypageFailed,
    });
    expect(
      await sut.resolveDetail(query({ source: 'mypage', tab: 'outer', recommendationId: '42' })),
    ).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.unsupportedTab,
    });
  });

  it('should fall back to the stored result for the fashion source and name a missing outfit or item', async () => {
    worker.aiOutfitDetail.mockResolvedValue(failed);
    expect(
      await sut.resolveDetail(query({ source: 'fashion', itemId: '1', recommendationId: '5' })),
    ).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.codeNotFound,
    });
    worker.aiOutfitDetail.mockResolvedValue({ ok: true, value: aiDetail });
    expect(
      await sut.resolveDetail(query({ source: 'fashion', itemId: '77', recommendationId: '5' })),
    ).toEqual({
      ok: false,
      error: DETAIL_MESSAGES.itemNotFound,
    });
    expect(
      await sut.resolveDetail(query({ source: 'fashion', itemId: '2', recommendationId: '5' })),
    ).toMatchObject({
      ok: true,
      value: { title: '상품 2', outfitId: 5 },
    });
  });

  it('should replace a cached answer with the network one', async () => {
    let deliver: (value: unknown) => void = () => undefined;
    const fresh = new Promise((resolve) => (deliver = resolve));
    worker.aiOutfitDetail.mockReturnValue(
      Object.assign(Promise.resolve({ ok: true, value: aiDetail }), { fresh }),
    );
    let later: Promise<unknown> | undefined;
    await sut.resolveDetail(
      query({ source: 'mypage', tab: 'ai', recommendationId: '5' }),
      (p) => (later = p),
    );
    deliver({ ok: true, value: { ...aiDetail, total_price: 31_000 } });
    expect(await later).toMatchObject({ outfitId: 5, totalPrice: 31_000 });
  });
});

describe('detailOrigin', () => {
  it('should lead back to the my page tab, the outfits or home', () => {
    expect(sut.detailOrigin({ source: 'mypage', tab: 'club' })).toBe('/my?tab=club');
    expect(sut.detailOrigin({ source: 'mypage', tab: 'ai' })).toBe('/my');
    expect(sut.detailOrigin({ source: 'fashion', tab: null })).toBe('/fashion');
    expect(sut.detailOrigin({ source: 'main', tab: null })).toBe('/main');
    expect(sut.detailOrigin({ source: null, tab: null })).toBe('/main');
  });
});

describe('toOutfitView titles', () => {
  const worn = {
    top: makeProductItem(1, 'top'),
    bottom: makeProductItem(2, 'bottom'),
    shoes: makeProductItem(3, 'shoes'),
    sources: { top: 'shop', bottom: 'photo', shoes: 'shop' } as const,
    cutout_url: 'http://localhost/media/uploads/u.cutout.webp',
  };

  it('should title an outfit around the shopper’s garment by it, never by the similar item behind it', () => {
    expect(sut.toOutfitView(worn, null).title).toBe('내 하의 코디');
    expect(sut.toOutfitView(worn, 2).title).toBe('내 하의 코디'); // the similar item's own page
    expect(sut.toOutfitView(worn, 3).title).toBe(worn.shoes.goods_name); // a shop item's page
  });

  it('should title an outfit without the shopper’s garment by its first item, as before', () => {
    const { cutout_url: _, sources: __, ...shopOnly } = worn;
    expect(sut.toOutfitView(shopOnly, null).title).toBe(worn.top.goods_name);
  });
});
