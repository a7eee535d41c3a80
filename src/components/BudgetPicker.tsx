import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatBudget, formatManwon } from '../../contract/format-won';
import { josa } from '../../contract/josa';
import {
  BUDGET_CHOICES,
  budget$,
  budgetOf,
  choiceOf,
  parseBudget,
  type BudgetChoice,
} from '../state/budget';
import { FilterChips } from './FilterChips';

/**
 * The budget for the whole outfit: 전체, 10만원대, 20만원대, 30만원대 (up to the bracket's end) or
 * 직접 입력 (a sum typed on the phone's text keypad, so that "25만" can be written; parseBudget).
 * `onApply` asks for outfits within it. Under the chips a note says the budget in a price
 * filter's words ("25만원 이하", "20만원 미만"): on /fashion that the outfits shown keep to it
 * (`note` 'shown'), on /my that the next photo's will (`note` 'next'), so that 직접 입력 never
 * shows pressed without its sum.
 */
export function BudgetPicker({
  onApply,
  note,
}: {
  onApply: (budget: number | null) => void;
  /** What the note says: the outfits shown keep to the budget, or the next photo's will. */
  note: 'shown' | 'next';
}) {
  useSignals();
  const budget = budget$.value;
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const choice: BudgetChoice = typing ? '직접 입력' : choiceOf(budget);
  const typed = parseBudget(text);
  const said = typing ? null : noteText(note, budget);

  const choose = (next: BudgetChoice) => {
    if (next === '직접 입력') {
      // A sum typed before is offered again as the shopper would write it ("25만원").
      if (!typing)
        setText(budget !== null && choiceOf(budget) === next ? formatManwon(budget) : '');
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
            type="text"
            inputMode="text"
            enterKeyHint="done"
            aria-label="예산 (원)"
            placeholder="예: 25만원"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={typed === null}>
            적용
          </button>
        </form>
      )}
      {said && <p className="budget-note">{said}</p>}
    </section>
  );
}

/** The note under the chips; none on /fashion without a budget. */
function noteText(note: 'shown' | 'next', budget: number | null): string | null {
  if (budget === null)
    return note === 'next' ? '예산을 고르면 다음 사진의 코디도 그 안에서 골라 드려요.' : null;
  const limit = josa(formatBudget(budget), '으로/로');
  return note === 'shown'
    ? `모든 코디를 ${limit} 골랐어요`
    : `다음 사진의 코디도 ${limit} 골라 드려요.`;
}
