// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenFor } from '../../test/factories/tokens';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  login: vi.fn(),
  logout: vi.fn(async () => ({ ok: true, value: null })),
  forgetMember: vi.fn(async () => undefined),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));
const navigation = vi.hoisted(() => ({ navigate: vi.fn(), reloadApp: vi.fn() }));
vi.mock('./navigation', () => navigation);

const { accessToken$, refreshToken$, login, logout } = await import('./auth');

/** What member A leaves on the device after a photo, its outfits, a budget and a purchase. */
function memberAWasHere(): void {
  sessionStorage.setItem('imgSrc', 'data:image/jpeg;base64,QQ==');
  sessionStorage.setItem('capturedImageUrl', 'http://localhost/media/uploads/a.jpg');
  sessionStorage.setItem('recommendResult', '{"recommendations":[]}');
  sessionStorage.setItem('cameraStep', 'analyzed');
  localStorage.setItem('fitpick-outfit-budget', '250000');
  localStorage.setItem('fitpick-purchases', '[{"id":1}]');
  localStorage.setItem('fitpick-wardrobe-consent-1', 'yes');
  localStorage.setItem('fitpick-device-member', '1');
  // The device's own preferences, not A's.
  sessionStorage.setItem('hasSeenCameraGuide', 'true');
  localStorage.setItem('fitpick-photo-notify-asked', '1');
}

const memberKeys = [
  'imgSrc',
  'capturedImageUrl',
  'recommendResult',
  'cameraStep',
  'fitpick-outfit-budget',
  'fitpick-purchases',
  'fitpick-wardrobe-consent-1',
];
const left = () =>
  memberKeys.filter((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key));

function answerLogin(userId: number) {
  worker.login.mockResolvedValue({
    ok: true,
    value: { access_token: tokenFor(userId), refresh_token: 'r' },
  });
}

describe('a shared device', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    accessToken$.value = null;
    refreshToken$.value = null;
  });

  it('should leave nothing of the member on the device at logout, and start the app anew at /', async () => {
    memberAWasHere();
    accessToken$.value = tokenFor(1);
    refreshToken$.value = 'r';
    await logout();
    expect(left()).toEqual([]);
    expect(localStorage.getItem('fitpick-device-member')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(worker.forgetMember).toHaveBeenCalled(); // the worker's IndexedDB
    expect(worker.logout).toHaveBeenCalledWith('r');
    expect(navigation.reloadApp).toHaveBeenCalledWith('/'); // nothing stays in memory
    // Device-wide preferences stay.
    expect(sessionStorage.getItem('hasSeenCameraGuide')).toBe('true');
    expect(localStorage.getItem('fitpick-photo-notify-asked')).toBe('1');
  });

  it('should not wait for an unanswered logout request longer than LOGOUT_WAIT_MS', async () => {
    vi.useFakeTimers();
    worker.logout.mockReturnValueOnce(new Promise(() => undefined));
    accessToken$.value = tokenFor(1);
    refreshToken$.value = 'r';
    const done = logout();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    vi.useRealTimers();
    expect(navigation.reloadApp).toHaveBeenCalledWith('/');
  });

  it('should start the app anew even when the worker cannot clear its stores', async () => {
    worker.forgetMember.mockRejectedValueOnce(new Error('worker gone'));
    accessToken$.value = tokenFor(1);
    refreshToken$.value = 'r';
    await logout();
    expect(navigation.reloadApp).toHaveBeenCalledWith('/');
  });

  it('should remove the last member’s data when another member signs in (a session that ended without logout)', async () => {
    memberAWasHere();
    answerLogin(2);
    expect((await login('b@example.com', 'pw-b-1234!')).ok).toBe(true);
    expect(left()).toEqual([]);
    expect(localStorage.getItem('fitpick-device-member')).toBe('2');
    expect(navigation.reloadApp).toHaveBeenCalledWith('/main');
  });

  it('should keep a member’s own data when the same member signs in again', async () => {
    memberAWasHere();
    answerLogin(1);
    await login('a@example.com', 'pw-a-1234!');
    expect(left()).toEqual(memberKeys);
    expect(navigation.reloadApp).not.toHaveBeenCalled();
  });

  it('should keep the photo a signed-out visitor took before signing in', async () => {
    sessionStorage.setItem('imgSrc', 'data:image/jpeg;base64,QQ==');
    answerLogin(3);
    await login('c@example.com', 'pw-c-1234!');
    expect(sessionStorage.getItem('imgSrc')).not.toBeNull();
    expect(localStorage.getItem('fitpick-device-member')).toBe('3');
    expect(navigation.reloadApp).not.toHaveBeenCalled();
  });
});
