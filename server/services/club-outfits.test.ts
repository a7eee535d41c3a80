import { describe, expect, it } from 'vitest';
import type { MainRecommendation } from '../../contract/api';
import { CLUB_OUTFITS_TTL_MS, ClubOutfitCache, jsonList, sample } from './club-outfits';

const outfit = (id: number) => ({ id }) as MainRecommendation;
/** The outfits a cache answers. */
const outfitsOf = async (cache: ClubOutfitCache) => (await cache.all()).map((e) => e.outfit);

describe(sample.name, () => {
  it('should give `count` distinct items, all of them when fewer, in an order that varies', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const picked = sample(items, 4);
    expect(new Set(picked).size).toBe(4);
    expect(picked.every((x) => items.includes(x))).toBe(true);
    expect(sample([1, 2], 4).sort()).toEqual([1, 2]);
    const orders = new Set(Array.from({ length: 20 }, () => sample(items, 4).join(',')));
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe(ClubOutfitCache.name, () => {
  it('should read once, answer from memory, and reload in the background once stale without making a request wait', async () => {
    let clock = 0;
    let loads = 0;
    let release: (() => void) | undefined;
    const cache = new ClubOutfitCache(
      async () => {
        loads += 1;
        if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
        return [outfit(loads)];
      },
      () => clock,
    );
    expect(await outfitsOf(cache)).toEqual([outfit(1)]);
    expect(await outfitsOf(cache)).toEqual([outfit(1)]);
    expect(loads).toBe(1);

    clock += CLUB_OUTFITS_TTL_MS + 1;
    // The reload is in flight (blocked): the request still answers at once from the old copy.
    expect(await outfitsOf(cache)).toEqual([outfit(1)]);
    expect(await outfitsOf(cache)).toEqual([outfit(1)]);
    expect(loads).toBe(2);
    release?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await outfitsOf(cache)).toEqual([outfit(2)]);
  });

  it('should read again at once after invalidate (seeding, an import)', async () => {
    let loads = 0;
    const cache = new ClubOutfitCache(async () => [outfit((loads += 1))]);
    await cache.all();
    cache.invalidate();
    expect(await outfitsOf(cache)).toEqual([outfit(2)]);
  });

  it('should give the outfits without a promise once read, reloading as all() does', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new ClubOutfitCache(
      async () => [outfit((loads += 1))],
      () => clock,
    );
    const loadedIds = () => cache.loaded()?.map((e) => e.outfit.id);
    expect(cache.loaded()).toBeUndefined();
    const first = cache.all();
    expect(cache.loaded()).toBeUndefined(); // still being read
    expect(await first).toBe(cache.loaded());
    expect(loadedIds()).toEqual([1]);

    clock += CLUB_OUTFITS_TTL_MS + 1;
    // Stale: the old copy at once, a reload in the background.
    expect(loadedIds()).toEqual([1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loadedIds()).toEqual([2]);
    expect(loads).toBe(2);

    cache.invalidate();
    expect(cache.loaded()).toBeUndefined();
  });
});

describe(jsonList.name, () => {
  it('should join the entries into the JSON array of their outfits', async () => {
    const cache = new ClubOutfitCache(async () => [outfit(1), outfit(2)]);
    expect(JSON.parse(jsonList(await cache.all()).toString())).toEqual([outfit(1), outfit(2)]);
    expect(jsonList([]).toString()).toBe('[]');
  });
});
