/**
 * "다른 제품인가요?" under the analysed sentence (issue 3): the recogniser's runner-up categories
 * as chips; tapping one asks for outfits of that category instead. Shows which chip is loading.
 */
import type { RunnerUp } from '../contract/api';
import '../styles/runner-ups.css';
import type { CategoryName } from '../contract/taxonomy';

export interface RunnerUpChipsProps {
  runnerUps: readonly RunnerUp[];
  /** The chip whose request is running, if any (all chips are disabled meanwhile). */
  pending: CategoryName | null;
  onChoose: (category: CategoryName) => void;
}

/** Up to three chips; renders nothing without runner-ups. */
export function RunnerUpChips({ runnerUps, pending, onChoose }: RunnerUpChipsProps) {
  if (runnerUps.length === 0) return null;
  return (
    <div className="runner-ups" role="group" aria-label="다른 제품인가요?">
      <p className="runner-ups-title">다른 제품인가요?</p>
      <div className="runner-ups-chips">
        {runnerUps.slice(0, 3).map((r) => (
          <button
            key={r.category}
            type="button"
            className="choice-chip"
            disabled={pending !== null}
            aria-busy={pending === r.category}
            onClick={() => onChoose(r.category)}
          >
            {pending === r.category ? `${r.category} 확인 중…` : r.category}
          </button>
        ))}
      </div>
    </div>
  );
}
