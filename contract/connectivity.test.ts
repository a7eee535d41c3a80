import { describe, expect, it } from 'vitest';
import { navigatorOnline } from './connectivity';

describe('navigatorOnline', () => {
  it('should follow a browser navigator', () => {
    expect(navigatorOnline({ onLine: true })).toBe(true);
    expect(navigatorOnline({ onLine: false })).toBe(false);
  });

  it('should count a runtime without a navigator, or with one without onLine (Node 21 and later), as online', () => {
    expect(navigatorOnline(undefined)).toBe(true);
    expect(navigatorOnline({ userAgent: 'Node.js/24' } as { onLine?: boolean })).toBe(true);
  });
});
