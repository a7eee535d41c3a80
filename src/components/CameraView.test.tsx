// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraView } from './CameraView';
import { CAMERA_MESSAGES } from '../messages';

const flush = () => act(async () => undefined);
const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream;

describe(CameraView.name, () => {
  const getUserMedia = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    getUserMedia.mockReset();
  });

  it('should ask for the front camera without audio and say it is still loading when 촬영하기 comes too early', async () => {
    getUserMedia.mockResolvedValue(stream);
    const onCapture = vi.fn();
    render(<CameraView onCapture={onCapture} />);
    await flush();
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: 'user', width: { ideal: 400 }, height: { ideal: 400 } },
    });
    fireEvent.click(screen.getByRole('button', { name: '촬영하기' }));
    expect(screen.getByRole('alert').textContent).toBe(CAMERA_MESSAGES.notReady);
    expect(CAMERA_MESSAGES.notReady).toBe('카메라를 준비하고 있어요. 잠시만 기다려 주세요.');
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('should say a camera error occurred when the camera fails for another reason', async () => {
    getUserMedia.mockRejectedValue(new Error('device busy'));
    render(<CameraView onCapture={vi.fn()} />);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      '카메라 오류가 발생했습니다. 다시 시도해 주세요.',
    );
  });
});
