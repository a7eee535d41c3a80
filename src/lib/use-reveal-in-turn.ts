/**
 * Shows a new value of a costly part of a page (a strip of cards) one part at a time: a part's new
 * value is rendered as a transition when it is that part's turn, and the next part's turn starts
 * once that render has been committed. Lists that arrive together (the home page's three
 * sections) then cost the main thread three shorter tasks, with a paint and room for a tap in
 * between, instead of one long commit of all their cards at once (what Total Blocking Time counts,
 * and what a shopper feels as a page that does not answer while it fills in).
 */
import { startTransition, useEffect, useRef, useState } from 'react';

/** One part's turn for one value. */
interface Turn {
  state: 'waiting' | 'rendering' | 'over';
  render: () => void;
}

/** Turns waiting to start, first come first served. */
const waiting: Turn[] = [];
/** Whether a turn has started and not ended. */
let busy = false;

/**
 * Starts the next waiting turn when no turn is running. A turn ends in the effect that follows its
 * commit, so the next one renders in a task of its own.
 */
function startNext(): void {
  const next = busy ? undefined : waiting.shift();
  if (!next) return;
  busy = true;
  next.state = 'rendering';
  next.render();
}

/** Ends the running turn and starts the next one. */
function endTurn(): void {
  busy = false;
  startNext();
}

/**
 * `value` as the part shows it: `initial` on the first render (the markup a server prerendered,
 * which the browser hydrates whatever `value` already is), then each new `value` once it is this
 * part's turn.
 */
export function useRevealInTurn<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial);
  const current = useRef<Turn | null>(null);

  useEffect(() => {
    if (Object.is(value, shown)) return;
    const turn: Turn = {
      state: 'waiting',
      render: () => startTransition(() => setShown(value)),
    };
    current.current = turn;
    waiting.push(turn);
    startNext();
    return () => {
      // A newer value or unmounting: a waiting turn is dropped, a running one is given back.
      if (turn.state === 'waiting') waiting.splice(waiting.indexOf(turn), 1);
      else if (turn.state === 'rendering') endTurn();
      turn.state = 'over';
    };
    // `shown` is read only to skip a value already shown; a new `shown` alone starts no turn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    // The transition with this part's new value is committed: its turn is over.
    const turn = current.current;
    if (turn?.state === 'rendering') {
      turn.state = 'over';
      endTurn();
    }
  }, [shown]);

  return shown;
}
