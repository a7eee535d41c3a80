/**
 * Filter buttons of a home section (SPEC §2 Home: 10만원대 / 20만원대 / 30만원대, 미니멀 / 캐주얼):
 * a labelled group of toggle buttons, the selected one with aria-pressed="true".
 */
export interface FilterChipsProps<T extends string> {
  /** Accessible name of the group, e.g. '가격대 선택'. */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** One row of pill buttons. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: FilterChipsProps<T>) {
  return (
    <div className="filter-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="filter-chip"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
