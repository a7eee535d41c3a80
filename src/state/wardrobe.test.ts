// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorResponse } from '../../contract/api';
import type { WardrobeEntry } from '../worker-bridge';
import { WARDROBE_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  keepGarment: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { user$ } = await import('./auth');
const { dialog$ } = await import('./dialog');
const { keptUploads$ } = await import('./kept-garments');
const { consent$, itemForToday, itemsBySlot, keepGarment } = await import('./wardrobe');

const IMAGE = 'http://localhost:8000/media/uploads/u1.jpg';
const RESULT = {
  product_combinations: [],
  initial_recommendation: { answer: '데님 팬츠' },
  recognition: {
    category: '데님 팬츠',
    slot: 'bottom',
    confidence: 0.9,
    colour: '중청',
    shop_colour: '중청',
    season: '가을',
    runner_ups: [],
    colour_alternatives: [],
    ask: { category: false, colour: false },
    cutout_url: 'http://localhost:8000/media/uploads/u1.cutout.webp',
  },
} as GeneratorResponse;

/** Answers the dialog open now: confirms (true), declines (false) or closes an alert. */
async function answerDialog(confirmed: boolean): Promise<string> {
  await vi.waitFor(() => expect(dialog$.value).not.toBeNull());
  const open = dialog$.value;
  if (!open) throw new Error('no dialog');
  if (open.kind === 'confirm') open.resolve(confirmed);
  else open.resolve();
  return open.message;
}

const entry = (id: number, extra: Partial<WardrobeEntry>): WardrobeEntry => ({
  id,
  slot: 'top',
  category: '긴소매 티셔츠',
  colour: '화이트',
  confirmed: { category: true, colour: true },
  seasons: ['봄', '여름', '가을', '겨울'],
  picture_url: `http://localhost:8000/media/wardrobe/${id}.webp`,
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

let member = 0;

describe(keepGarment.name, () => {
  beforeEach(() => {
    // a new member each time: an answer given is remembered for the visit too
    member += 1;
    user$.value = { user_id: member, username: '민수', email: 'm@x.kr' } as never;
    localStorage.clear();
    consent$.value = null;
    keptUploads$.value = {};
    worker.keepGarment.mockResolvedValue({ ok: true, value: { state: 'done', value: {} } });
  });
  afterEach(() => {
    vi.clearAllMocks();
    dialog$.value = null;
  });

  it('should ask once, then keep the garment with the labels the outfits were made for', async () => {
    const first = keepGarment(IMAGE, RESULT);
    expect(await answerDialog(true)).toBe(WARDROBE_MESSAGES.consentMessage);
    await first;
    expect(worker.keepGarment).toHaveBeenCalledWith(
      { image_url: IMAGE, category: '데님 팬츠', colour: '중청' },
      RESULT.recognition.cutout_url,
    );
    expect(keptUploads$.value[IMAGE]).toBe('kept');

    // another photo: no question this time
    consent$.value = null;
    await keepGarment(`${IMAGE}?2`, RESULT);
    expect(dialog$.value).toBeNull();
    expect(worker.keepGarment).toHaveBeenCalledTimes(2);
  });

  it('should keep nothing for a member who says no, and not ask again', async () => {
    const declined = keepGarment(IMAGE, RESULT);
    await answerDialog(false);
    expect(await answerDialog(true)).toBe(WARDROBE_MESSAGES.declined);
    await declined;
    const again = keepGarment(IMAGE, RESULT);
    expect(await answerDialog(true)).toBe(WARDROBE_MESSAGES.declined);
    await again;
    expect(worker.keepGarment).not.toHaveBeenCalled();
    expect(keptUploads$.value[IMAGE]).toBeUndefined();
  });

  it('should ask a question still open before keeping: the guess confirmed with one tap, else kept as it is to check later', async () => {
    localStorage.setItem(`fitpick-wardrobe-consent-${member}`, 'yes');
    const unsure = {
      ...RESULT,
      recognition: { ...RESULT.recognition, ask: { category: false, colour: true } },
    } as GeneratorResponse;
    const right = keepGarment(IMAGE, unsure);
    expect(await answerDialog(true)).toBe('중청으로 보여요. 맞나요?');
    await right;
    expect(worker.keepGarment).toHaveBeenLastCalledWith(
      {
        image_url: IMAGE,
        category: '데님 팬츠',
        colour: '중청',
        confirmed: { category: false, colour: true },
      },
      RESULT.recognition.cutout_url,
    );
    const unchecked = keepGarment(`${IMAGE}?2`, unsure);
    await answerDialog(false);
    await unchecked;
    expect(worker.keepGarment).toHaveBeenLastCalledWith(
      { image_url: `${IMAGE}?2`, category: '데님 팬츠', colour: '중청' },
      RESULT.recognition.cutout_url,
    );
  });

  it('should say the keep waits for a connection when it went to the outbox', async () => {
    localStorage.setItem(`fitpick-wardrobe-consent-${member}`, 'yes');
    worker.keepGarment.mockResolvedValue({ ok: true, value: { state: 'queued' } });
    await keepGarment(IMAGE, RESULT);
    expect(keptUploads$.value[IMAGE]).toBe('queued');
  });
});

describe(itemsBySlot.name, () => {
  it('should group the items the filters keep by slot in outfit order, a pending keep in any season', () => {
    const items = [
      entry(1, { slot: 'shoes', category: '로퍼', colour: '블랙' }),
      entry(2, { slot: 'top', seasons: ['여름'] }),
      entry(3, { slot: 'outer', category: '겨울 더블 코트', seasons: ['겨울'], colour: '블랙' }),
      entry(-1, { slot: 'bottom', category: '데님 팬츠', pending: true }),
    ];
    const grouped = (season: '겨울' | null, colour: string | null) =>
      itemsBySlot(items, { season, colour }).map((group) => [
        group.slot,
        group.items.map((item) => item.id),
      ]);
    expect(grouped(null, null)).toEqual([
      ['top', [2]],
      ['outer', [3]],
      ['bottom', [-1]],
      ['shoes', [1]],
    ]);
    expect(grouped('겨울', null)).toEqual([
      ['outer', [3]],
      ['bottom', [-1]],
      ['shoes', [1]],
    ]);
    expect(grouped('겨울', '블랙')).toEqual([
      ['outer', [3]],
      ['shoes', [1]],
    ]);
  });
});

describe(itemForToday.name, () => {
  it('should dress around the newest top worn in the season, else another slot, never a pending keep', () => {
    const summerTop = entry(1, { seasons: ['여름'] });
    const coat = entry(2, { slot: 'outer', seasons: ['겨울'] });
    const newerTop = entry(3, {});
    expect(itemForToday([newerTop, summerTop, coat], '여름')?.id).toBe(3);
    expect(itemForToday([summerTop, coat], '겨울')?.id).toBe(2);
    expect(itemForToday([entry(-1, { pending: true })], '겨울')).toBeUndefined();
  });
});
