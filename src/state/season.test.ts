import { afterEach, describe, expect, it, vi } from 'vitest';

/** season$ as a freshly loaded module sees the day. */
async function freshSeason() {
  vi.resetModules();
  return (await import('./season')).season$.value;
}

describe('season$', () => {
  afterEach(() => vi.useRealTimers());

  it('should be today’s season in Korea, whatever the device’s time zone', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T00:30:00+09:00'), toFake: ['Date'] });
    expect(await freshSeason()).toBe('가을');
    // 1 December has begun in Korea, still 30 November in UTC.
    vi.setSystemTime(new Date('2026-11-30T15:30:00Z'));
    expect(await freshSeason()).toBe('겨울');
  });
});
