// @vitest-environment jsdom
/** The offline notice: the sentence once, then a small mark that covers nothing. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SHELL_MESSAGES } from '../messages';
import { online$ } from '../state/app-shell';
import { OFFLINE_NOTICE_MS, OfflineBanner } from './OfflineBanner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  online$.value = true;
});

const sentence = () => screen.queryByText(APP_SHELL_MESSAGES.offline);
const mark = () => screen.queryByText(APP_SHELL_MESSAGES.offlineMark);

describe('OfflineBanner', () => {
  it('should show the sentence when the connection goes, then only the small mark while offline', () => {
    online$.value = true;
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => void (online$.value = false));
    expect(sentence()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(OFFLINE_NOTICE_MS - 1));
    expect(sentence()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    // the sentence is gone for good; the mark stays and still tells a screen reader why
    expect(sentence()).toBeNull();
    expect(mark()?.getAttribute('aria-label')).toBe(APP_SHELL_MESSAGES.offline);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(sentence()).toBeNull();
    expect(mark()).not.toBeNull();

    act(() => void (online$.value = true));
    expect(screen.queryByRole('status')).toBeNull();
    // offline again: said once more
    act(() => void (online$.value = false));
    expect(sentence()).not.toBeNull();
  });
});
