/**
 * What the analysed camera screen asked the shopper about their photo. The server asks
 * (`recognition.ask`) while it is unsure of the category or the colour; the shopper's answer is a
 * new request whose recognition no longer asks (they gave the value). The questions asked are
 * kept for the photo, with the chips first offered, so that an answer leaves the question in its
 * place with the same chips (the answer pressed) instead of moving the groups under the finger.
 */
import { useState } from 'react';
import type { RecognitionSummary } from '../../contract/api';
import type { CategoryName, PhotoColourName } from '../../contract/taxonomy';

/** A question asked: the server's guess and the chips offered (the guess first). */
export interface AskedQuestion<T extends string> {
  guess: T;
  options: readonly T[];
}

/** The questions asked about one photo (its upload's address). */
export interface AskedQuestions {
  photo: string | null;
  category?: AskedQuestion<CategoryName>;
  colour?: AskedQuestion<PhotoColourName>;
}

/** The questions `recognition` asks that `asked` lacks, added; `asked` itself when none. */
export function withQuestionsOf(
  asked: AskedQuestions,
  recognition: RecognitionSummary | undefined,
): AskedQuestions {
  if (!recognition) return asked;
  let next = asked;
  if (recognition.ask?.category && !next.category) {
    const others = (recognition.runner_ups ?? []).map((r) => r.category);
    next = {
      ...next,
      category: {
        guess: recognition.category,
        options: [recognition.category, ...others.filter((c) => c !== recognition.category)],
      },
    };
  }
  if (recognition.ask?.colour && !next.colour) {
    const others = recognition.colour_alternatives ?? [];
    next = {
      ...next,
      colour: {
        guess: recognition.colour,
        options: [recognition.colour, ...others.filter((c) => c !== recognition.colour)],
      },
    };
  }
  return next;
}

/**
 * The questions asked about `photo` so far, `recognition`'s included; they start again for
 * another photo.
 */
export function useAskedQuestions(
  recognition: RecognitionSummary | undefined,
  photo: string | null,
): AskedQuestions {
  const [asked, setAsked] = useState<AskedQuestions>({ photo });
  const next = withQuestionsOf(asked.photo === photo ? asked : { photo }, recognition);
  // Kept during render (React's "storing information from previous renders"): no extra paint.
  if (next !== asked) setAsked(next);
  return next;
}
