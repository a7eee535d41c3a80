// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAiOutfit, SavedClubOutfit } from '../../contract/picked';
import { makeProductItem } from '../../test/factories/product-items';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  // the photo outbox: nothing waits, no recent answers
  waitingPhotos: vi.fn(async () => []),
  recentAnswers: vi.fn(async () => []),
  userInfo: vi.fn(),
  savedAi: vi.fn(),
  savedClub: vi.fn(),
  toggleAiLike: vi.fn(),
  toggleClubLike: vi.fn(),
  fitFeedback: vi.fn(async (): Promise<unknown> => ({ ok: true, value: [] })),
  sendFitFeedback: vi.fn(),
  // shared outfits: none unless a test says so
  myShares: vi.fn(async (): Promise<unknown> => ({ ok: true, value: [] })),
  withdrawShare: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { accessToken$, user$ } = await import('../state/auth');
const { MyPage } = await import('./MyPage');
const { recordPurchase, purchases$ } = await import('../state/purchases');
const { budget$ } = await import('../state/budget');

const item = (id: number, category: 'top' | 'bottom', sub: string, name: string) => ({
  id,
  s3_path: `/img/${id}.webp`,
  goods_name: name,
  goods_url: '',
  brand: 'b',
  price: 10000,
  category,
  sub_category: sub,
  colour: '블랙',
});
const aiOutfit = (n: number) =>
  ({
    uuid: `u${n}`,
    recommendation: {
      id: n,
      top: item(n * 10, 'top', '후드 티셔츠', `후드 ${n}`),
      bottom: item(n * 10 + 1, 'bottom', '데님 팬츠', `데님 ${n}`),
      outer: null,
      shoes: null,
      total_price: 50000 + n,
      style: '캐주얼',
      recommendation_code: `R${n}`,
      created_at: '2026-01-01T00:00:00Z',
      reasoning_text: '',
    },
  }) as unknown as SavedAiOutfit;
const clubOutfit = {
  id: 9,
  uuid: 'c9',
  main_recommendation: { id: 42, top: null, outer: null, bottom: null, shoes: null },
  style: '',
  goods_name: '주말 코디',
  total_price: null,
} as unknown as SavedClubOutfit;

const user = {
  user_id: 7,
  username: '김핏픽',
  email: 'fitpick@x.kr',
  height: 175,
  weight: 70,
  age: 29,
  sex: 'M',
};

function renderPage() {
  return render(
    <>
      <MyPage />
      <DialogHost />
    </>,
  );
}

describe(MyPage.name, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/my');
    accessToken$.value = 'token';
    user$.value = null;
    worker.userInfo.mockResolvedValue({ ok: true, value: user });
    worker.savedAi.mockResolvedValue({
      ok: true,
      value: Array.from({ length: 10 }, (_, i) => aiOutfit(i + 1)),
    });
    worker.savedClub.mockResolvedValue({ ok: true, value: [clubOutfit] });
  });
  afterEach(() => {
    cleanup();
    accessToken$.value = null;
  });

  it('should greet with name and body and link the gear to /setting', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '김핏픽님' })).toBeTruthy();
    expect(screen.getByText('175cm · 70kg')).toBeTruthy();
    expect(screen.getByRole('link', { name: '설정' }).getAttribute('href')).toBe('/setting');
  });

  it('should show 4 outfits, then 4 more per 더보기', async () => {
    renderPage();
    const more = await screen.findByRole('button', { name: '더보기 (4/10)' });
    expect(screen.getAllByRole('button', { name: /^찜 해제/ })).toHaveLength(4);
    fireEvent.click(more);
    expect(screen.getAllByRole('button', { name: /^찜 해제/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '더보기 (8/10)' }));
    expect(screen.getAllByRole('button', { name: /^찜 해제/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /^더보기/ })).toBeNull();
  });

  it('should label AI cards by category and link them to the detail', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: /후드 1 외 [\d,]+원 상세 보기$/ });
    expect(link.getAttribute('href')).toBe(
      '/product-detail/1?source=mypage&recommendationId=1&tab=ai',
    );
    expect(within(link).getByText('후드 티셔츠 / 데님 팬츠')).toBeTruthy();
  });

  it('should picture a saved outfit without an outer by its three items, without a placeholder', async () => {
    const summer = aiOutfit(1);
    const recommendation = {
      ...summer.recommendation,
      top: item(10, 'top', '셔츠&블라우스 - 반소매', '린넨 셔츠'),
      shoes: { ...item(12, 'bottom', '로퍼', '로퍼'), category: 'shoes' },
    };
    worker.savedAi.mockResolvedValue({ ok: true, value: [{ ...summer, recommendation }] });
    renderPage();
    const link = await screen.findByRole('link', { name: /린넨 셔츠 외/ });
    const pictures = [...link.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['/img/10.webp', '/img/11.webp', '/img/12.webp']);
    expect(within(link).getByText('반소매 셔츠 / 데님 팬츠')).toBeTruthy();
  });

  it('should ask the sort/filter call the select names', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: '정렬 및 스타일' });
    await act(async () => {
      fireEvent.change(select, { target: { value: 'high' } });
    });
    expect(worker.savedAi).toHaveBeenLastCalledWith({ by: 'price', sort: 'high', user_id: 7 });
    expect(worker.savedClub).toHaveBeenLastCalledWith({ by: 'price', sort: 'high', user_id: 7 });
    await act(async () => {
      fireEvent.change(select, { target: { value: 'casual' } });
    });
    expect(worker.savedAi).toHaveBeenLastCalledWith({ by: 'style', style: '캐주얼', user_id: 7 });
  });

  it('should show club cards with their defaults and an empty state per tab', async () => {
    worker.savedAi.mockResolvedValue({ ok: true, value: [] });
    renderPage();
    expect(await screen.findByText('찜한 AI 추천 코디가 없어요')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '클럽 코디' }));
    const link = screen.getByRole('link', {
      name: '스타일 정보 없음 주말 코디 가격 정보 없음 상세 보기',
    });
    expect(link.getAttribute('href')).toBe(
      '/product-detail/42?source=mypage&recommendationId=42&tab=club',
    );
    expect(within(link).getByText('스타일 정보 없음')).toBeTruthy();
    expect(within(link).getByText('가격 정보 없음')).toBeTruthy();
    worker.savedClub.mockResolvedValue({ ok: true, value: [] });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: '정렬 및 스타일' }), {
        target: { value: 'oldest' },
      });
    });
    expect(await screen.findByText('찜한 클럽 코디가 없어요')).toBeTruthy();
  });

  it('should alert and go to / on a 401 from user info', async () => {
    worker.userInfo.mockResolvedValue({
      ok: false,
      error: { code: 'unauthorized', message: 'x', status: 401 },
    });
    renderPage();
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText('로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.'),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('should alert and go to /login when user info names no member (SPEC §8)', async () => {
    worker.userInfo.mockResolvedValue({ ok: true, value: { username: '', email: '' } });
    renderPage();
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText('로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.'),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(worker.savedAi).not.toHaveBeenCalled();
  });

  it('should open on the tab and sort its address names (back from a detail) and keep the address in step', async () => {
    window.history.replaceState(null, '', '/my?tab=club&sort=high');
    renderPage();
    const club = await screen.findByRole('tab', { name: /클럽 코디/ });
    expect(club.getAttribute('aria-selected')).toBe('true');
    expect(
      (screen.getByRole('combobox', { name: '정렬 및 스타일' }) as HTMLSelectElement).value,
    ).toBe('high');
    await vi.waitFor(() =>
      expect(worker.savedClub).toHaveBeenCalledWith({ by: 'price', sort: 'high', user_id: 7 }),
    );
    expect(await screen.findByRole('link', { name: /주말 코디/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /AI 추천 코디/ }));
    expect(window.location.pathname + window.location.search).toBe('/my?sort=high');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: '정렬 및 스타일' }), {
        target: { value: 'newest' },
      });
    });
    expect(window.location.pathname + window.location.search).toBe('/my');
    fireEvent.click(screen.getByRole('tab', { name: /클럽 코디/ }));
    expect(window.location.pathname + window.location.search).toBe('/my?tab=club');
  });

  it('should alert and go to /login without a token', async () => {
    accessToken$.value = null;
    renderPage();
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('로그인이 필요합니다.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(worker.userInfo).not.toHaveBeenCalled();
  });

  it('should ask how the size of a bought product fitted and send the verdict for the size chosen', async () => {
    const sizes = ['M', 'L', 'XL'].map((size) => ({ size, measures: { chest_cm: 55 } }));
    recordPurchase(
      makeProductItem(31, 'top', {
        goods_name: '오버핏 후드',
        sizes,
        size_advice: { size: 'L', confidence: 'likely', reason: '' },
      }),
    );
    worker.sendFitFeedback.mockResolvedValue({
      ok: true,
      value: { product_id: 31, size: 'XL', fit: 'small' },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: '사이즈 후기' });
    const size = within(section).getByRole('combobox', {
      name: '구매한 사이즈',
    }) as HTMLSelectElement;
    expect(size.value).toBe('L');
    fireEvent.change(size, { target: { value: 'XL' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: '작아요' })));
    expect(worker.sendFitFeedback).toHaveBeenCalledWith({
      product_id: 31,
      size: 'XL',
      fit: 'small',
    });
    expect(within(section).getByRole('status').textContent).toBe(
      '후기를 남겼어요. 다음 사이즈 추천에 반영할게요.',
    );
    expect(
      within(section).getByRole('button', { name: '작아요' }).getAttribute('aria-pressed'),
    ).toBe('true');
    purchases$.value = [];
  });

  it('should show the verdict given on an earlier visit once it loads', async () => {
    const sizes = ['M', 'L', 'XL'].map((size) => ({ size, measures: { chest_cm: 55 } }));
    recordPurchase(
      makeProductItem(32, 'top', {
        sizes,
        size_advice: { size: 'L', confidence: 'likely', reason: '' },
      }),
    );
    worker.fitFeedback.mockResolvedValue({
      ok: true,
      value: [{ product_id: 32, size: 'XL', fit: 'large' }],
    });
    renderPage();
    const section = await screen.findByRole('region', { name: '사이즈 후기' });
    await vi.waitFor(() =>
      expect(
        within(section).getByRole('button', { name: '커요' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(
      (within(section).getByRole('combobox', { name: '구매한 사이즈' }) as HTMLSelectElement).value,
    ).toBe('XL');
    purchases$.value = [];
  });

  it('should show the remembered outfit budget and change it', async () => {
    budget$.value = 399_999; // 30만원대: up to its end
    renderPage();
    const section = await screen.findByRole('region', { name: '코디 예산' });
    expect(
      within(section).getByRole('button', { name: '30만원대' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // a bracket's end as a shop writes it, for the next photo (no outfits on this page keep to it)
    expect(
      within(section).getByText('다음 사진의 코디도 40만원 미만으로 골라 드려요.'),
    ).toBeTruthy();
    expect(section.textContent).not.toContain('399,999');
    fireEvent.click(within(section).getByRole('button', { name: '전체' }));
    expect(budget$.value).toBeNull();
  });

  it('should take "25만" typed on a text keypad, and show the sum beside 직접 입력 pressed', async () => {
    budget$.value = null;
    renderPage();
    const section = await screen.findByRole('region', { name: '코디 예산' });
    fireEvent.click(within(section).getByRole('button', { name: '직접 입력' }));
    const input = within(section).getByLabelText('예산 (원)');
    // a text keypad: a numeric one has no 만
    expect(input.getAttribute('inputmode')).toBe('text');
    fireEvent.change(input, { target: { value: '25만' } });
    fireEvent.click(within(section).getByRole('button', { name: '적용' }));
    expect(budget$.value).toBe(250_000);
    expect(
      within(section).getByRole('button', { name: '직접 입력' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(section).getByText('다음 사진의 코디도 25만원 이하로 골라 드려요.')).toBeTruthy();
    // choosing 직접 입력 again offers the sum as the shopper wrote it
    fireEvent.click(within(section).getByRole('button', { name: '직접 입력' }));
    expect((within(section).getByLabelText('예산 (원)') as HTMLInputElement).value).toBe('25만원');
    budget$.value = null;
  });

  it('should list the outfits being shared, and stop sharing one after asking', async () => {
    const share = (token: string, withOwn: boolean) => ({
      token,
      with_own_garment: withOwn,
      created_at: '2026-11-21T03:00:00.000Z',
      outfit: { ...aiOutfit(1).recommendation, shared_at: '2026-11-21T03:00:00.000Z' },
    });
    const first = 'Ab-_0123456789abcdefgh';
    const second = 'Zz-_0123456789abcdefgh';
    worker.myShares.mockResolvedValue({
      ok: true,
      value: [share(first, true), share(second, false)],
    });
    worker.withdrawShare.mockResolvedValue({ ok: true, value: null });
    renderPage();
    const section = await screen.findByRole('region', { name: '공유 중인 코디' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.shared-outfit-meta')?.textContent)).toEqual([
      '2026. 11. 21. 공유 · 내 옷 사진 포함',
      '2026. 11. 21. 공유 · 상품만 공유',
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: '후드 1 공유 페이지 보기' }).getAttribute('href'),
    ).toBe(`/share/${first}`);

    // asked first: cancelling keeps it
    fireEvent.click(within(rows[0]!).getByRole('button', { name: '공유 중지' }));
    const question = screen.getByRole('dialog', { name: '공유를 중지할까요?' });
    // the share shows the member's garment: its picture goes too
    expect(within(question).getByText(/함께 보여준 내 옷 사진도 바로 지워져요/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '취소' }));
    await act(async () => undefined);
    expect(worker.withdrawShare).not.toHaveBeenCalled();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: '공유 중지' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '공유를 중지할까요?' })).getByRole('button', {
        name: '공유 중지',
      }),
    );
    await act(async () => undefined);
    expect(worker.withdrawShare).toHaveBeenCalledWith(first);
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('link').getAttribute('href')).toBe(`/share/${second}`);
  });
});
