import { describe, expect, it } from 'vitest';
import { BANNERS } from './banner-specs';

describe('home banners', () => {
  it('should say everything in Korean (the app is Korean only), AI as Korean writes it', () => {
    const words = BANNERS.flatMap((b) => [b.tag, ...b.title, b.subtitle]);
    expect(words.length).toBe(BANNERS.length * 4);
    const english = words.flatMap((w) => w.match(/[A-Za-z][A-Za-z' ]*/g) ?? []);
    expect(english.filter((w) => w.trim() !== 'AI')).toEqual([]);
  });
});
