// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIKE_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  toggleClubLike: vi.fn(),
  toggleAiLike: vi.fn(),
  likedClubIds: vi.fn(),
  likedAiIds: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));
const navigation = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('./navigation', () => navigation);

const { accessToken$ } = await import('./auth');
const { dialog$ } = await import('./dialog');
const { aiLiked$, clubLiked$, toggleLike } = await import('./likes');

const flush = () => vi.advanceTimersByTimeAsync(0);

describe(toggleLike.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    accessToken$.value = 'token';
    clubLiked$.value = {};
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    dialog$.value = null;
  });

  it('should show the like at once and keep it when the server agrees', async () => {
    let answer: (value: unknown) => void = () => undefined;
    worker.toggleClubLike.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const sut = toggleLike('club', 7);
    await flush();
    expect(clubLiked$.value[7]).toBe(true);
    expect(worker.toggleClubLike).toHaveBeenCalledWith({ main_recommendation_id: 7, liked: true });
    answer({ ok: true, value: { status: 'added' } });
    expect(await sut).toBe('liked');
    expect(clubLiked$.value[7]).toBe(true);
  });

  it('should roll back and reload the liked list when the toggle fails', async () => {
    worker.toggleClubLike.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: 'x', status: 0 },
    });
    worker.likedClubIds.mockResolvedValue({ ok: true, value: [3] });
    const outcome = await toggleLike('club', 7);
    expect(outcome).toBe('failed');
    expect(worker.likedClubIds).toHaveBeenCalledTimes(1);
    expect(clubLiked$.value).toEqual({ 3: true });
    expect(dialog$.value).toBeNull(); // the home page shows no message (SPEC §8)
  });

  it('should alert the unlike failure text only when an unlike fails, where the page asks for it (SPEC §8)', async () => {
    const options = { unlikeFailureMessage: LIKE_MESSAGES.unlikeFailed };
    worker.toggleAiLike.mockResolvedValue({
      ok: false,
      error: { code: 'server_error', message: 'x', status: 500 },
    });
    worker.likedAiIds.mockResolvedValue({ ok: true, value: [] });
    aiLiked$.value = {};
    expect(await toggleLike('ai', 4, options)).toBe('failed');
    expect(dialog$.value).toBeNull();

    aiLiked$.value = { 4: true };
    worker.likedAiIds.mockResolvedValue({ ok: true, value: [4] });
    const sut = toggleLike('ai', 4, options);
    await flush();
    const confirm = dialog$.value;
    if (confirm?.kind === 'confirm') confirm.resolve(true);
    await flush();
    expect(dialog$.value).toMatchObject({
      kind: 'alert',
      message: '찜 해제 중 오류가 발생했습니다.',
    });
    const alert = dialog$.value;
    if (alert?.kind === 'alert') alert.resolve();
    expect(await sut).toBe('failed');
    expect(aiLiked$.value[4]).toBe(true);
  });

  it('should ask 찜 해제 before unliking, and do nothing on 취소', async () => {
    clubLiked$.value = { 7: true };
    const sut = toggleLike('club', 7);
    await flush();
    const open = dialog$.value;
    expect(open).toMatchObject({
      kind: 'confirm',
      title: '찜 해제',
      message: '찜을 해제하시겠습니까?',
      cancelLabel: '취소',
      confirmLabel: '확인',
    });
    if (open?.kind === 'confirm') open.resolve(false);
    expect(await sut).toBe('cancelled');
    expect(worker.toggleClubLike).not.toHaveBeenCalled();
    expect(clubLiked$.value[7]).toBe(true);
  });

  it('should unlike after 확인', async () => {
    clubLiked$.value = { 7: true };
    worker.toggleClubLike.mockResolvedValue({ ok: true, value: { status: 'removed' } });
    const sut = toggleLike('club', 7);
    await flush();
    const open = dialog$.value;
    if (open?.kind === 'confirm') open.resolve(true);
    expect(await sut).toBe('unliked');
    expect(worker.toggleClubLike).toHaveBeenCalledWith({ main_recommendation_id: 7, liked: false });
    expect(clubLiked$.value[7]).toBe(false);
  });

  it('should alert and go to /login when signed out', async () => {
    accessToken$.value = null;
    const sut = toggleLike('ai', 1);
    await flush();
    expect(dialog$.value).toMatchObject({ kind: 'alert', message: LIKE_MESSAGES.loginRequired });
    const open = dialog$.value;
    if (open?.kind === 'alert') open.resolve();
    expect(await sut).toBe('login-required');
    expect(navigation.navigate).toHaveBeenCalledWith('/login');
    expect(worker.toggleAiLike).not.toHaveBeenCalled();
  });
});
