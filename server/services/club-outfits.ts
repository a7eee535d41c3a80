/**
 * The club (editorial) outfits with their products, kept in memory for the home page's lists
 * (SPEC §7 main/random/, main/by-price/, main/by-style/, the busiest calls of the app): a list
 * answers from memory without touching the database. The copy is read again in the background
 * when it is older than CLUB_OUTFITS_TTL_MS (the request that notices answers from the old copy,
 * so no request waits on a reload but the very first), or at once after `invalidate()` (seeding,
 * an import in this process). Another process's import shows within CLUB_OUTFITS_TTL_MS.
 * Each outfit is kept with its JSON as UTF-8 bytes, so that a list is answered by joining bytes
 * instead of serialising (and encoding) the same objects on every request.
 */
import type { MainRecommendation } from '../../contract/api';

/** Age (ms) after which the in-memory club outfits are read again in the background. */
export const CLUB_OUTFITS_TTL_MS = 30_000;

/** A club outfit and its JSON (UTF-8). */
export interface ClubOutfitEntry {
  outfit: MainRecommendation;
  json: Buffer;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A JSON array of the entries' outfits (UTF-8). */
export function jsonList(entries: readonly ClubOutfitEntry[]): Buffer {
  return Buffer.concat([
    OPEN,
    ...entries.flatMap((e, i) => (i === 0 ? [e.json] : [COMMA, e.json])),
    CLOSE,
  ]);
}

export class ClubOutfitCache {
  private copy:
    | {
        at: number;
        outfits: Promise<readonly ClubOutfitEntry[]>;
        /** The outfits once read (what `outfits` resolved to). */
        ready?: readonly ClubOutfitEntry[];
      }
    | undefined;
  private refreshing = false;

  constructor(
    private readonly load: () => Promise<readonly MainRecommendation[]>,
    private readonly now: () => number = Date.now,
  ) {}

  /** All club outfits with their items and JSON; see the module comment for freshness. */
  all(): Promise<readonly ClubOutfitEntry[]> {
    if (!this.copy) return this.reload();
    this.refreshIfStale();
    return this.copy.outfits;
  }

  /**
   * What `all()` resolves to, at once, when the outfits are in memory; undefined until the first
   * read has completed. The home lists answer from it without a promise.
   */
  loaded(): readonly ClubOutfitEntry[] | undefined {
    const ready = this.copy?.ready;
    if (ready) this.refreshIfStale();
    return ready;
  }

  /** Forgets the copy: the next list reads the outfits again (after seeding or an import). */
  invalidate(): void {
    this.copy = undefined;
  }

  private async entries(): Promise<readonly ClubOutfitEntry[]> {
    return (await this.load()).map((outfit) => ({
      outfit,
      json: Buffer.from(JSON.stringify(outfit)),
    }));
  }

  /** Reads the outfits again in the background when the copy is stale (module comment). */
  private refreshIfStale(): void {
    if (!this.copy || this.now() - this.copy.at <= CLUB_OUTFITS_TTL_MS || this.refreshing) return;
    this.refreshing = true;
    this.entries()
      .then(
        (ready) => (this.copy = { at: this.now(), outfits: Promise.resolve(ready), ready }),
        () => undefined, // keep the old copy; the next request tries again
      )
      .finally(() => (this.refreshing = false));
  }

  private reload(): Promise<readonly ClubOutfitEntry[]> {
    const outfits = this.entries();
    const copy: NonNullable<ClubOutfitCache['copy']> = { at: this.now(), outfits };
    this.copy = copy;
    outfits.then(
      (ready) => (copy.ready = ready),
      () => {
        if (this.copy === copy) this.copy = undefined;
      },
    );
    return outfits;
  }
}

/** Up to `count` of `items` in random order (a partial Fisher–Yates shuffle; `random` in [0, 1)). */
export function sample<T>(
  items: readonly T[],
  count: number,
  random: () => number = Math.random,
): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}
