import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAiOutfit, SavedClubOutfit } from '../../contract/picked';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  savedAi: vi.fn(),
  savedClub: vi.fn(),
  toggleAiLike: vi.fn(),
  toggleClubLike: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { dialog$ } = await import('./dialog');
const sut = await import('./saved');

const ai = (id: number) => ({ uuid: `u${id}`, recommendation: { id } }) as SavedAiOutfit;
const club = (id: number) =>
  ({ id: 100 + id, uuid: `c${id}`, main_recommendation: { id } }) as SavedClubOutfit;

describe('toSavedQuery', () => {
  it('should map each choice to its call', () => {
    expect(sut.toSavedQuery('newest')).toEqual({ by: 'time', order: 'newest' });
    expect(sut.toSavedQuery('oldest')).toEqual({ by: 'time', order: 'oldest' });
    expect(sut.toSavedQuery('high')).toEqual({ by: 'price', sort: 'high' });
    expect(sut.toSavedQuery('low')).toEqual({ by: 'price', sort: 'low' });
    expect(sut.toSavedQuery('minimal')).toEqual({ by: 'style', style: '미니멀' });
    expect(sut.toSavedQuery('casual', 3)).toEqual({ by: 'style', style: '캐주얼', user_id: 3 });
  });

  it('should label the options in Korean, newest first', () => {
    expect(sut.SAVED_SORT_OPTIONS.map((option) => option.label)).toEqual([
      '최신순',
      '오래된순',
      '높은 가격순',
      '낮은 가격순',
      '미니멀 스타일',
      '캐주얼 스타일',
    ]);
  });
});

describe('pagination', () => {
  beforeEach(() => sut.resetSaved());

  it('should show 4, then 4 more per press', () => {
    const list = Array.from({ length: 10 }, (_, i) => i);
    expect(sut.visibleSlice(list, sut.visibleCount$.value)).toHaveLength(4);
    expect(sut.showMoreLabel(4, 10)).toBe('더보기 (4/10)');
    sut.showMore();
    expect(sut.visibleSlice(list, sut.visibleCount$.value)).toHaveLength(8);
    expect(sut.showMoreLabel(8, 10)).toBe('더보기 (8/10)');
    sut.showMore();
    expect(sut.visibleSlice(list, sut.visibleCount$.value)).toHaveLength(10);
    expect(sut.showMoreLabel(10, 10)).toBeNull();
  });

  it('should start again at 4 on a new tab or sort', async () => {
    worker.savedAi.mockResolvedValue({ ok: true, value: [] });
    worker.savedClub.mockResolvedValue({ ok: true, value: [] });
    sut.showMore();
    sut.chooseTab('club');
    expect(sut.visibleCount$.value).toBe(4);
    sut.showMore();
    await sut.chooseSort('low');
    expect(sut.visibleCount$.value).toBe(4);
    expect(worker.savedAi).toHaveBeenLastCalledWith({ by: 'price', sort: 'low' });
  });
});

describe('the price sorts', () => {
  /** A saved outfit of total `total` won whose similar item (beside the shopper's own top) costs `similar`. */
  const priced = (id: number, total: number, similar?: number) =>
    ({
      uuid: `u${id}`,
      recommendation: {
        id,
        total_price: total,
        top: { id: 10 + id, price: similar ?? 30_000, category: 'top' },
        outer: null,
        bottom: { id: 20 + id, price: 40_000, category: 'bottom' },
        shoes: null,
        ...(similar === undefined ? {} : { sources: { top: 'photo', bottom: 'shop' } }),
      },
    }) as unknown as SavedAiOutfit;

  it('should order saved AI outfits by the price their cards show, the shopper’s own garment left out', async () => {
    // the server orders by the whole total: 150,000 · 120,000 · 100,000
    const list = [priced(1, 150_000, 110_000), priced(2, 120_000), priced(3, 100_000, 20_000)];
    worker.savedAi.mockResolvedValue({ ok: true, value: list });
    worker.savedClub.mockResolvedValue({ ok: true, value: [] });
    await sut.chooseSort('high');
    // the cards show 40,000 (내 옷 제외) · 120,000 · 80,000 (내 옷 제외)
    expect(sut.savedAi$.value?.map((entry) => entry.recommendation.id)).toEqual([2, 3, 1]);
    await sut.chooseSort('low');
    expect(sut.savedAi$.value?.map((entry) => entry.recommendation.id)).toEqual([1, 3, 2]);
    await sut.chooseSort('newest');
    expect(sut.savedAi$.value?.map((entry) => entry.recommendation.id)).toEqual([1, 2, 3]);
  });
});

describe('unlikeSaved', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sut.resetSaved();
    sut.savedAi$.value = [ai(1), ai(2)];
    sut.savedClub$.value = [club(5)];
  });

  const answer = (confirmed: boolean) => {
    const open = dialog$.value;
    expect(open).toMatchObject({
      kind: 'confirm',
      title: '찜 해제',
      message: '찜 목록에서 삭제하시겠습니까?',
    });
    if (open?.kind === 'confirm') open.resolve(confirmed);
  };

  it('should unlike through the worker after 확인 and drop the card', async () => {
    worker.toggleAiLike.mockResolvedValue({ ok: true, value: { status: 'removed' } });
    const done = sut.unlikeSaved('ai', 2);
    answer(true);
    expect(await done).toBe(true);
    expect(worker.toggleAiLike).toHaveBeenCalledWith({ recommendation_id: 2, liked: false });
    expect(sut.savedAi$.value?.map((entry) => entry.recommendation.id)).toEqual([1]);
  });

  it('should unlike a club outfit by its main_recommendation id', async () => {
    worker.toggleClubLike.mockResolvedValue({ ok: true, value: { status: 'removed' } });
    const done = sut.unlikeSaved('club', 5);
    answer(true);
    await done;
    expect(worker.toggleClubLike).toHaveBeenCalledWith({ main_recommendation_id: 5, liked: false });
    expect(sut.savedClub$.value).toEqual([]);
  });

  it('should keep everything after 취소', async () => {
    const done = sut.unlikeSaved('ai', 1);
    answer(false);
    expect(await done).toBe(false);
    expect(worker.toggleAiLike).not.toHaveBeenCalled();
    expect(sut.savedAi$.value).toHaveLength(2);
  });

  it('should alert on failure', async () => {
    worker.toggleAiLike.mockResolvedValue({
      ok: false,
      error: { code: 'server_error', message: 'x', status: 500 },
    });
    const done = sut.unlikeSaved('ai', 1);
    answer(true);
    await vi.waitFor(() =>
      expect(dialog$.value).toMatchObject({
        kind: 'alert',
        message: '찜 해제 중 오류가 발생했습니다.',
      }),
    );
    const open = dialog$.value;
    if (open?.kind === 'alert') open.resolve();
    expect(await done).toBe(false);
    expect(sut.savedAi$.value).toHaveLength(2);
  });
});

describe('myPageHref', () => {
  it('should name the tab and sort in the address, leaving the defaults out', () => {
    expect(sut.myPageHref()).toBe('/my');
    expect(sut.myPageHref({ tab: 'ai', sort: 'newest' })).toBe('/my');
    expect(sut.myPageHref({ tab: 'club' })).toBe('/my?tab=club');
    expect(sut.myPageHref({ tab: 'club', sort: 'high' })).toBe('/my?tab=club&sort=high');
    expect(sut.myPageHref({ tab: 'ai', sort: 'casual' })).toBe('/my?sort=casual');
  });

  it('should read them back, unknown values as the defaults', () => {
    expect(sut.savedViewFromSearch('tab=club&sort=high')).toEqual({ tab: 'club', sort: 'high' });
    expect(sut.savedViewFromSearch('')).toEqual({ tab: 'ai', sort: 'newest' });
    expect(sut.savedViewFromSearch('tab=outer&sort=cheap')).toEqual({ tab: 'ai', sort: 'newest' });
  });
});
