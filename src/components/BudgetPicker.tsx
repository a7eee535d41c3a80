import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import {
  BUDGET_CHOICES,
  budget$,
  budgetOf,
  choiceOf,
  parseBudget,
  type BudgetChoice,
} from '../state/budget';
import { formatWon } from '../lib/format-won';
import { FilterChips } from './FilterChips';

/**
 * The fashion page's budget for the whole outfit: 전체, 10만원대, 20만원대, 30만원대 (up to the
 * bracket's end) or 직접 입력 (a sum in won). `onApply` asks for outfits within it.
 */
export function BudgetPicker({
  onApply,
  showNote = true,
}: {
  onApply: (budget: number | null) => void;
  /** Whether to say under the chips that the outfits shown keep to the budget (the fashion page). */
  showNote?: boolean;
}) {
  useSignals();
  const budget = budget$.value;
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const choice: BudgetChoice = typing ? '직접 입력' : choiceOf(budget);
  const typed = parseBudget(text);

  const choose = (next: BudgetChoice) => {
    if (next === '직접 입력') {
      setTyping(true);
      return;
    }
    setTyping(false);
    onApply(budgetOf(next));
  };

  return (
    <section className="budget-picker" aria-label="코디 예산">
      <FilterChips label="코디 예산" options={BUDGET_CHOICES} value={choice} onChange={choose} />
      {typing && (
        <form
          className="budget-input"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === null) return;
            setTyping(false);
            onApply(typed);
          }}
        >
          <input
            inputMode="numeric"
            aria-label="예산 (원)"
            placeholder="예: 250,000"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={typed === null}>
            적용
          </button>
        </form>
      )}
      {showNote && budget !== null && !typing && (
        <p className="budget-note">모든 코디를 예산 {formatWon(budget)} 안에서 골랐어요</p>
      )}
    </section>
  );
}
