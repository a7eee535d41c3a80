// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  userInfo: vi.fn(),
  uploadImage: vi.fn(),
  generate: vi.fn(),
  keepPhoto: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { accessToken$ } = await import('../state/auth');
const { capturedImageUrl$, imgSrc$ } = await import('../state/capture');
const { dismissDialog } = await import('../state/dialog');
const { LoadingPage } = await import('./LoadingPage');

const flush = () => act(async () => undefined);

describe(LoadingPage.name, () => {
  beforeEach(() => {
    // Router state of the camera page's '추천 시작하기' (SPEC §2 /loading fromCamera).
    window.history.replaceState({ fromCamera: true }, '', '/loading');
    accessToken$.value = 'token';
    worker.userInfo.mockResolvedValue({
      ok: true,
      value: { user_id: 7, username: '김핏픽', email: 'a@b.kr' },
    });
    imgSrc$.value = 'data:image/jpeg;base64,/9j/4AAQ';
    // Uploaded already: the analysis goes straight to the generator (SPEC §4 step 3).
    capturedImageUrl$.value = '/media/uploads/photo.jpg';
  });
  afterEach(() => {
    dismissDialog();
    cleanup();
    accessToken$.value = null;
    vi.clearAllMocks();
  });

  it('should show the retry counter while the generator is retried', async () => {
    let answer: (value: unknown) => void = () => undefined;
    worker.generate.mockImplementation(
      (_request: unknown, onRetry: (n: number, of: number) => void) => {
        onRetry(1, 3);
        return new Promise((resolve) => (answer = resolve));
      },
    );
    render(<LoadingPage />);
    await flush();
    expect(screen.getByRole('heading', { name: '김핏픽님의 코디는…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('다시 시도하는 중... (1/3)');
    // The analysis is single-flight (module state): let it end before the next test.
    answer({ ok: false, error: { code: 'server_error', message: 'x', status: 503 } });
    await flush();
  });

  it('should show the 추천 실패 dialog as the one failure message, then return to /camera', async () => {
    worker.generate.mockResolvedValue({
      ok: false,
      error: { code: 'server_error', message: 'x', status: 503 },
    });
    render(
      <>
        <LoadingPage />
        <DialogHost />
      </>,
    );
    await flush();
    expect(screen.getByRole('status').textContent).toBe('');
    const failed = screen.getByRole('alertdialog', { name: '추천 실패' });
    expect(
      within(failed).getByText('제품 인식에 실패했어요. 한 번 더 시도해 주세요.'),
    ).toBeTruthy();
    // SPEC §4 step 5: the capture session is cleared after the final failure.
    expect(imgSrc$.value).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/camera'));
  });

  it('should keep the photo when the connection is gone, say its outfits come when it returns, and lead home', async () => {
    capturedImageUrl$.value = null;
    worker.uploadImage.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: '인터넷 연결이 없어요.', status: 0 },
    });
    worker.keepPhoto.mockResolvedValue({ ok: true, value: { id: 'p1', waiting: 2 } });
    render(
      <>
        <LoadingPage />
        <DialogHost />
      </>,
    );
    await flush();
    expect(worker.keepPhoto).toHaveBeenCalledWith({ image: expect.any(Blob) });
    const kept = screen.getByRole('alertdialog', { name: '사진을 보관했어요' });
    expect(
      within(kept).getByText('연결되면 바로 코디를 찾아드릴게요 (사진 2장 대기 중)'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/추천 실패/);
    fireEvent.click(within(kept).getByRole('button', { name: '홈으로' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/main'));
  });

  it('should keep an uploaded photo whose answer never came, with its address, so it is not sent twice', async () => {
    worker.generate.mockResolvedValue({
      ok: false,
      error: { code: 'timeout', message: '응답이 없어요.', status: 0 },
    });
    worker.keepPhoto.mockResolvedValue({ ok: true, value: { id: 'p2', waiting: 1 } });
    render(
      <>
        <LoadingPage />
        <DialogHost />
      </>,
    );
    await flush();
    expect(worker.keepPhoto).toHaveBeenCalledWith({
      image: expect.any(Blob),
      imageUrl: '/media/uploads/photo.jpg',
    });
    expect(screen.getByRole('alertdialog', { name: '사진을 보관했어요' })).toBeTruthy();
  });

  it('should say only why a photo without menswear (a dress) was refused', async () => {
    const notMenswear = '남성 의류를 찾지 못했어요. 옷 한 벌이 잘 보이도록 다시 찍어 주세요.';
    worker.generate.mockResolvedValue({
      ok: false,
      error: { code: 'recognition_failed', message: notMenswear, status: 422 },
    });
    render(
      <>
        <LoadingPage />
        <DialogHost />
      </>,
    );
    await flush();
    const failed = screen.getByRole('alertdialog', { name: '추천 실패' });
    expect(within(failed).getByText(notMenswear)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.body.textContent).not.toMatch(/인식에 실패/);
  });

  it('should say an unexpected error occurred when the analysis throws', async () => {
    worker.generate.mockRejectedValue(new Error('worker crashed'));
    render(
      <>
        <LoadingPage />
        <DialogHost />
      </>,
    );
    await flush();
    const failed = screen.getByRole('alertdialog', { name: '추천 실패' });
    expect(
      within(failed).getByText('예상치 못한 오류가 발생했습니다. 다시 시도해 주세요.'),
    ).toBeTruthy();
  });
});
