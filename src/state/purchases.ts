/**
 * Fit feedback (my page): the products a signed-in member opened the shop for (a purchase
 * click), kept in localStorage (newest first, at most MAX_PURCHASES, products with a size chart
 * only), and their verdicts on the size they bought — 작아요 / 잘 맞아요 / 커요 — sent to
 * POST /api/account/v1/fit-feedback/, which shifts their size advice for that kind of garment.
 * A sign-out forgets the purchases (another member may use the device next).
 */
import { effect, signal } from '@preact/signals-react';
import type { ProductItem } from '../../contract/api';
import type { Result } from '../../contract/result';
import type { FitFeedbackResponse, FitVerdict } from '../../contract/sizes';
import type { Slot } from '../../contract/taxonomy';
import { apiWorker } from '../worker-bridge';
import { accessToken$, restoring$ } from './auth';
import { FIT_FEEDBACK_MESSAGES } from '../messages';
import { MEMBER_LOCAL_KEYS } from './member-storage';

/** How many purchases my page keeps asking about. */
export const MAX_PURCHASES = 12;

/** A product the member opened the shop for. */
export interface Purchase {
  id: number;
  goods_name: string;
  s3_path: string;
  category: Slot;
  /** The chart's sizes, smallest first. */
  sizes: string[];
  /** The size advised when they clicked, if any: the size my page preselects. */
  advised?: string;
  /** When they clicked (ms since the epoch). */
  at: number;
}

const STORAGE_KEY = MEMBER_LOCAL_KEYS.purchases;

function stored(): Purchase[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? (list as Purchase[]).slice(0, MAX_PURCHASES) : [];
  } catch {
    return [];
  }
}

function persist(list: Purchase[]): void {
  purchases$.value = list;
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable (private mode): the list lasts for this visit.
  }
}

/** The member's purchases, newest first. */
export const purchases$ = signal<Purchase[]>(stored());

/** Verdicts the member gave, by product id (loaded from the server, updated on send). */
export const verdicts$ = signal<Record<number, FitFeedbackResponse>>({});

effect(() => {
  // Not while a new page takes up a session kept on the device: that member is still signed in.
  if (accessToken$.value === null && !restoring$.value && purchases$.peek().length > 0) persist([]);
});

/**
 * Remembers a purchase click of a signed-in member on a product with a size chart (the same
 * product again moves to the front).
 */
export function recordPurchase(item: ProductItem, now = Date.now()): void {
  if (!accessToken$.peek() || !item.sizes?.length) return;
  const purchase: Purchase = {
    id: item.id,
    goods_name: item.goods_name,
    s3_path: item.s3_path,
    category: item.category,
    sizes: item.sizes.map((r) => r.size),
    ...(item.size_advice ? { advised: item.size_advice.size } : {}),
    at: now,
  };
  persist([purchase, ...purchases$.peek().filter((p) => p.id !== item.id)].slice(0, MAX_PURCHASES));
}

/** Loads the member's verdicts (my page); keeps what it had on failure. */
export async function loadVerdicts(): Promise<void> {
  const outcome = await apiWorker.fitFeedback();
  if (outcome.ok) verdicts$.value = Object.fromEntries(outcome.value.map((v) => [v.product_id, v]));
}

/** Sends a verdict; the error is the Korean message to show. */
export async function sendVerdict(
  purchase: Purchase,
  size: string,
  fit: FitVerdict,
): Promise<Result<FitFeedbackResponse, string>> {
  const outcome = await apiWorker.sendFitFeedback({ product_id: purchase.id, size, fit });
  if (!outcome.ok)
    return { ok: false, error: outcome.error.message || FIT_FEEDBACK_MESSAGES.failed };
  verdicts$.value = { ...verdicts$.peek(), [purchase.id]: outcome.value };
  return outcome;
}
