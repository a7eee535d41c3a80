// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MainRecommendation } from '../../contract/api';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  mainRandom: vi.fn(),
  mainByPrice: vi.fn(),
  mainByStyle: vi.fn(),
  likedClubIds: vi.fn(),
  toggleClubLike: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { MainPage } = await import('./MainPage');
const { DialogHost } = await import('../components/DialogHost');
const { accessToken$ } = await import('../state/auth');
const home = await import('../state/home');

/** A club outfit without parts, named after its id. */
const outfit = (
  id: number,
  style: '미니멀' | '캐주얼' = '미니멀',
  total = 150_000,
): MainRecommendation => ({
  id,
  style,
  goods_name: `코디 ${id}`,
  total_price: total,
  reasoning_text: '',
  top: null,
  outer: null,
  bottom: null,
  shoes: null,
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

function renderHome() {
  return render(
    <>
      <MainPage />
      <DialogHost />
    </>,
  );
}

describe(MainPage.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    accessToken$.value = 'token';
    home.priceSection.selected$.value = '10만원대';
    home.styleSection.selected$.value = '미니멀';
    home.priceSection.shown$.value = null;
    home.styleSection.shown$.value = null;
    worker.mainRandom.mockResolvedValue({ ok: true, value: [outfit(1), outfit(2)] });
    worker.mainByPrice.mockResolvedValue({
      ok: true,
      value: {
        '10만원대': [outfit(11), outfit(12)],
        '20만원대': [outfit(21, '캐주얼', 250_000)],
        '30만원대': [],
      },
    });
    worker.mainByStyle.mockImplementation(async (style: string) => ({
      ok: true,
      value: style === '미니멀' ? [outfit(31)] : [outfit(41, '캐주얼')],
    }));
    worker.likedClubIds.mockResolvedValue({ ok: true, value: [] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('should come to life on its prerendered markup when the lists arrived before it did', async () => {
    home.randomOutfits$.value = null;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<MainPage />);
    // The entry asked for the lists at once: they are in before the page hydrates.
    home.randomOutfits$.value = [outfit(1), outfit(2)];
    home.styleSection.shown$.value = { filter: '미니멀', outfits: [outfit(31)] };
    const section = container.querySelector('.service-box');
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <MainPage />, { onRecoverableError }),
    );
    await flush();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.service-box')).toBe(section);
    expect(
      within(container).getAllByRole('link', { name: /코디 1 .* 상세 보기/ }).length,
    ).toBeGreaterThan(0);
    act(() => root.unmount());
    container.remove();
  });

  it('should show 10만원대 by default and reload the section when another bracket is chosen', async () => {
    renderHome();
    await flush();
    const dismiss = screen.queryByRole('button', { name: '확인했어요' });
    if (dismiss) fireEvent.click(screen.getByRole('button', { name: '닫기' }));

    const brackets = screen.getByRole('group', { name: '가격대 선택' });
    expect(
      within(brackets).getByRole('button', { name: '10만원대' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(worker.mainByPrice).toHaveBeenCalledWith(4);
    const list = screen.getByRole('list', { name: '10만원대 추천 코디 목록' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['미니멀 코디 코디 11', '미니멀 코디 코디 12']);

    fireEvent.click(within(brackets).getByRole('button', { name: '20만원대' }));
    await flush();
    expect(worker.mainByPrice).toHaveBeenCalledTimes(2);
    expect(
      within(brackets).getByRole('button', { name: '20만원대' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const reloaded = screen.getByRole('list', { name: '20만원대 추천 코디 목록' });
    expect(
      within(reloaded)
        .getByRole('link', { name: /코디 21 [\d,]+원 상세 보기$/ })
        .getAttribute('href'),
    ).toBe('/product-detail/21?source=main&recommendationId=21');
  });

  it('should reload the style section with the chosen style (미니멀 first)', async () => {
    renderHome();
    await flush();
    expect(worker.mainByStyle).toHaveBeenLastCalledWith('미니멀', 4);
    fireEvent.click(
      within(screen.getByRole('group', { name: '스타일 선택' })).getByRole('button', {
        name: '캐주얼',
      }),
    );
    await flush();
    expect(worker.mainByStyle).toHaveBeenLastCalledWith('캐주얼', 4);
    expect(screen.getByRole('list', { name: '캐주얼 추천 코디 목록' })).toBeTruthy();
  });

  it('should keep naming the shown list after its own style, dimmed, until the chosen style arrives', async () => {
    sessionStorage.setItem('hasSeenCameraGuide', 'true');
    renderHome();
    await flush();
    let arrive: (value: unknown) => void = () => undefined;
    worker.mainByStyle.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const styles = screen.getByRole('group', { name: '스타일 선택' });
    fireEvent.click(within(styles).getByRole('button', { name: '캐주얼' }));
    await flush();
    const section = screen.getByRole('region', { name: '스타일별 추천 코디' });
    expect(
      within(styles).getByRole('button', { name: '캐주얼' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByRole('list', { name: '캐주얼 추천 코디 목록' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: '미니멀 추천 코디 목록' })).getByRole('article', {
        name: '미니멀 코디 코디 31',
      }),
    ).toBeTruthy();
    expect(section.getAttribute('aria-busy')).toBe('true');

    arrive({ ok: true, value: [outfit(41, '캐주얼')] });
    await flush();
    expect(
      within(screen.getByRole('list', { name: '캐주얼 추천 코디 목록' })).getByRole('article', {
        name: '캐주얼 코디 코디 41',
      }),
    ).toBeTruthy();
    expect(section.getAttribute('aria-busy')).toBe('false');
  });

  it('should keep the shown list when a reload fails (SPEC §8)', async () => {
    renderHome();
    await flush();
    worker.mainByPrice.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: 'x', status: 0 },
    });
    fireEvent.click(screen.getByRole('button', { name: '30만원대' }));
    await flush();
    expect(screen.getAllByRole('link', { name: /코디 1[12] [\d,]+원 상세 보기/ })).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should open the camera guide once per session, after the page has painted', async () => {
    const first = renderHome();
    await flush();
    expect(screen.queryByRole('dialog', { name: '촬영 가이드' })).toBeNull(); // not on the first screen's main thread
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // The guide's chunk (with swiper) is loaded when it first opens.
    await act(() => import('../components/GuideModal'));
    await flush();
    const guide = screen.getByRole('dialog', { name: '촬영 가이드' });
    expect(
      within(guide).getByRole('heading', { name: '깔끔한 배경에서 촬영해 주세요' }),
    ).toBeTruthy();
    fireEvent.click(within(guide).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '촬영 가이드' })).toBeNull();
    expect(sessionStorage.getItem('hasSeenCameraGuide')).toBe('true');
    first.unmount();

    renderHome();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByRole('dialog', { name: '촬영 가이드' })).toBeNull();
  });

  it('should like optimistically and roll back when the server fails', async () => {
    sessionStorage.setItem('hasSeenCameraGuide', 'true');
    let fail: (value: unknown) => void = () => undefined;
    worker.toggleClubLike.mockReturnValue(new Promise((resolve) => (fail = resolve)));
    renderHome();
    await flush();
    const card = screen.getAllByRole('article', { name: '미니멀 코디 코디 1' })[0]!;
    const heart = within(card).getByRole('button', { name: '찜하기' });
    fireEvent.click(heart);
    await flush();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fail({ ok: false, error: { code: 'server_error', message: 'x', status: 500 } });
    await flush();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(worker.likedClubIds).toHaveBeenCalledTimes(2); // page load, then the reload after the failure
  });

  it('should ask before unliking a liked card', async () => {
    sessionStorage.setItem('hasSeenCameraGuide', 'true');
    worker.likedClubIds.mockResolvedValue({ ok: true, value: [1] });
    renderHome();
    await flush();
    const card = screen.getAllByRole('article', { name: '미니멀 코디 코디 1' })[0]!;
    const heart = within(card).getByRole('button', { name: '찜하기' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    await flush();
    const dialog = screen.getByRole('dialog', { name: '찜 해제' });
    expect(within(dialog).getByText('찜을 해제하시겠습니까?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await flush();
    expect(worker.toggleClubLike).not.toHaveBeenCalled();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
