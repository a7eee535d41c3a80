/**
 * The whole outfit's budget the shopper chose on /fashion (won), or null for none: the
 * generator's `budget` (every outfit within it, the similar item included). Kept in
 * localStorage, so the next photo's outfits keep to it too; it is the member's, removed at logout
 * and when another member signs in (member-storage.ts).
 */
import { signal } from '@preact/signals-react';
import { BUDGET_LIMITS_WON } from '../../contract/api';
import { parseWon } from '../../contract/format-won';
import { PRICE_BRACKETS } from '../../contract/taxonomy';
import { MEMBER_LOCAL_KEYS } from './member-storage';

/** The choices: no budget, the home page's price brackets (their upper end), or a sum typed in. */
export const BUDGET_CHOICES = ['전체', ...PRICE_BRACKETS.map((b) => b.label), '직접 입력'] as const;
export type BudgetChoice = (typeof BUDGET_CHOICES)[number];

const STORAGE_KEY = MEMBER_LOCAL_KEYS.budget;

function stored(): number | null {
  try {
    const n = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(n) && n >= BUDGET_LIMITS_WON.min && n <= BUDGET_LIMITS_WON.max
      ? n
      : null;
  } catch {
    return null;
  }
}

/** The chosen budget in won, or null. */
export const budget$ = signal<number | null>(stored());

/** Sets and remembers the budget (null: none). */
export function setBudget(budget: number | null): void {
  budget$.value = budget;
  try {
    if (budget === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(budget));
  } catch {
    // Storage unavailable (private mode): the budget lasts for this visit.
  }
}

/** The budget of a bracket choice (its upper end, won); null for 전체 and 직접 입력. */
export function budgetOf(choice: BudgetChoice): number | null {
  return PRICE_BRACKETS.find((b) => b.label === choice)?.max ?? null;
}

/** The choice a budget shows as: its bracket's, 직접 입력 for any other sum, 전체 for none. */
export function choiceOf(budget: number | null): BudgetChoice {
  if (budget === null) return '전체';
  return PRICE_BRACKETS.find((b) => b.max === budget)?.label ?? '직접 입력';
}

/**
 * A typed budget in won ("250,000", "25만", "25만 5천": format-won.ts `parseWon`), or null when it
 * is not one the generator takes (BUDGET_LIMITS_WON).
 */
export function parseBudget(text: string): number | null {
  const n = parseWon(text);
  return n !== null && n >= BUDGET_LIMITS_WON.min && n <= BUDGET_LIMITS_WON.max ? n : null;
}
