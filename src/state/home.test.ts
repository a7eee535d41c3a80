import { describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  mainByStyle: vi.fn(),
  mainByPrice: vi.fn(),
  mainRandom: vi.fn(),
  likedClubIds: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { priceSection, styleSection, loadHomeForPage, prefetchHome } = await import('./home');

/** A cached read as the bridge returns it: the stored answer now, the network's in `fresh`. */
function revalidating<T>(cached: T, fresh: Promise<T>) {
  return Object.assign(Promise.resolve({ ok: true, value: cached }), {
    fresh: fresh.then((value) => ({ ok: true, value })),
  });
}

describe('home sections with the worker cache (the offline core)', () => {
  it('should show the cached list at once and the fresh one when it arrives', async () => {
    let arrive: (value: { id: number }[]) => void = () => undefined;
    const network = new Promise<{ id: number }[]>((resolve) => (arrive = resolve));
    worker.mainByStyle.mockReturnValue(revalidating([{ id: 1 }], network));
    await styleSection.load();
    expect(styleSection.shown$.value?.outfits).toEqual([{ id: 1 }]);
    arrive([{ id: 2 }]);
    await vi.waitFor(() => expect(styleSection.shown$.value?.outfits).toEqual([{ id: 2 }]));
  });

  it('should ignore a fresh answer that arrives after a newer load', async () => {
    let arrive: (value: Record<string, { id: number }[]>) => void = () => undefined;
    const network = new Promise<Record<string, { id: number }[]>>((resolve) => (arrive = resolve));
    worker.mainByPrice.mockReturnValueOnce(
      revalidating<Record<string, { id: number }[]>>({ '10만원대': [{ id: 1 }] }, network),
    );
    await priceSection.load();
    worker.mainByPrice.mockReturnValueOnce(
      Promise.resolve({ ok: true, value: { '10만원대': [{ id: 3 }] } }),
    );
    await priceSection.load();
    arrive({ '10만원대': [{ id: 2 }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(priceSection.shown$.value).toEqual({ filter: '10만원대', outfits: [{ id: 3 }] });
  });
});

describe('a visit that opens on the home page', () => {
  it('should ask for the lists once when the page mounts after the entry started them, and anew when the shopper comes back', async () => {
    for (const call of [worker.mainRandom, worker.mainByStyle])
      call.mockReset().mockResolvedValue({ ok: true, value: [] });
    worker.mainByPrice.mockReset().mockResolvedValue({ ok: true, value: {} });
    prefetchHome();
    expect(worker.mainRandom).toHaveBeenCalledTimes(1);
    await loadHomeForPage();
    for (const call of [worker.mainRandom, worker.mainByPrice, worker.mainByStyle])
      expect(call).toHaveBeenCalledTimes(1);
    await loadHomeForPage();
    for (const call of [worker.mainRandom, worker.mainByPrice, worker.mainByStyle])
      expect(call).toHaveBeenCalledTimes(2);
  });
});
