/**
 * The chips of the analysed camera screen. Corrections, under the buttons: "다른 제품인가요?" with
 * the plausible other categories and "색상이 다른가요?" with the plausible other colours (the
 * server picks both: `recognition.runner_ups` and `recognition.colour_alternatives`, at most ten
 * each), the last chip of each — "다른 종류", "다른 색" — opening every category (grouped by
 * slot) or every colour name, so the shopper's answer is always one tap further. Questions, above
 * the buttons: when the server is unsure (`recognition.ask`, STYLE §6.13), the screen asks naming
 * its guess — "블랙으로 보여요. 맞나요?" — with the guess as the first chip ("블랙 맞아요") and the
 * same alternatives in one row that scrolls sideways (the last one in view cut at the edge: there
 * is more), so one tap confirms it or changes it and 추천 코디 보기 stays above the bottom menu;
 * once answered the question stays where it was, says what the outfits were chosen for
 * ("블랙으로 코디를 골랐어요") and shows the answer pressed. Tapping asks for outfits of that category or colour;
 * the chip being asked for says so. A category chip reads as its on-screen label
 * (category-labels.ts).
 */
import type { RunnerUp } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import { josa } from '../../contract/josa';
import '../styles/runner-ups.css';
import { useState, type ReactNode } from 'react';
import {
  CATEGORY_NAMES,
  categoryInfo,
  PHOTO_COLOUR_NAMES,
  PHOTO_COLOURS,
  SLOT_LABELS,
  SLOTS,
  type CategoryName,
  type PhotoColourName,
} from '../../contract/taxonomy';
import type { AskedQuestion } from '../lib/use-asked-questions';

/**
 * Chips shown at most per group (the server's asking policy offers at most ten: a question's
 * scroll sideways in one row, a correction's wrap below 추천 코디 보기).
 */
const MAX_CHIPS = 10;

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
  /**
   * A question's chips are toggles: the shopper's answer (if any) is pressed. They sit in one row
   * that scrolls sideways, so that 추천 코디 보기 below them stays above the bottom menu on a
   * phone however many chips the question offers.
   */
  question?: { answer?: T };
  /** Chips wrap onto more rows even in a question (every option, opened by 다른 색 or 다른 종류). */
  wrap?: boolean;
  /** A last chip after the options (다른 색, 다른 종류), in the same row. */
  more?: ReactNode;
}

function ChipGroup<T extends string>({
  title,
  options,
  pending,
  onChoose,
  swatch,
  label = (value) => value,
  max = MAX_CHIPS,
  question,
  wrap = false,
  more,
}: ChipGroupProps<T>) {
  if (options.length === 0 && !more) return null;
  return (
    <div className="runner-ups" role="group" aria-label={title}>
      <p className="runner-ups-title">{title}</p>
      <div className={question && !wrap ? 'runner-ups-chips one-row' : 'runner-ups-chips'}>
        {options.slice(0, max).map((value) => (
          <button
            key={value}
            type="button"
            className="choice-chip"
            disabled={pending !== null}
            aria-busy={pending === value}
            aria-pressed={question ? question.answer === value : undefined}
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
        {more}
      </div>
    </div>
  );
}

/** Titled groups of every option, which the last chip of a group opens. */
type EveryOption<T extends string> = readonly { title: string; options: readonly T[] }[];

/** Every colour name, in one group. */
const EVERY_COLOUR: EveryOption<PhotoColourName> = [
  { title: '모든 색', options: PHOTO_COLOUR_NAMES },
];

/** Every category, a group per slot (상의, 아우터, 하의, 신발), by on-screen label. */
const EVERY_CATEGORY: EveryOption<CategoryName> = SLOTS.map((slot) => ({
  title: `모든 ${SLOT_LABELS[slot]}`,
  options: CATEGORY_NAMES.filter((c) => categoryInfo(c).slot === slot).sort((a, b) =>
    categoryLabel(a).localeCompare(categoryLabel(b), 'ko'),
  ),
}));

interface WithEveryOptionProps<T extends string> extends ChipGroupProps<T> {
  /** The last chip's text ("다른 색", "다른 종류"). */
  moreLabel: string;
  /** Every option, shown wrapped in its groups once that chip is tapped (those above left out). */
  every: EveryOption<T>;
  /** The value the outfits are already for (a correction's), left out of every option. */
  current?: T;
}

/**
 * A group of chips whose last chip ("다른 색", "다른 종류") opens every other option, so that a
 * question or a correction always holds the shopper's answer, whatever the server offered; the
 * opened groups fold away once the outfits for a value picked there have come.
 */
function WithEveryOption<T extends string>({
  moreLabel,
  every,
  current,
  ...group
}: WithEveryOptionProps<T>) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(false);
  // Once the outfits for a value picked there have come (or failed), the groups fold away, so
  // that 추천 코디 보기 is back in view; the question's title names the value.
  const shown = open && !(picked && group.pending === null);
  return (
    <>
      <ChipGroup
        {...group}
        more={
          !shown && (
            <button
              type="button"
              className="choice-chip more-options"
              disabled={group.pending !== null}
              onClick={() => {
                setOpen(true);
                setPicked(false);
              }}
            >
              {moreLabel}
            </button>
          )
        }
      />
      {shown &&
        every.map(({ title, options }) => (
          <ChipGroup
            key={title}
            {...group}
            title={title}
            options={options.filter((o) => o !== current && !group.options.includes(o))}
            onChoose={(value) => {
              setPicked(true);
              group.onChoose(value);
            }}
            max={options.length}
            wrap
          />
        ))}
    </>
  );
}

/** A question's title: the guess asked about, or what the outfits were chosen for once answered. */
function questionTitle(guess: string, answer: string | undefined): string {
  return answer
    ? `${josa(answer, '으로/로')} 코디를 골랐어요`
    : `${josa(guess, '으로/로')} 보여요. 맞나요?`;
}

export interface RunnerUpChipsProps {
  runnerUps: readonly RunnerUp[];
  /** The recognised category (the outfits' now), not offered again. */
  current: CategoryName;
  pending: string | null;
  onChoose: (category: CategoryName) => void;
}

/** "다른 제품인가요?": the runner-up categories, then 다른 종류 (every other category). */
export function RunnerUpChips({ runnerUps, current, pending, onChoose }: RunnerUpChipsProps) {
  return (
    <WithEveryOption
      moreLabel="다른 종류"
      every={EVERY_CATEGORY}
      title="다른 제품인가요?"
      options={runnerUps.map((r) => r.category)}
      current={current}
      pending={pending}
      onChoose={onChoose}
      label={categoryLabel}
    />
  );
}

export interface CategoryQuestionProps {
  asked: AskedQuestion<CategoryName>;
  /** The category the shopper answered with, once answered. */
  answer?: CategoryName;
  pending: string | null;
  onChoose: (category: CategoryName) => void;
}

/** "니트로 보여요. 맞나요?": the guessed category first ("니트 맞아요"), then the runner-ups. */
export function CategoryQuestion({ asked, answer, pending, onChoose }: CategoryQuestionProps) {
  const guess = categoryLabel(asked.guess);
  return (
    <WithEveryOption
      moreLabel="다른 종류"
      every={EVERY_CATEGORY}
      title={questionTitle(guess, answer && categoryLabel(answer))}
      options={asked.options}
      pending={pending}
      onChoose={onChoose}
      label={(c) => (c === asked.guess ? `${guess} 맞아요` : categoryLabel(c))}
      max={MAX_CHIPS + 1}
      question={{ answer }}
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
  pending: string | null;
  onChoose: (colour: PhotoColourName) => void;
  /** "색상이 다른가요?": the plausible other colours. */
  colours?: readonly PhotoColourName[];
  /** The recognised colour (the outfits' now), not offered again by 다른 색. */
  current?: PhotoColourName;
  /** Or the question asked about the colour ("블랙으로 보여요. 맞나요?"), and its answer. */
  asked?: AskedQuestion<PhotoColourName>;
  answer?: PhotoColourName;
}

/**
 * Colour chips with swatches (a correction, or the question asked), the last one "다른 색",
 * which opens every colour.
 */
export function ColourChips({
  pending,
  onChoose,
  colours = [],
  current,
  asked,
  answer,
}: ColourChipsProps) {
  return (
    <WithEveryOption
      moreLabel="다른 색"
      every={EVERY_COLOUR}
      title={asked ? questionTitle(asked.guess, answer) : '색상이 다른가요?'}
      options={asked?.options ?? colours}
      current={current}
      pending={pending}
      onChoose={onChoose}
      swatch={colourSwatch}
      label={(c) => (c === asked?.guess ? `${c} 맞아요` : c)}
      max={asked ? MAX_CHIPS + 1 : MAX_CHIPS}
      question={asked ? { answer } : undefined}
    />
  );
}
