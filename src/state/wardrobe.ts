/**
 * 내 옷장, the member's wardrobe, as the app holds it (the 내 옷장 requirement; contract/
 * wardrobe.ts): the list (through the API worker, readable offline), keeping the garment of the
 * photo just answered ("옷장에 넣기", asked once whether the cut-out may be kept), relabelling,
 * deleting, and outfits around an item ("이 옷으로 코디", "오늘 뭐 입지?").
 *
 * The consent is remembered per member in localStorage on this device until logout
 * (member-storage.ts): the question is about what this shopper lets the app keep, asked at the
 * first keep; a member who says no keeps nothing (the button then says so, and the 내 옷장 page
 * offers to change the answer).
 */
import { signal } from '@preact/signals-react';
import type { GeneratorResponse } from '../../contract/api';
import type { Result } from '../../contract/result';
import { SLOTS, type Season, type Slot } from '../../contract/taxonomy';
import type {
  WardrobeItem,
  WardrobeKeepRequest,
  WardrobeUpdateRequest,
} from '../../contract/wardrobe';
import { categoryLabel } from '../../contract/category-labels';
import { josa } from '../../contract/josa';
import type { WardrobeEntry } from '../worker';
import { apiWorker } from '../worker-bridge';
import { WARDROBE_MESSAGES } from '../messages';
import { loadUser } from './auth';
import { wardrobeConsentKey } from './member-storage';
import { completeWardrobeOutfits, isValidResult } from './capture';
import { keeping$, keptUploads$ } from './kept-garments';
import { askChoice, askConfirm, showAlert } from './dialog';

/** The member's items, newest first (pending keeps first); null until loaded. */
export const wardrobe$ = signal<WardrobeEntry[] | null>(null);
/** The Korean message of a list that could not be loaded (offline with nothing stored). */
export const wardrobeError$ = signal<string | null>(null);

/** Loads the list: the stored one at once, the network's when it arrives. */
export async function loadWardrobe(): Promise<void> {
  const shown = (answer: Result<WardrobeEntry[]>): void => {
    if (answer.ok) {
      wardrobe$.value = answer.value;
      wardrobeError$.value = null;
    } else if (wardrobe$.peek() === null) {
      wardrobeError$.value = answer.error.message;
    }
  };
  const call = apiWorker.wardrobe();
  shown(await call);
  void call.fresh?.then(shown);
}

/** What the member answered to keeping garments: 'yes', 'no', or null (not asked yet). */
export type WardrobeConsent = 'yes' | 'no' | null;

/** Answers given this visit by member, for when localStorage is unavailable (private mode). */
const answered = new Map<number, 'yes' | 'no'>();

/** The answer as the views show it: the signed-in member's, read by readConsent. */
export const consent$ = signal<WardrobeConsent>(null);

/** Reads the signed-in member's answer on this device into consent$ (null: none is known). */
export async function readConsent(): Promise<WardrobeConsent> {
  const userId = (await loadUser())?.user_id;
  let consent: WardrobeConsent = null;
  if (userId !== undefined) {
    try {
      const stored = localStorage.getItem(wardrobeConsentKey(userId));
      consent = stored === 'yes' || stored === 'no' ? stored : null;
    } catch {
      // Private mode: the answer given this visit, if any.
    }
    consent ??= answered.get(userId) ?? null;
  }
  consent$.value = consent;
  return consent;
}

/** Remembers the signed-in member's answer on this device. */
export async function setWardrobeConsent(consent: 'yes' | 'no'): Promise<void> {
  consent$.value = consent;
  const userId = (await loadUser())?.user_id;
  if (userId === undefined) return;
  answered.set(userId, consent);
  try {
    localStorage.setItem(wardrobeConsentKey(userId), consent);
  } catch {
    // Private mode: it lasts for this visit.
  }
}

/**
 * Asks once whether garments may be kept (WARDROBE_MESSAGES.consent…); true when the member
 * agrees now or did before.
 */
async function askConsent(): Promise<boolean> {
  const before = await readConsent();
  if (before) return before === 'yes';
  const yes = await askConfirm({
    title: WARDROBE_MESSAGES.consentTitle,
    message: WARDROBE_MESSAGES.consentMessage,
    confirmLabel: WARDROBE_MESSAGES.consentYes,
    cancelLabel: WARDROBE_MESSAGES.consentNo,
  });
  await setWardrobeConsent(yes ? 'yes' : 'no');
  return yes;
}

/**
 * "옷장에 넣기" for the garment of the answer `result` to the photo at `imageUrl`: asks for
 * consent the first time (no: nothing is kept, and the member is told), then keeps it with the
 * category and colour the outfits were made for (the shopper's correction, else the
 * recognition). Offline it waits in the worker's wardrobe outbox; a refusal alerts the server's
 * Korean message.
 */
export async function keepGarment(imageUrl: string, result: GeneratorResponse): Promise<void> {
  if (keeping$.peek() || keptUploads$.peek()[imageUrl]) return;
  if (!(await askConsent())) {
    await showAlert(WARDROBE_MESSAGES.declined);
    return;
  }
  const { category, colour, cutout_url: cutoutUrl, ask } = result.recognition;
  // A question still open about the garment is asked first, with one tap: the item is kept with
  // what the shopper said (confirmed), or as the guess marked 확인 필요 on 내 옷장.
  let confirmed: WardrobeKeepRequest['confirmed'];
  if (ask?.category || ask?.colour) {
    const guess = [ask.colour ? colour : '', ask.category ? categoryLabel(category) : '']
      .filter(Boolean)
      .join(' ');
    const answer = await askChoice({
      title: WARDROBE_MESSAGES.keep,
      message: `${josa(guess, '으로/로')} 보여요. 맞나요?`,
      confirmLabel: WARDROBE_MESSAGES.guessRight,
      cancelLabel: WARDROBE_MESSAGES.guessUnsure,
    });
    if (answer === null) return;
    if (answer) confirmed = { category: Boolean(ask.category), colour: Boolean(ask.colour) };
  }
  keeping$.value = imageUrl;
  try {
    const answer = await apiWorker.keepGarment(
      { image_url: imageUrl, category, colour, ...(confirmed ? { confirmed } : {}) },
      cutoutUrl,
    );
    if (!answer.ok) {
      await showAlert(answer.error.message || WARDROBE_MESSAGES.keepFailed);
      return;
    }
    const state = answer.value.state === 'done' ? 'kept' : 'queued';
    keptUploads$.value = { ...keptUploads$.peek(), [imageUrl]: state };
    wardrobe$.value = null; // the list is read again on the next visit
  } catch {
    await showAlert(WARDROBE_MESSAGES.keepFailed);
  } finally {
    keeping$.value = null;
  }
}

/** Deletes an item after asking; false when the member cancelled or it failed (alerted). */
export async function removeGarment(id: number): Promise<boolean> {
  const yes = await askConfirm({
    title: WARDROBE_MESSAGES.removeTitle,
    message: WARDROBE_MESSAGES.removeMessage,
    confirmLabel: WARDROBE_MESSAGES.removeConfirm,
  });
  if (!yes) return false;
  const answer = await apiWorker.removeGarment(id);
  if (!answer.ok) {
    await showAlert(answer.error.message || WARDROBE_MESSAGES.removeFailed);
    return false;
  }
  wardrobe$.value = (wardrobe$.peek() ?? []).filter((item) => item.id !== id);
  return true;
}

/** Relabels an item; Ok the item as now labelled, else alerted and false. */
export async function relabelGarment(id: number, change: WardrobeUpdateRequest): Promise<boolean> {
  const answer = await apiWorker.relabelGarment(id, change);
  if (!answer.ok) {
    await showAlert(answer.error.message);
    return false;
  }
  const item: WardrobeItem = answer.value;
  wardrobe$.value = (wardrobe$.peek() ?? []).map((other) => (other.id === id ? item : other));
  return true;
}

/** The item outfits are being made around, else null. */
export const dressingAround$ = signal<number | null>(null);

/**
 * "이 옷으로 코디": outfits around the item `id` whose other slots come from the wardrobe first
 * (the generator's `wardrobe_item_id` with `use_wardrobe`); true when /fashion can show them,
 * else the reason was alerted.
 */
export async function outfitsAround(id: number): Promise<boolean> {
  if (dressingAround$.peek() !== null) return false;
  dressingAround$.value = id;
  try {
    const answer = await apiWorker.generate({ wardrobe_item_id: id, use_wardrobe: true });
    if (!answer.ok || !isValidResult(answer.value)) {
      await showAlert(answer.ok ? WARDROBE_MESSAGES.outfitsFailed : answer.error.message);
      return false;
    }
    completeWardrobeOutfits(id, answer.value);
    return true;
  } finally {
    dressingAround$.value = null;
  }
}

/**
 * "오늘 뭐 입지?": the item to dress around for `season`: the newest top worn then, else the
 * newest item of any slot worn then (slots in outfit order); undefined when none is.
 */
export function itemForToday(
  items: readonly WardrobeEntry[],
  season: Season,
): WardrobeEntry | undefined {
  const worn = items.filter((item) => !item.pending && item.seasons.includes(season));
  for (const slot of SLOTS) {
    const found = worn.find((item) => item.slot === slot);
    if (found) return found;
  }
  return undefined;
}

/** The page's filters: a season (null: all) and a colour (null: all). */
export interface WardrobeFilter {
  season: Season | null;
  colour: string | null;
}

/**
 * The items the filter keeps, by slot in outfit order (empty slots left out); a pending keep
 * (its seasons not known yet) passes any season.
 */
export function itemsBySlot(
  items: readonly WardrobeEntry[],
  filter: WardrobeFilter,
): { slot: Slot; items: WardrobeEntry[] }[] {
  const kept = items.filter(
    (item) =>
      (filter.season === null || item.pending || item.seasons.includes(filter.season)) &&
      (filter.colour === null || item.colour === filter.colour),
  );
  return SLOTS.map((slot) => ({
    slot,
    items: kept.filter((item) => item.slot === slot),
  })).filter((group) => group.items.length > 0);
}
