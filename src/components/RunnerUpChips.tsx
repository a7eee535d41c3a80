/**
 * The correction chips of the analysed camera screen: "다른 제품인가요?" with the plausible other
 * categories, and "색상이 다른가요?" with the plausible other colours (the server picks both:
 * `recognition.runner_ups` and `recognition.colour_alternatives`, at most four each), then "다른 색"
 * opening every colour name. When the server is unsure (`recognition.ask`), the group asks first
 * — "이 색이 맞나요?" / "이 옷이 맞나요?" — with the answer itself as the first chip ("맞아요"), so
 * one tap confirms it or changes it. Tapping asks for outfits of that category or colour; the
 * chip being asked for says so. A category chip reads as its on-screen label (category-labels.ts).
 */
import type { RunnerUp } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import '../styles/runner-ups.css';
import { useState } from 'react';
import {
  PHOTO_COLOUR_NAMES,
  PHOTO_COLOURS,
  type CategoryName,
  type PhotoColourName,
} from '../../contract/taxonomy';

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
  /** Chips shown at most (default MAX_CHIPS). */
  max?: number;
}

function ChipGroup<T extends string>({
  title,
  options,
  pending,
  onChoose,
  swatch,
  label = (value) => value,
  max = MAX_CHIPS,
}: ChipGroupProps<T>) {
  if (options.length === 0) return null;
  return (
    <div className="runner-ups" role="group" aria-label={title}>
      <p className="runner-ups-title">{title}</p>
      <div className="runner-ups-chips">
        {options.slice(0, max).map((value) => (
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
  /** Ask first: the recognised category, offered as "맞아요" before the others. */
  confirm?: CategoryName;
}

/** Category chips; renders nothing without runner-ups or a category to confirm. */
export function RunnerUpChips({ runnerUps, pending, onChoose, confirm }: RunnerUpChipsProps) {
  const others = runnerUps.map((r) => r.category).filter((c) => c !== confirm);
  return (
    <ChipGroup
      title={confirm ? '이 옷이 맞나요?' : '다른 제품인가요?'}
      options={confirm ? [confirm, ...others] : others}
      pending={pending}
      onChoose={onChoose}
      label={(c) => (c === confirm ? `${categoryLabel(c)} 맞아요` : categoryLabel(c))}
      max={confirm ? MAX_CHIPS + 1 : MAX_CHIPS}
    />
  );
}

/** A colour's swatch: its reference value, or a colour wheel for 멀티. */
export function colourSwatch(colour: PhotoColourName): string {
  return colour === '멀티'
    ? 'conic-gradient(#c0262d, #f0c93a, #2f7a48, #2a55c0, #6b4a9b, #c0262d)'
    : PHOTO_COLOURS[colour];
}

export interface ColourChipsProps {
  colours: readonly PhotoColourName[];
  pending: string | null;
  onChoose: (colour: PhotoColourName) => void;
  /** Ask first: the recognised colour, offered as "맞아요" before the others. */
  confirm?: PhotoColourName;
}

/** Colour chips with swatches, then "다른 색" with every colour name. */
export function ColourChips({ colours, pending, onChoose, confirm }: ColourChipsProps) {
  const [all, setAll] = useState(false);
  const others = colours.filter((c) => c !== confirm);
  const shown = confirm ? [confirm, ...others] : others;
  return (
    <>
      <ChipGroup
        title={confirm ? '이 색이 맞나요?' : '색상이 다른가요?'}
        options={shown}
        pending={pending}
        onChoose={onChoose}
        swatch={colourSwatch}
        label={(c) => (c === confirm ? `${c} 맞아요` : c)}
        max={confirm ? MAX_CHIPS + 1 : MAX_CHIPS}
      />
      {all ? (
        <ChipGroup
          title="모든 색"
          options={PHOTO_COLOUR_NAMES.filter((c) => !shown.includes(c))}
          pending={pending}
          onChoose={onChoose}
          swatch={colourSwatch}
          max={PHOTO_COLOUR_NAMES.length}
        />
      ) : (
        <button
          type="button"
          className="link-button more-colours"
          disabled={pending !== null}
          onClick={() => setAll(true)}
        >
          다른 색
        </button>
      )}
    </>
  );
}
