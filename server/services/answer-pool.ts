/**
 * Random answers drawn ahead and served again, for the home page's lists (SPEC §7 main/random/,
 * main/by-price/, main/by-style/: the busiest calls of the app, without a token): instead of drawing, joining and
 * compressing a list for every request, a list is one of up to POOL_SIZE answers drawn before,
 * picked at random, each kept as its JSON bytes and compressed once per encoding
 * (lib/compression.ts). The pool renews itself: while it is not full every request gets a new
 * draw (so a quiet shop, under one request per DRAW_EVERY_MS, draws for every request as
 * before), then one slot at most every DRAW_EVERY_MS is replaced by a new draw, which that
 * request gets. Under load a shopper's reload is therefore a random one of POOL_SIZE recent
 * draws (a repeat of the same order is about 1 in POOL_SIZE); nothing is drawn without a request.
 * A pool is for one source: a new list of club outfits (a reload of ClubOutfitCache, an import)
 * or another season starts it empty.
 */
import { compressOnce } from '../lib/compression';

/** Answers kept per list and query (count, style). */
export const POOL_SIZE = 32;
/** At most one new draw per pool in this many ms once the pool is full. */
export const DRAW_EVERY_MS = 50;

export class AnswerPool {
  private slots: Buffer[] = [];
  private source: readonly unknown[] = [];
  private lastDraw = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * An answer for `source` (its values compared by identity: the club outfits, the season): a
   * new `draw()` when the pool is not full or a slot is due for renewal, else one of the kept
   * answers at random.
   */
  take(source: readonly unknown[], draw: () => Buffer): Buffer {
    if (source.length !== this.source.length || source.some((v, i) => v !== this.source[i])) {
      this.source = source;
      this.slots = [];
    }
    const now = this.now();
    if (this.slots.length < POOL_SIZE) return this.keep(this.slots.length, draw(), now);
    const slot = Math.floor(this.random() * POOL_SIZE);
    if (now - this.lastDraw >= DRAW_EVERY_MS) return this.keep(slot, draw(), now);
    return this.slots[slot] as Buffer;
  }

  private keep(slot: number, answer: Buffer, now: number): Buffer {
    this.slots[slot] = compressOnce(answer);
    this.lastDraw = now;
    return answer;
  }
}
