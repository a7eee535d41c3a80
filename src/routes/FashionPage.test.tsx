// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorResponse, ProductCombination, ProductItem } from '../../contract/api';
import { makeProductItem } from '../../test/factories/product-items';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  userInfo: vi.fn(),
  likedAiIds: vi.fn(),
  toggleAiLike: vi.fn(),
  generate: vi.fn(),
  privatePicture: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { accessToken$, user$ } = await import('../state/auth');
const { capturedImageUrl$, imgSrc$, recommendResult$, cameraStep$ } =
  await import('../state/capture');
const { dismissDialog } = await import('../state/dialog');
const { aiLiked$ } = await import('../state/likes');
const { FashionPage } = await import('./FashionPage');

const item = makeProductItem;
const outfit = (id: number, items: ProductItem[]): ProductCombination => ({
  recommendation_id: id,
  total_price: 10_000 * items.length,
  style: '캐주얼',
  season: '가을',
  reasoning_text: '',
  combination: {
    top: items.find((i) => i.category === 'top') ?? null,
    outer: null,
    bottom: items.find((i) => i.category === 'bottom') ?? null,
    shoes: null,
  },
});
const result = (...combinations: ProductCombination[]): GeneratorResponse => ({
  product_combinations: combinations,
  initial_recommendation: { answer: '데님 팬츠' },
  recognition: {
    category: '데님 팬츠',
    slot: 'bottom',
    confidence: 0.9,
    colour: '블랙',
    shop_colour: '블랙',
    season: '가을',
    runner_ups: [],
    colour_alternatives: [],
    ask: { category: false, colour: false },
  },
});

const flush = () => act(async () => undefined);
const cardTitles = () =>
  screen.getAllByRole('heading', { name: /^추천 코디 #\d+$/ }).map((h) => h.textContent);
const dialog = (name: string) => screen.getByRole('dialog', { name });

/** Presses a page button and answers its confirm dialog. */
async function pressAndAnswer(button: string, answer: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const confirm = dialog(button);
  await act(async () => {
    fireEvent.click(within(confirm).getByRole('button', { name: answer }));
  });
  return confirm;
}

describe(FashionPage.name, () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/fashion');
    accessToken$.value = 'token';
    user$.value = {
      user_id: 7,
      username: '김핏픽',
      email: 'a@b.kr',
      height: null,
      weight: null,
    } as never;
    worker.likedAiIds.mockResolvedValue({ ok: true, value: [] });
    imgSrc$.value = 'data:image/jpeg;base64,AAAA';
    capturedImageUrl$.value = '/media/uploads/photo.jpg';
    recommendResult$.value = result(
      outfit(1, [item(11, 'top'), item(12, 'bottom')]),
      outfit(2, [item(21, 'top')]),
    );
  });
  afterEach(() => {
    dismissDialog();
    cleanup();
    accessToken$.value = null;
    vi.clearAllMocks();
  });

  it('should name the photographed garment as a men’s shop does, not by its shop category', async () => {
    recommendResult$.value = {
      ...result(outfit(1, [item(11, 'top')])),
      initial_recommendation: {
        answer: '촬영하신 상품은 니트&스웨터 - 긴소매로 보이며, 가을에 잘 어울리는 아이템입니다.',
      },
    };
    render(<FashionPage />);
    await flush();
    expect(screen.getByText(/에 어울리는 코디예요$/).textContent).toBe(
      '촬영하신 니트에 어울리는 코디예요',
    );
    expect(document.body.textContent).not.toContain('니트&스웨터');
  });

  it('should ask before other outfits, keep them on 취소, and replace them on 추천받기', async () => {
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '다른 코디 추천받기' }));
    const confirm = dialog('다른 코디 추천받기');
    expect(
      within(confirm).getByText(
        '같은 사진으로 새로운 코디를 추천받을까요? 지금 보고 있는 코디는 바뀌어요.',
      ),
    ).toBeTruthy();
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['취소', '추천받기']);
    fireEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    await flush();
    expect(worker.generate).not.toHaveBeenCalled();
    expect(cardTitles()).toEqual(['추천 코디 #1', '추천 코디 #2']);

    aiLiked$.value = { 1: true };
    // jsdom does not scroll (it logs "Not implemented"): the page is asked to, from the top.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    worker.generate.mockResolvedValue({
      ok: true,
      value: result(
        outfit(3, [item(31, 'top')]),
        outfit(4, [item(41, 'bottom')]),
        outfit(5, [item(51, 'top')]),
      ),
    });
    await pressAndAnswer('다른 코디 추천받기', '추천받기');
    await flush();
    expect(worker.generate).toHaveBeenCalledWith(
      { image_url: '/media/uploads/photo.jpg', category: '데님 팬츠', colour: '블랙' },
      expect.any(Function),
    );
    expect(cardTitles()).toEqual(['추천 코디 #1', '추천 코디 #2', '추천 코디 #3']);
    expect(screen.getAllByRole('link', { name: '추천 코디 #1' })[0]?.getAttribute('href')).toBe(
      '/product-detail/31?source=fashion&recommendationId=3',
    );
    expect(aiLiked$.value).toEqual({});
    // the new outfits are read from the first one
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('should alert SPEC §8 texts when the photo is gone or no valid outfit comes back', async () => {
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    worker.generate.mockResolvedValue({ ok: true, value: result(outfit(9, [])) });
    await pressAndAnswer('다른 코디 추천받기', '추천받기');
    await flush();
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        '유효한 추천을 생성하지 못했습니다. 다른 이미지로 시도해 주세요.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await flush();
    expect(cardTitles()).toHaveLength(2);

    capturedImageUrl$.value = null;
    await pressAndAnswer('다른 코디 추천받기', '추천받기');
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        '이미지 정보가 없습니다. 처음부터 다시 시작해 주세요.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/camera'));
  });

  it('should ask before starting over and clear the capture on 다시 시작', async () => {
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '처음부터 다시' }));
    const confirm = dialog('처음부터 다시');
    expect(
      within(confirm).getByText('촬영한 사진과 추천 결과를 지우고 처음부터 다시 시작할까요?'),
    ).toBeTruthy();
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['취소', '다시 시작']);
    fireEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    await flush();
    expect(recommendResult$.value).not.toBeNull();

    await pressAndAnswer('처음부터 다시', '다시 시작');
    expect(window.location.pathname).toBe('/camera');
    expect([
      imgSrc$.value,
      capturedImageUrl$.value,
      recommendResult$.value,
      cameraStep$.value,
    ]).toEqual([null, null, null, 'init']);
  });

  it('should alert 찜 해제 중 오류가 발생했습니다. when an unlike fails', async () => {
    worker.likedAiIds.mockResolvedValue({ ok: true, value: [1] });
    worker.toggleAiLike.mockResolvedValue({
      ok: false,
      error: { code: 'server_error', message: 'x', status: 500 },
    });
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    const heart = screen.getAllByRole('button', { name: '찜하기' })[0]!;
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    await act(async () => {
      fireEvent.click(within(dialog('찜 해제')).getByRole('button', { name: '확인' }));
    });
    await flush();
    expect(
      within(screen.getByRole('alertdialog')).getByText('찜 해제 중 오류가 발생했습니다.'),
    ).toBeTruthy();
  });

  it('should alert 상품 정보를 찾을 수 없습니다. when a card without items is clicked', async () => {
    recommendResult$.value = result(outfit(1, [item(11, 'top')]), outfit(2, []));
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    const empty = screen.getByRole('heading', { name: '추천 코디 #2' }).closest('article')!;
    fireEvent.click(empty);
    expect(
      within(screen.getByRole('alertdialog')).getByText('상품 정보를 찾을 수 없습니다.'),
    ).toBeTruthy();
  });

  it('should alert 로그인이 필요합니다. and go to /login without a token (SPEC §6)', async () => {
    accessToken$.value = null;
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    const alert = screen.getByRole('alertdialog');
    expect(within(alert).getByText('로그인이 필요합니다.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: /추천 코디 #/ })).toBeNull();
  });

  it('should ask for outfits within the chosen budget and show each one’s total against it', async () => {
    const { budget$, setBudget } = await import('../state/budget');
    setBudget(null);
    worker.generate.mockResolvedValue({
      ok: true,
      value: result(outfit(5, [item(51, 'top'), item(52, 'bottom')])),
    });
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    const budget = screen.getByRole('group', { name: '코디 예산' });
    fireEvent.click(within(budget).getByRole('button', { name: '20만원대' }));
    await flush();
    expect(worker.generate).toHaveBeenCalledWith(
      expect.objectContaining({ image_url: '/media/uploads/photo.jpg', budget: 299_999 }),
      expect.any(Function),
    );
    expect(cardTitles()).toEqual(['추천 코디 #1']);
    // a bracket's end as a shop writes it
    expect(screen.getByText('총 20,000원 · 예산 30만원 미만')).toBeTruthy();
    expect(screen.getByText('모든 코디를 30만원 미만으로 골랐어요')).toBeTruthy();
    expect(budget$.value).toBe(299_999);
    setBudget(null);
  });

  it('should press the season the outfits were dressed for, and ask for another season’s outfits for the same photo', async () => {
    const winter = result(outfit(5, [item(51, 'top'), item(52, 'bottom')]));
    worker.generate.mockResolvedValue({
      ok: true,
      value: { ...winter, recognition: { ...winter.recognition, season: '겨울' } },
    });
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    const seasons = screen.getByRole('group', { name: '코디 계절' });
    expect(within(seasons).getByRole('button', { name: '가을' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(seasons).getByRole('button', { name: '겨울' }));
    await flush();
    expect(worker.generate).toHaveBeenLastCalledWith(
      expect.objectContaining({ image_url: '/media/uploads/photo.jpg', season: '겨울' }),
      expect.any(Function),
    );
    expect(within(seasons).getByRole('button', { name: '겨울' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // "다른 코디" for the same photo keeps the season asked for
    await pressAndAnswer('다른 코디 추천받기', '추천받기');
    await flush();
    expect(worker.generate).toHaveBeenLastCalledWith(
      expect.objectContaining({ season: '겨울' }),
      expect.any(Function),
    );
  });

  it('should say why no outfit fits a typed budget and keep the outfits and the budget as they were', async () => {
    const { budget$, setBudget } = await import('../state/budget');
    setBudget(null);
    const reason =
      '예산 30,000원으로는 코디를 만들 수 없어요. 이 옷으로 만들 수 있는 가장 저렴한 코디는 182,000원이에요.';
    worker.generate.mockResolvedValue({
      ok: false,
      error: { code: 'over_budget', message: reason, status: 422 },
    });
    render(
      <>
        <FashionPage />
        <DialogHost />
      </>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '직접 입력' }));
    fireEvent.change(screen.getByLabelText('예산 (원)'), { target: { value: '3만' } });
    fireEvent.click(screen.getByRole('button', { name: '적용' }));
    await flush();
    expect(worker.generate).toHaveBeenCalledWith(
      expect.objectContaining({ budget: 30_000 }),
      expect.any(Function),
    );
    expect(screen.getByText(reason)).toBeTruthy();
    expect(cardTitles()).toEqual(['추천 코디 #1', '추천 코디 #2']);
    expect(budget$.value).toBeNull();
  });
});

describe('the shopper’s own garment on /fashion', () => {
  const CUTOUT = 'https://fitpick.example/media/uploads/u1.cutout.webp';
  const createObjectURL = vi.fn(() => 'blob:cutout');
  const revokeObjectURL = vi.fn();
  /** top 2 (20,000원, shop), bottom 5 (50,000원, the photographed slot's similar item), shoes 3. */
  const worn = (sources: ProductCombination['sources']): ProductCombination => ({
    recommendation_id: 1,
    total_price: 100_000,
    style: '캐주얼',
    season: '가을',
    reasoning_text: '',
    combination: {
      top: item(2, 'top', { sub_category: '반소매 티셔츠' }),
      outer: null,
      bottom: item(5, 'bottom', { similar_to_photo: true }),
      shoes: item(3, 'shoes', { sub_category: '패션스니커즈화' }),
    },
    ...(sources ? { sources } : {}),
  });
  const SOURCES = { top: 'shop', bottom: 'photo', shoes: 'shop' } as const;
  /** The answer with `cutout` as its cut-out; `sources` null: outfits without sources. */
  const answer = (
    cutout: string | undefined,
    sources: ProductCombination['sources'] | null = SOURCES,
  ): GeneratorResponse => {
    const base = result(worn(sources ?? undefined));
    return {
      ...base,
      recognition: { ...base.recognition, ...(cutout ? { cutout_url: cutout } : {}) },
    };
  };
  const ownPicture = () => screen.queryByRole('img', { name: '내 옷 (촬영한 데님 팬츠)' });
  // The offer under the strip (the strip's own tile of the similar item reads "비슷한 상품 하의 …").
  const similarLink = () =>
    screen
      .queryAllByRole('link', { name: /^비슷한 상품 · 하의 브랜드5/ })
      .find((link) => !link.closest('.item-strip')) ?? null;

  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    window.history.replaceState(null, '', '/fashion');
    accessToken$.value = 'token';
    worker.likedAiIds.mockResolvedValue({ ok: true, value: [] });
    worker.privatePicture.mockResolvedValue({
      ok: true,
      value: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    });
  });
  afterEach(() => {
    cleanup();
    accessToken$.value = null;
    vi.clearAllMocks();
  });

  it('should hold the photographed slot with the shopper’s photo while the cut-out loads, never an empty tile', async () => {
    worker.privatePicture.mockReturnValue(new Promise(() => undefined));
    imgSrc$.value = 'data:image/jpeg;base64,QQ==';
    recommendResult$.value = answer(CUTOUT);
    render(<FashionPage />);
    await flush();
    const pictures = screen.getAllByRole('img', { name: '내 옷 (촬영한 데님 팬츠)' });
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures)
      expect(picture.getAttribute('src')).toBe('data:image/jpeg;base64,QQ==');
    imgSrc$.value = null;
  });

  it('should wear the shopper’s cut-out marked 내 옷 in the photographed slot, the similar item one tap away', async () => {
    recommendResult$.value = answer(CUTOUT);
    const { unmount } = render(<FashionPage />);
    await flush();

    expect(worker.privatePicture).toHaveBeenCalledWith(CUTOUT);
    const picture = ownPicture();
    expect(picture?.getAttribute('src')).toBe('blob:cutout');
    const card = screen.getByRole('article', { name: '추천 코디 #1' });
    expect(within(card).getByText('내 옷', { selector: '.badge-own' })).toBeTruthy();
    // The strip holds the shopper's garment, the two shop items, and no tile of the similar item.
    const tiles = within(card).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[1] as HTMLElement).queryByRole('link')).toBeNull();
    const strip = card.querySelector('.item-strip') as HTMLElement;
    expect(within(strip).queryByRole('link', { name: /브랜드5/ })).toBeNull();
    // The similar item: one tap away, with its picture, name, price and detail link.
    const similar = similarLink();
    expect(similar?.getAttribute('href')).toBe(
      '/product-detail/5?source=fashion&recommendationId=1',
    );
    expect(similar?.textContent).toBe('비슷한 상품 · 하의 브랜드5 상품 5 50,000원');
    expect(similar?.getAttribute('aria-label')).toBe(
      '비슷한 상품 · 하의 브랜드5 상품 5 50,000원 · 데님 팬츠 · 촬영한 옷과 비슷한 상품',
    );
    expect(similar?.querySelector('img')?.getAttribute('src')).toBe('/media/products/5.webp');
    // The total counts the shop items only (20,000 + 30,000) and says so.
    expect(within(card).getByText('내 옷 제외 총 50,000원')).toBeTruthy();
    expect(within(card).getByText('캐주얼 · 가을 · 2개 상품')).toBeTruthy();
    expect(within(card).queryByText('100,000원')).toBeNull();
    // The card opens a shop item's detail, not the similar one's.
    expect(within(card).getByRole('link', { name: '추천 코디 #1' }).getAttribute('href')).toBe(
      '/product-detail/2?source=fashion&recommendationId=1',
    );

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:cutout');
  });

  it('should keep the budget’s wording after the total without the shopper’s garment', async () => {
    const { setBudget } = await import('../state/budget');
    setBudget(250_000);
    recommendResult$.value = answer(CUTOUT);
    render(<FashionPage />);
    await flush();
    expect(screen.getByText('내 옷 제외 총 50,000원 · 예산 25만원 이하')).toBeTruthy();
    setBudget(null);
  });

  it('should show the card as before without cutout_url or sources, and the similar item in the strip when the cut-out cannot be had', async () => {
    const asBefore = async (shopOnly = false): Promise<void> => {
      render(<FashionPage />);
      await flush();
      expect(ownPicture()).toBeNull();
      expect(similarLink()).toBeNull();
      const card = screen.getByRole('article', { name: '추천 코디 #1' });
      if (shopOnly) {
        // the shopper still wears their garment: the price counts the shop items, as the budget
        expect(within(card).getByText('내 옷 제외 총 50,000원')).toBeTruthy();
        expect(within(card).getByText('캐주얼 · 가을 · 2개 상품')).toBeTruthy();
      } else {
        expect(screen.queryByText(/내 옷/)).toBeNull();
        expect(within(card).getByText('100,000원')).toBeTruthy();
        expect(within(card).getByText('캐주얼 · 가을 · 3개 상품')).toBeTruthy();
      }
      expect(
        within(card).getAllByRole('link', { name: /^비슷한 상품 하의 브랜드5 상품 5 50,000원/ }),
      ).toHaveLength(1);
      cleanup();
    };
    // An old or cached answer: no cut-out and no sources.
    recommendResult$.value = answer(undefined, null);
    await asBefore();
    expect(worker.privatePicture).not.toHaveBeenCalled();
    // A cut-out but outfits without sources.
    recommendResult$.value = answer(CUTOUT, null);
    await asBefore();
    // No cut-out (a server that does not cut out), or one that could not be had (offline with
    // nothing stored, deleted): left out quietly, the similar item in its slot.
    recommendResult$.value = answer(undefined);
    await asBefore(true);
    worker.privatePicture.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: '오프라인', status: 0 },
    });
    recommendResult$.value = answer('https://fitpick.example/media/uploads/u2.cutout.webp');
    await asBefore(true);
  });
});
