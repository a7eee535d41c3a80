/**
 * `/set-password` (SPEC §2, §5 "Change password"): current, new and confirm. New must differ
 * from current, confirm must equal new; the server's errors (current_password, new_password,
 * detail) show beside the fields. Without a token: '로그인이 필요합니다.' → /login.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { NewPasswordFields } from '../components/AccountFields';
import { FormError, FormField } from '../components/FormField';
import { RequireLogin } from '../components/RequireLogin';
import { SubPageHeader } from '../components/SubPageHeader';
import {
  changePassword,
  passwordFormErrors,
  type PasswordErrors,
  type PasswordForm,
} from '../state/account';
import { showAlert } from '../state/dialog';
import { PendingLabel } from '../components/Spinner';
import { ACCOUNT_MESSAGES } from '../messages';

/** Change password (signed-in shoppers only). */
export function SetPasswordPage() {
  return (
    <RequireLogin className="sub-page">
      <ChangePasswordForm />
    </RequireLogin>
  );
}

function ChangePasswordForm() {
  const [, navigate] = useLocation();
  const [form, setForm] = useState<PasswordForm>({ current: '', next: '', confirm: '' });
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({});
  const [pending, setPending] = useState(false);
  const live = passwordFormErrors(form);
  const errors: PasswordErrors = { ...serverErrors, ...live };

  const set = (key: keyof PasswordForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    const outcome = await changePassword(form);
    setPending(false);
    if (outcome.kind === 'no-token') {
      await showAlert(ACCOUNT_MESSAGES.loginRequired);
      navigate('/login', { replace: true });
    } else if (outcome.kind === 'invalid') {
      setServerErrors(outcome.errors);
    } else {
      await showAlert(ACCOUNT_MESSAGES.passwordChanged);
      navigate('/setting');
    }
  };

  const complete = Boolean(form.current && form.next && form.confirm);
  return (
    <main className="sub-page">
      <SubPageHeader title="비밀번호 설정" backTo="/setting" />
      <form
        className="form-card"
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        noValidate
      >
        <FormField label="현재 비밀번호" error={errors.current}>
          <input
            className="input"
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={form.current}
            onChange={set('current')}
          />
        </FormField>
        <NewPasswordFields
          password={form.next}
          confirm={form.confirm}
          onPassword={set('next')}
          onConfirm={set('confirm')}
          passwordError={errors.next}
          confirmError={errors.confirm}
        />
        <FormError message={errors.detail} />
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={pending || !complete || Object.keys(live).length > 0}
        >
          {pending ? <PendingLabel text="변경하는 중…" /> : '비밀번호 변경'}
        </button>
      </form>
    </main>
  );
}
