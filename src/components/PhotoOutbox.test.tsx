// @vitest-environment jsdom
/** What the photo outbox shows: the waiting count, the toast of an answer, 최근 코디. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnsweredPhoto } from '../worker-bridge';

const worker = vi.hoisted(() => ({
  waitingPhotos: vi.fn(async () => [
    { id: 'p1', takenAt: 1 },
    { id: 'p2', takenAt: 2 },
  ]),
  recentAnswers: vi.fn(async (): Promise<AnsweredPhoto[]> => []),
  privatePicture: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForPhotoEvents: vi.fn() }));
URL.createObjectURL = vi.fn((blob: Blob) =>
  blob.type === 'image/webp' ? 'blob:cutout' : 'blob:photo',
);
URL.revokeObjectURL = vi.fn();

const { BottomNav } = await import('./BottomNav');
const { WaitingPhotosNote } = await import('./WaitingPhotosNote');
const { PhotoOutboxToast } = await import('./PhotoOutboxToast');
const { RecentAnswers } = await import('./RecentAnswers');
const { photoToast$, toastOf, waitingPhotos$ } = await import('../state/photo-outbox');
const { recommendResult$, capturedImageUrl$, imgSrc$ } = await import('../state/capture');
const { budget$, setBudget } = await import('../state/budget');

const flush = () => act(async () => undefined);

const ANSWERED: AnsweredPhoto = {
  id: 'p1',
  takenAt: Date.parse('2026-11-26T05:00:00Z'),
  answeredAt: Date.parse('2026-11-26T05:03:00Z'),
  image: new TextEncoder().encode('jpeg').buffer as ArrayBuffer,
  type: 'image/jpeg',
  imageUrl: 'https://fitpick.example/media/uploads/p1.jpg',
  answer: {
    initial_recommendation: { answer: '촬영하신 상품은 데님 팬츠로 보이며…' },
    recognition: { category: '데님 팬츠' },
    product_combinations: [],
  } as unknown as AnsweredPhoto['answer'],
  budget: 250_000,
};

describe('the photo outbox on the pages', () => {
  afterEach(() => {
    cleanup();
    photoToast$.value = null;
    waitingPhotos$.value = 0;
  });

  it('should badge the camera tab and say on the page how many photos wait', async () => {
    render(
      <>
        <WaitingPhotosNote />
        <BottomNav />
      </>,
    );
    await flush();
    expect(screen.getByLabelText('사진 2장 대기 중').textContent).toBe('2');
    expect(screen.getByRole('status').textContent).toBe(
      '사진 2장 대기 중 · 연결되면 바로 코디를 찾아드릴게요',
    );
  });

  it('should toast 코디가 준비됐어요 when a waiting photo is answered, and open /fashion with its outfits', async () => {
    window.history.replaceState(null, '', '/main');
    render(<PhotoOutboxToast />);
    act(() => {
      photoToast$.value = toastOf({ type: 'answered', photo: ANSWERED });
    });
    expect(screen.getByRole('status').textContent).toContain('코디가 준비됐어요');
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/fashion'));
    expect(recommendResult$.value).toEqual(ANSWERED.answer);
    expect(capturedImageUrl$.value).toBe(ANSWERED.imageUrl);
    expect(imgSrc$.value).toBe(`data:image/jpeg;base64,${btoa('jpeg')}`);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('should open an answer with the budget its outfits keep to, so that /fashion says it truly', async () => {
    setBudget(150_000);
    render(<PhotoOutboxToast />);
    act(() => {
      photoToast$.value = toastOf({ type: 'answered', photo: ANSWERED });
    });
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    await vi.waitFor(() => expect(budget$.value).toBe(250_000));
    act(() => {
      photoToast$.value = toastOf({ type: 'answered', photo: { ...ANSWERED, budget: null } });
    });
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    await vi.waitFor(() => expect(budget$.value).toBeNull());
  });

  it('should say why a waiting photo was not sent', () => {
    expect(toastOf({ type: 'refused', id: 'p1', message: '남성 의류를 찾지 못했어요.' })).toEqual({
      message: '보관한 사진을 보내지 못했어요: 남성 의류를 찾지 못했어요.',
    });
    expect(toastOf({ type: 'expired', count: 2 })).toEqual({
      message: '7일이 지난 사진 2장은 보내지 않고 지웠어요.',
    });
  });

  it('should list 최근 코디 with their photos and reopen one on /fashion', async () => {
    worker.recentAnswers.mockResolvedValue([ANSWERED]);
    window.history.replaceState(null, '', '/my');
    render(<RecentAnswers />);
    await flush();
    const open = screen.getByRole('button', { name: /데님 팬츠 코디/ });
    expect(open.querySelector('img')?.getAttribute('src')).toBe('blob:photo');
    fireEvent.click(open);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/fashion'));
    expect(recommendResult$.value).toEqual(ANSWERED.answer);
  });

  it('should show the cut-out of the shopper’s garment in 최근 코디 when it can be had, else the photo', async () => {
    const CUTOUT = 'https://fitpick.example/media/uploads/p1.cutout.webp';
    const withCutout = (id: string): AnsweredPhoto => ({
      ...ANSWERED,
      id,
      answer: {
        ...ANSWERED.answer,
        recognition: { ...ANSWERED.answer.recognition, cutout_url: CUTOUT },
      },
    });
    worker.recentAnswers.mockResolvedValue([withCutout('p1')]);
    worker.privatePicture.mockResolvedValue({
      ok: true,
      value: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    });
    render(<RecentAnswers />);
    await flush();
    expect(worker.privatePicture).toHaveBeenCalledWith(CUTOUT);
    const thumb = () =>
      screen
        .getByRole('button', { name: /데님 팬츠 코디/ })
        .querySelector('img')
        ?.getAttribute('src');
    expect(thumb()).toBe('blob:cutout');
    cleanup();

    // Offline with nothing stored, or deleted: the photo, as before.
    worker.recentAnswers.mockResolvedValue([withCutout('p2')]);
    worker.privatePicture.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: '오프라인', status: 0 },
    });
    render(<RecentAnswers />);
    await flush();
    expect(thumb()).toBe('blob:photo');
  });
});
