// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({ setTokens: vi.fn(async () => undefined) }));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { cameraStep$, imgSrc$ } = await import('../state/capture');
const { dismissDialog } = await import('../state/dialog');
const { CameraPage } = await import('./CameraPage');

describe(CameraPage.name, () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/camera');
    sessionStorage.setItem('hasSeenCameraGuide', 'true');
    // Through null, so that the signals write sessionStorage again after the last test cleared it.
    imgSrc$.value = null;
    imgSrc$.value = 'data:image/jpeg;base64,/9j/4AAQ';
    cameraStep$.value = null;
    cameraStep$.value = 'preview';
  });
  afterEach(() => {
    dismissDialog();
    cleanup();
    sessionStorage.clear();
  });

  it('should say the image was not saved when 추천 시작하기 finds no stored photo (SPEC §4)', async () => {
    render(
      <>
        <CameraPage />
        <DialogHost />
      </>,
    );
    // The photo shows, but it never reached sessionStorage (e.g. storage full).
    sessionStorage.removeItem('imgSrc');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '추천 시작하기' }));
    });
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        '이미지가 저장되지 않았습니다. 다시 촬영해 주세요.',
      ),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/camera');
  });

  it('should go to /loading from the camera when the photo is stored', async () => {
    render(<CameraPage />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '추천 시작하기' }));
    });
    expect(window.location.pathname).toBe('/loading');
    expect(window.history.state).toMatchObject({ fromCamera: true });
  });
});
