/**
 * The correction chips of the analysed camera screen: "다른 제품인가요?" with the plausible other
 * categories, and "색상이 다른가요?" with the plausible other colours (the server picks both:
 * `recognition.runner_ups` and `recognition.colour_alternatives`, at most four each). Tapping one
 * asks for outfits of that category or colour instead; the chip being asked for says so. A
 * category chip reads as its on-screen label (category-labels.ts) and asks by the exact name.
 */
import type { RunnerUp } from '../contract/api';
import { categoryLabel } from '../contract/category-labels';
import '../styles/runner-ups.css';
import { COLOURS, type CategoryName, type ColourName } from '../contract/taxonomy';

/** Chips shown at most per group. */
const MAX_CHIPS = 4;

interface ChipGroupProps<T extends string> {
  title: string;
  options: readonly T[];
  /** The chip whose request is running, if any (all chips are disabled meanwhile). */
  pending: string | null;
  onChoose: (value: T) => void;
  /** A colour swatch before the label (colour chips). */
  swatch?: (value: T) => string;
  /** The chip's text for a value (default: the value itself). */
  label?: (value: T) => string;
}

function ChipGroup<T extends string>({
  title,
  options,
  pending,
  onChoose,
  swatch,
  label = (value) => value,
}: ChipGroupProps<T>) {
  if (options.length === 0) return null;
  return (
    <div className="runner-ups" role="group" aria-label={title}>
      <p className="runner-ups-title">{title}</p>
      <div className="runner-ups-chips">
        {options.slice(0, MAX_CHIPS).map((value) => (
          <button
            key={value}
            type="button"
            className="choice-chip"
            disabled={pending !== null}
            aria-busy={pending === value}
            onClick={() => onChoose(value)}
          >
            {swatch && (
              <span
                className="chip-swatch"
                style={{ background: swatch(value) }}
                aria-hidden="true"
              />
            )}
            {pending === value ? `${label(value)} 확인 중…` : label(value)}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface RunnerUpChipsProps {
  runnerUps: readonly RunnerUp[];
  pending: string | null;
  onChoose: (category: CategoryName) => void;
}

/** Category chips; renders nothing without runner-ups. */
export function RunnerUpChips({ runnerUps, pending, onChoose }: RunnerUpChipsProps) {
  return (
    <ChipGroup
      title="다른 제품인가요?"
      options={runnerUps.map((r) => r.category)}
      pending={pending}
      onChoose={onChoose}
      label={categoryLabel}
    />
  );
}

export interface ColourChipsProps {
  colours: readonly ColourName[];
  pending: string | null;
  onChoose: (colour: ColourName) => void;
}

/** Colour chips with swatches; renders nothing without alternatives. */
export function ColourChips({ colours, pending, onChoose }: ColourChipsProps) {
  return (
    <ChipGroup
      title="색상이 다른가요?"
      options={colours}
      pending={pending}
      onChoose={onChoose}
      swatch={(c) => COLOURS[c]}
    />
  );
}
