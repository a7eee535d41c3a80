// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OutfitDetail } from '../../contract/picked';
import { makeProductItem } from '../../test/factories/product-items';
import { DETAIL_MESSAGES, SHARE_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  clubOutfitDetail: vi.fn(),
  aiOutfitDetail: vi.fn(),
  savedClub: vi.fn(),
  likedClubIds: vi.fn(async () => ({ ok: true, value: [] })),
  likedAiIds: vi.fn(async () => ({ ok: true, value: [] })),
  privatePicture: vi.fn(),
  shareOutfit: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));
// The share's picture of the outfit (its drawing is outfit-picture.test.ts's; jsdom has no canvas).
const outfitPicture = vi.hoisted(() => ({ composeOutfitPicture: vi.fn() }));
vi.mock('../lib/outfit-picture', () => outfitPicture);

const { ProductDetailPage } = await import('./ProductDetailPage');
const { DialogHost } = await import('../components/DialogHost');
const { dismissDialog } = await import('../state/dialog');
const { accessToken$ } = await import('../state/auth');

const item = makeProductItem;
/** The token of the share the server makes (contract/share.ts). */
const TOKEN = 'Ab-_0123456789abcdefgh';

const detail = (overrides: Partial<OutfitDetail> = {}): OutfitDetail => ({
  id: 5,
  top: item(1, 'top'),
  outer: null,
  bottom: item(2, 'bottom', { goods_url: '' }),
  shoes: item(3, 'shoes', { brand: '브랜드1' }),
  total_price: 60_000,
  style: '미니멀',
  goods_name: '주말 미니멀 코디',
  created_at: '2025-01-01T00:00:00Z',
  reasoning_text: '차분한 톤으로 맞춘 코디예요.',
  ...overrides,
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

function renderDetail(path: string) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/product-detail/:itemId" component={ProductDetailPage} />
      <DialogHost />
    </Router>,
  );
  return location;
}

describe(ProductDetailPage.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    worker.clubOutfitDetail.mockResolvedValue({ ok: true, value: detail() });
    worker.shareOutfit.mockImplementation(async (request: { with_own_garment: boolean }) => ({
      ok: true,
      value: { token: TOKEN, with_own_garment: request.with_own_garment },
    }));
  });
  afterEach(() => {
    dismissDialog();
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('should show brands, total and description of a home outfit', async () => {
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    expect(worker.clubOutfitDetail).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { level: 1, name: '주말 미니멀 코디' })).toBeTruthy();
    expect(screen.getByText('브랜드1 / 브랜드2')).toBeTruthy();
    expect(screen.getByText('60,000원')).toBeTruthy();
    expect(screen.getByText('차분한 톤으로 맞춘 코디예요.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /상품 구매하기/ })).toHaveLength(2);
  });

  it('should label a club outfit’s total as the outfit’s, with its number of items', async () => {
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    const total = screen.getByText('60,000원').parentElement;
    expect(total?.textContent).toBe('코디 합계 · 아이템 3개60,000원');
    expect(screen.queryByText('이 상품 가격', { exact: false })).toBeNull();
  });

  it('should show an item’s own price under its name, and the outfit’s total apart from it', async () => {
    worker.aiOutfitDetail.mockResolvedValue({
      ok: true,
      value: detail({ goods_name: undefined, total_price: 60_000 }),
    });
    renderDetail('/product-detail/1?source=fashion&recommendationId=5');
    await flush();
    expect(worker.aiOutfitDetail).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { level: 1, name: '상품 1' })).toBeTruthy();
    // The heading's item: 10,000원 as its price; the 60,000원 total is labelled as the outfit's.
    expect(screen.getByText('이 상품 가격', { exact: false }).parentElement?.textContent).toBe(
      '이 상품 가격 10,000원',
    );
    expect(screen.getByText('60,000원').parentElement?.textContent).toBe(
      '코디 합계 · 아이템 3개60,000원',
    );
  });

  it('should wrap around in the zoom viewer', async () => {
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '신발 이미지 크게 보기' }));
    const viewer = screen.getByRole('dialog', { name: '이미지 확대 보기' });
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: '다음 이미지' }));
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: '이전 이미지' }));
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '이미지 확대 보기' })).toBeNull();
  });

  it('should offer only the existing slots and open the chosen link in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '구매하기' }));
    const picker = screen.getByRole('dialog', { name: '구매할 상품 선택' });
    const options = within(picker).getAllByRole('button', { name: /구매하기$/ });
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      '상의 상품 1 10,000원 구매하기',
      '하의 상품 2 20,000원 구매하기',
      '신발 상품 3 30,000원 구매하기',
    ]);
    fireEvent.click(options[0]!);
    expect(open).toHaveBeenCalledWith(
      'https://shop.example/goods/1',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('dialog', { name: '구매할 상품 선택' })).toBeNull();
  });

  it('should alert when the chosen item has no purchase link', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '구매하기' }));
    fireEvent.click(screen.getByRole('button', { name: '하의 상품 2 20,000원 구매하기' }));
    expect(open).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('alertdialog')).getByText(DETAIL_MESSAGES.noPurchaseLink),
    ).toBeTruthy();
  });

  it('should copy the link and alert when the Web Share API is missing', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(
      within(screen.getByRole('alertdialog')).getByText('링크가 복사되었습니다.'),
    ).toBeTruthy();
  });

  it('should share natively with the goods name, reasoning and URL', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await flush();
    expect(share).toHaveBeenCalledWith({
      title: '주말 미니멀 코디',
      text: '차분한 톤으로 맞춘 코디예요.',
      url: window.location.href,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should show the load error in place of the page', async () => {
    worker.clubOutfitDetail.mockResolvedValue({
      ok: false,
      error: { code: 'server_error', message: 'x', status: 500 },
    });
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(DETAIL_MESSAGES.mainFailed);
  });

  it('should show the defaults for a missing brand and description', async () => {
    worker.clubOutfitDetail.mockResolvedValue({
      ok: true,
      value: detail({
        top: item(1, 'top', { brand: '' }),
        bottom: null,
        shoes: null,
        reasoning_text: '',
      }),
    });
    renderDetail('/product-detail/5?source=main&recommendationId=5');
    await flush();
    expect(screen.getByText('브랜드 정보 없음')).toBeTruthy();
    expect(screen.getByText('아직 등록된 상세 설명이 없습니다.')).toBeTruthy();
  });

  it('should refuse an unsupported my-page tab', async () => {
    renderDetail('/product-detail/5?source=mypage&tab=other&recommendationId=5');
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(DETAIL_MESSAGES.unsupportedTab);
  });

  it('should open a saved club outfit of the my page and go back to its tab when opened directly', async () => {
    worker.clubOutfitDetail.mockResolvedValue({ ok: true, value: detail({ id: 42 }) });
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const location = renderDetail('/product-detail/42?source=mypage&recommendationId=42&tab=club');
    await flush();
    expect(worker.clubOutfitDetail).toHaveBeenCalledWith(42);
    expect(screen.getByRole('heading', { level: 1, name: '주말 미니멀 코디' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(location.history?.at(-1)).toBe('/my?tab=club');
  });

  it('should look for the outfit in the saved list an apiPath names and say so as the heading when it is not there', async () => {
    worker.savedClub.mockResolvedValue({ ok: true, value: [] });
    renderDetail(
      `/product-detail/5?recommendationId=99&apiPath=${encodeURIComponent('/api/picked/v1/main_picked/by-time/?order=oldest')}`,
    );
    await flush();
    expect(worker.savedClub).toHaveBeenCalledWith({ by: 'time', order: 'oldest' });
    expect(worker.clubOutfitDetail).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      DETAIL_MESSAGES.codeNotFound,
    );
  });

  describe('the shopper’s own garment', () => {
    const CUTOUT = 'https://fitpick.example/media/uploads/u1.cutout.webp';
    /** A saved AI outfit wearing the shopper's 데님 팬츠 in the bottom (item 2: the similar one). */
    const worn = () =>
      detail({
        goods_name: undefined,
        bottom: item(2, 'bottom', { similar_to_photo: true }),
        cutout_url: CUTOUT,
        sources: { top: 'shop', bottom: 'photo', shoes: 'shop' },
      });
    const gallery = () => screen.getByRole('region', { name: '코디 이미지' });
    const coordinated = () => screen.getByRole('region', { name: '함께 코디한 아이템' });

    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:cutout');
      URL.revokeObjectURL = vi.fn();
      worker.aiOutfitDetail.mockResolvedValue({ ok: true, value: worn() });
      worker.privatePicture.mockResolvedValue({
        ok: true,
        value: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
      });
    });

    it('should wear the cut-out marked 내 옷 in its slot, the similar item beside it to buy', async () => {
      renderDetail('/product-detail/5?source=mypage&recommendationId=5&tab=ai');
      await flush();

      expect(worker.privatePicture).toHaveBeenCalledWith(CUTOUT);
      const own = within(gallery()).getByRole('img', { name: '내 옷 (촬영한 데님 팬츠)' });
      expect(own.getAttribute('src')).toBe('blob:cutout');
      expect(within(gallery()).getByText('내 옷')).toBeTruthy();
      // The shop items' pictures still zoom; the shopper's garment is not the shop's to zoom.
      expect(within(gallery()).queryByRole('button', { name: '하의 이미지 크게 보기' })).toBeNull();
      expect(within(gallery()).getByRole('button', { name: '상의 이미지 크게 보기' })).toBeTruthy();

      // the total counts the shop items only, as /fashion and the budget do
      expect(document.querySelector('.detail-total')?.textContent).toBe(
        '내 옷 제외 합계 · 아이템 2개40,000원',
      );
      const cards = within(coordinated()).getAllByRole('article');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
        '상의 상품 1',
        '내 옷 하의 데님 팬츠',
        '비슷한 상품 하의 상품 2',
        '신발 상품 3',
      ]);
      const [, mine, similar] = cards as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(mine).getByRole('img', { name: '내 옷 (촬영한 데님 팬츠)' })).toBeTruthy();
      expect(within(mine).queryByRole('link')).toBeNull();
      expect(
        within(similar)
          .getByText(/비슷한 상품/)
          .closest('.coord-meta')?.textContent,
      ).toBe('비슷한 상품 · 하의 · 브랜드2');
      expect(similar.querySelector('img')?.getAttribute('src')).toBe('/media/products/2.webp');
      expect(within(similar).getByText('20,000원')).toBeTruthy();
      expect(
        within(similar)
          .getByRole('link', { name: '상품 2 상품 구매하기 (새 창)' })
          .getAttribute('href'),
      ).toBe('https://shop.example/goods/2');
    });

    it('should ask whether to show the shopper’s garment, and share the outfit’s public link, with its picture only when they agreed', async () => {
      const file = new File([new Uint8Array([1])], '핏픽-코디.png', { type: 'image/png' });
      outfitPicture.composeOutfitPicture.mockResolvedValue(file);
      const share = vi.fn(async (_data: ShareData) => undefined);
      const canShare = vi.fn((data: ShareData) => Boolean(data.files?.length));
      vi.stubGlobal('navigator', { ...navigator, share, canShare });
      renderDetail('/product-detail/5?source=mypage&recommendationId=5&tab=ai');
      await flush();
      const page = {
        title: '내 하의 코디',
        text: '차분한 톤으로 맞춘 코디예요.',
        url: `${window.location.origin}/share/${TOKEN}`,
      };
      const askAndAnswer = async (answer: string | null) => {
        fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
        await flush();
        const question = screen.getByRole('dialog', { name: SHARE_MESSAGES.consentTitle });
        expect(within(question).getByText(SHARE_MESSAGES.consentMessage)).toBeTruthy();
        if (answer) fireEvent.click(within(question).getByRole('button', { name: answer }));
        else fireEvent.keyDown(question, { key: 'Escape' });
        await flush();
      };

      // Agreed: the share shows their garment; the shop items' pictures and the cut-out go along.
      await askAndAnswer(SHARE_MESSAGES.consentYes);
      expect(worker.shareOutfit).toHaveBeenLastCalledWith({
        recommendation_id: 5,
        with_own_garment: true,
      });
      expect(outfitPicture.composeOutfitPicture).toHaveBeenCalledWith([
        { picture: '/media/products/1.webp', own: false },
        { picture: expect.any(Blob), own: true },
        { picture: '/media/products/3.webp', own: false },
      ]);
      expect(share).toHaveBeenLastCalledWith({ ...page, files: [file] });
      expect(JSON.stringify(share.mock.calls)).not.toContain('/media/uploads/');
      expect(JSON.stringify(share.mock.calls)).not.toContain('/product-detail/');

      // Declined: the shop items only, no picture of the garment.
      outfitPicture.composeOutfitPicture.mockClear();
      await askAndAnswer(SHARE_MESSAGES.consentNo);
      expect(worker.shareOutfit).toHaveBeenLastCalledWith({
        recommendation_id: 5,
        with_own_garment: false,
      });
      expect(outfitPicture.composeOutfitPicture).not.toHaveBeenCalled();
      expect(share).toHaveBeenLastCalledWith(page);

      // Dismissed: nothing is shared.
      await askAndAnswer(null);
      expect(worker.shareOutfit).toHaveBeenCalledTimes(2);
      expect(share).toHaveBeenCalledTimes(2);
      expect(screen.queryByRole('dialog')).toBeNull();

      // Without the Web Share API: the public link is copied.
      const writeText = vi.fn(async (_text: string) => undefined);
      vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
      await askAndAnswer(SHARE_MESSAGES.consentNo);
      expect(writeText).toHaveBeenCalledWith(page.url);
      expect(
        within(screen.getByRole('alertdialog')).getByText(DETAIL_MESSAGES.linkCopied),
      ).toBeTruthy();
    });

    it('should share the link without a picture when none can be made', async () => {
      outfitPicture.composeOutfitPicture.mockResolvedValue(null);
      const share = vi.fn(async (_data: ShareData) => undefined);
      vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
      renderDetail('/product-detail/5?source=mypage&recommendationId=5&tab=ai');
      await flush();
      fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
      await flush();
      fireEvent.click(screen.getByRole('button', { name: SHARE_MESSAGES.consentYes }));
      await flush();
      expect(share).toHaveBeenCalledWith({
        title: '내 하의 코디',
        text: '차분한 톤으로 맞춘 코디예요.',
        url: `${window.location.origin}/share/${TOKEN}`,
      });
    });

    it('should share an AI outfit without the shopper’s garment at once, and alert when no link can be made', async () => {
      worker.aiOutfitDetail.mockResolvedValue({
        ok: true,
        value: detail({ goods_name: undefined }),
      });
      const share = vi.fn(async (_data: ShareData) => undefined);
      vi.stubGlobal('navigator', { ...navigator, share });
      renderDetail('/product-detail/5?source=mypage&recommendationId=5&tab=ai');
      await flush();
      fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
      await flush();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(worker.shareOutfit).toHaveBeenCalledWith({
        recommendation_id: 5,
        with_own_garment: false,
      });
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${window.location.origin}/share/${TOKEN}` }),
      );

      worker.shareOutfit.mockResolvedValue({
        ok: false,
        error: { code: 'network', message: '오프라인 상태예요.', status: 0 },
      });
      fireEvent.click(screen.getByRole('button', { name: '공유하기' }));
      await flush();
      expect(share).toHaveBeenCalledTimes(1);
      expect(within(screen.getByRole('alertdialog')).getByText('오프라인 상태예요.')).toBeTruthy();
    });

    it('should show the similar item in its slot when the cut-out cannot be had, the total still the shop items’', async () => {
      worker.privatePicture.mockResolvedValue({
        ok: false,
        error: { code: 'network', message: '오프라인', status: 0 },
      });
      renderDetail('/product-detail/5?source=mypage&recommendationId=5&tab=ai');
      await flush();

      expect(screen.queryByRole('img', { name: /내 옷/ })).toBeNull();
      expect(screen.queryByText(/비슷한 상품/)).toBeNull();
      expect(document.querySelector('.detail-total')?.textContent).toBe(
        '내 옷 제외 합계 · 아이템 2개40,000원',
      );
      expect(within(gallery()).getByRole('button', { name: '하의 이미지 크게 보기' })).toBeTruthy();
      expect(within(coordinated()).getAllByRole('article')).toHaveLength(3);
    });
  });

  describe('사이즈 추천', () => {
    const sizes = ['M', 'L', 'XL'].map((size, i) => ({
      size,
      measures: { chest_cm: 54 + 2.5 * i },
    }));
    afterEach(() => {
      accessToken$.value = null;
    });

    it('should show the size advised to the member, how sure, why, the second size and the chart', async () => {
      accessToken$.value = 'a1';
      worker.clubOutfitDetail.mockResolvedValue({
        ok: true,
        value: detail({
          top: item(1, 'top', {
            sizes,
            size_advice: {
              size: 'L',
              confidence: 'sure',
              reason: '추정 가슴둘레 98cm · L 가슴단면 56.5cm, 레귤러 핏 기준 여유 15cm',
              also: 'M',
            },
          }),
        }),
      });
      renderDetail('/product-detail/5?source=main&recommendationId=5');
      await flush();
      const section = screen.getByRole('region', { name: '사이즈 추천' });
      expect(within(section).getByText(/추천 사이즈/).textContent).toBe(
        '추천 사이즈 L 확실 · M도 가능 (딱 맞게)',
      );
      expect(within(section).getByText(/레귤러 핏 기준 여유 15cm/)).toBeTruthy();
      const chart = within(section).getByRole('table');
      expect(within(chart).getByRole('row', { name: /가슴단면/ }).textContent).toBe(
        '가슴단면5456.559',
      );
      expect(screen.getByText('추천 사이즈 L', { selector: '.coord-size' })).toBeTruthy();
    });

    it('should show the advised size alone for an item that comes without its chart', async () => {
      accessToken$.value = 'a1';
      const advice = { size: 'L', confidence: 'likely', reason: '추정 가슴둘레 98cm' } as const;
      worker.clubOutfitDetail.mockResolvedValue({
        ok: true,
        value: detail({ top: item(1, 'top', { size_advice: advice }) }),
      });
      renderDetail('/product-detail/5?source=main&recommendationId=5');
      await flush();
      const section = screen.getByRole('region', { name: '사이즈 추천' });
      expect(within(section).getByText(/추천 사이즈/).textContent).toBe('추천 사이즈 L 보통');
      expect(within(section).queryByText('사이즈표')).toBeNull();
    });

    it('should lead a member without height and weight to /set-body, and show a guest the chart only', async () => {
      worker.clubOutfitDetail.mockResolvedValue({
        ok: true,
        value: detail({ top: item(1, 'top', { sizes }) }),
      });
      accessToken$.value = 'a1';
      renderDetail('/product-detail/5?source=main&recommendationId=5');
      await flush();
      expect(
        screen
          .getByRole('link', { name: /키와 몸무게를 알려 주시면 사이즈를 추천해 드려요/ })
          .getAttribute('href'),
      ).toBe('/set-body');
      cleanup();
      accessToken$.value = null;
      renderDetail('/product-detail/5?source=main&recommendationId=5');
      await flush();
      expect(screen.queryByRole('link', { name: /사이즈를 추천해 드려요/ })).toBeNull();
      expect(screen.getByRole('table')).toBeTruthy();
    });
  });
});
