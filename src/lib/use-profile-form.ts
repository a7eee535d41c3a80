/**
 * The flow the account forms share (SPEC §5 "Edit profile", "Body info"; the pages sit behind
 * RequireLogin): prefill the empty fields from the member's profile once it loads; on submit
 * save, alert the outcome, and return to /setting after a success.
 */
import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { useLocation } from 'wouter';
import type { AccountProfile } from '../../contract/account';
import type { Result } from '../../contract/result';
import { loadProfile } from '../state/account';
import { showAlert } from '../state/dialog';

export interface ProfileFormState<F> {
  form: F;
  setForm: Dispatch<SetStateAction<F>>;
  /** True while the save request runs. */
  pending: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * `prefill(current, profile)` fills the fields still empty in `current` from `profile`;
 * `save(form)` answers the success or failure message to alert.
 */
export function useProfileForm<F>(
  empty: F,
  prefill: (current: F, profile: AccountProfile) => F,
  save: (form: F) => Promise<Result<string, string>>,
): ProfileFormState<F> {
  const [, navigate] = useLocation();
  const [form, setForm] = useState<F>(empty);
  const [pending, setPending] = useState(false);
  const prefillRef = useRef(prefill);

  useEffect(() => {
    let live = true;
    void loadProfile().then((profile) => {
      if (live && profile) setForm((current) => prefillRef.current(current, profile));
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    const outcome = await save(form);
    setPending(false);
    await showAlert(outcome.ok ? outcome.value : outcome.error);
    if (outcome.ok) navigate('/setting');
  };

  return { form, setForm, pending, submit };
}
