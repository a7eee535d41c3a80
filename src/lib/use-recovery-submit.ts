/**
 * The submit of the recovery forms (SPEC §5 find ID, find password, reset password): while the
 * request runs the form is pending; a form rule the request refused (`invalid`) is alerted, a
 * server answer (`failed`) is shown as the form's error line, and `done` hands its value on.
 */
import { useState, type FormEvent } from 'react';
import type { RecoveryOutcome } from '../state/account-recovery';
import { showAlert } from '../state/dialog';

/** `{ pending, error, submit }` for a form whose request is `run` and whose success is `onDone`. */
export function useRecoverySubmit<T>(
  run: () => Promise<RecoveryOutcome<T>>,
  onDone: (value: T) => void,
): { pending: boolean; error: string | null; submit: (event: FormEvent) => Promise<void> } {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    setPending(true);
    const outcome = await run();
    setPending(false);
    if (outcome.kind === 'invalid') await showAlert(outcome.message);
    else if (outcome.kind === 'failed') setError(outcome.message);
    else onDone(outcome.value);
  };
  return { pending, error, submit };
}
