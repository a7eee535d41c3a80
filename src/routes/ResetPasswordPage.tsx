/**
 * `/reset-password` (ours; SPEC §2 leaves the screen out): a new password (hint of SPEC §5) and
 * its confirmation, set by one of the e-mail's two proofs:
 * - `?token=..`, the e-mail's link: no code to type (a link is never spent by wrong codes,
 *   docs/accounts.md "Password reset");
 * - `?username=..&email=..` from /find-pw (SPEC §2): the e-mailed code, typed in.
 * Success → /login with a message.
 */
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FormError, FormField } from '../components/FormField';
import { NewPasswordFields } from '../components/AccountFields';
import { AuthLinks, AuthPageHeader } from '../components/AuthPage';
import { useRecoverySubmit } from '../lib/use-recovery-submit';
import { resetPassword, type ResetForm, type ResetProof } from '../state/account-recovery';
import { showAlert } from '../state/dialog';
import { PendingLabel } from '../components/Spinner';
import { RECOVERY_MESSAGES } from '../messages';

/** Reset password. */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const username = params.get('username') ?? '';
  const proof: ResetProof = token ? { token } : { email };
  const [form, setForm] = useState<ResetForm>({ code: '', password: '', confirm: '' });
  const mismatch = form.confirm.length > 0 && form.confirm !== form.password;

  const set = (key: keyof ResetForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const { pending, error, submit } = useRecoverySubmit(
    () => resetPassword(proof, form),
    () => {
      navigate('/login', { replace: true });
      void showAlert(RECOVERY_MESSAGES.resetDone, { title: '비밀번호 재설정 완료' });
    },
  );

  if (!token && !email) {
    return (
      <main className="auth-page">
        <AuthPageHeader logo={false} title="비밀번호 재설정" />
        <div className="empty-card">
          <p className="empty-title">재설정 정보가 없어요</p>
          <p className="empty-text">비밀번호 찾기에서 이름과 이메일을 먼저 입력해 주세요.</p>
          <Link href="/find-pw" className="btn btn-primary">
            비밀번호 찾기
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="auth-page">
      <AuthPageHeader title="비밀번호 재설정" />
      <div className="notice-card" role="status">
        {token ? (
          <p>메일의 링크로 들어오셨어요. 새 비밀번호를 정해 주세요.</p>
        ) : (
          <>
            <p>
              <strong>{email}</strong>
              {username && ` (${username}님)`}으로 인증 코드를 보냈어요.
            </p>
            <p className="notice-card-sub">
              메일의 링크를 누르면 코드 없이 바로 바꿀 수 있어요. 코드를 입력할 때는 가장 최근에
              받은 메일의 코드를 써 주세요.
            </p>
          </>
        )}
      </div>
      <form
        className="form-card"
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        noValidate
      >
        {!token && (
          <FormField label="인증 코드">
            <input
              className="input"
              type="text"
              name="code"
              inputMode="text"
              autoComplete="one-time-code"
              value={form.code}
              onChange={set('code')}
              placeholder="메일로 받은 코드"
            />
          </FormField>
        )}
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={set('password')}
          onConfirm={set('confirm')}
          confirmError={mismatch ? RECOVERY_MESSAGES.mismatch : undefined}
        />
        <FormError message={error} />
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={pending || mismatch}
        >
          {pending ? <PendingLabel text="재설정하는 중…" /> : '비밀번호 재설정'}
        </button>
      </form>
      <AuthLinks
        links={[
          { href: '/find-pw', label: token ? '링크 다시 받기' : '코드 다시 받기' },
          { href: '/login', label: '로그인' },
        ]}
      />
    </main>
  );
}
