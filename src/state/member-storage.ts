/**
 * A shared device (docs/accounts.md "A shared device"): the one module that names what of a
 * member this browser's web storage holds, and removes it at logout and when another member signs
 * in. Nothing of one member may reach the next on the same phone.
 *
 * Member data in web storage:
 * - sessionStorage: the photo flow's values (session-store.ts MEMBER_SESSION_KEYS);
 * - localStorage: the outfit budget (budget.ts), the products opened to buy (purchases.ts), the
 *   내 옷장 consent (wardrobe.ts, named by member), and MEMBER_KEY: the user id whose data the
 *   device holds (the access token's `sub`, contract/access-token.ts).
 * The API worker's IndexedDB is the worker's to clear (src/worker/session.ts, cache.ts), in-memory
 * state goes with a page load (navigation.ts reloadApp), the browser's HTTP cache with the
 * logout's `Clear-Site-Data: "cache"`. Device-wide preferences stay: the camera guide seen, the
 * notification permission asked once, 로그인 상태 유지's flag (auth.ts).
 */
import { MEMBER_SESSION_KEYS, readText, writeText } from './session-store';

/** localStorage keys of member data (persistent names: renaming one strands its values). */
export const MEMBER_LOCAL_KEYS = {
  /** The whole outfit's budget in won (budget.ts). */
  budget: 'fitpick-outfit-budget',
  /** The products the member opened the shop for (purchases.ts). */
  purchases: 'fitpick-purchases',
  /** The user id of the member whose data this device holds. */
  member: 'fitpick-device-member',
} as const;

const CONSENT_PREFIX = 'fitpick-wardrobe-consent-';

/** localStorage key of a member's answer to keeping garments in 내 옷장 (wardrobe.ts). */
export function wardrobeConsentKey(userId: number): string {
  return `${CONSENT_PREFIX}${userId}`;
}

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/**
 * Removes every member value of web storage listed in the module comment (MEMBER_KEY included).
 * True when there was any to remove; never throws.
 */
export function forgetMemberStorage(): boolean {
  let removed = false;
  const store = local();
  if (store) {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    for (const key of keys) {
      const isMembers =
        key.startsWith(CONSENT_PREFIX) || Object.values<string>(MEMBER_LOCAL_KEYS).includes(key);
      if (!isMembers) continue;
      store.removeItem(key);
      removed = true;
    }
  }
  for (const key of MEMBER_SESSION_KEYS) {
    if (readText(key) === null) continue;
    writeText(key, null);
    removed = true;
  }
  return removed;
}

/**
 * Records that `userId` signs in on this device. When the device holds another member's data
 * (MEMBER_KEY names someone else), that data is removed first and this answers true: the caller
 * starts the app anew (reloadApp) so that nothing of it stays in memory either. A device that
 * names no member (fresh, or after a logout) keeps what a signed-out visitor did before signing
 * in (a photo taken first, then login). False when nothing was removed or storage is disabled.
 */
export function adoptDevice(userId: number | null): boolean {
  const store = local();
  if (!store || userId === null) return false;
  try {
    const held = store.getItem(MEMBER_LOCAL_KEYS.member);
    if (held === String(userId)) return false;
    const removed = held !== null && forgetMemberStorage();
    store.setItem(MEMBER_LOCAL_KEYS.member, String(userId));
    return removed;
  } catch {
    return false;
  }
}
