/**
 * `/signup` (SPEC §5): email, name, password (with the rule's hint) + confirm (live mismatch
 * message), height, weight, age, sex. Server field errors show under email, name and password;
 * success counts down 3 s, then /.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AuthLinks, AuthPageHeader } from '../components/AuthPage';
import { signup } from '../state/auth';
import { FormError } from '../components/FormField';
import { PendingLabel } from '../components/Spinner';
import {
  hasRequiredConsents,
  NO_CONSENTS,
  SignupConsents,
  type Consents,
} from '../components/SignupConsents';
import {
  EMPTY_SIGNUP_FORM,
  isPasswordMismatch,
  SIGNUP_COUNTDOWN_S,
  signupErrorView,
  toSignupRequest,
  type SignupErrorView,
  type SignupForm,
} from '../state/signup';
import { PASSWORD_MESSAGES, SIGNUP_MESSAGES } from '../messages';

/** Sign-up form. */
export function SignupPage() {
  const [, navigate] = useLocation();
  const [form, setForm] = useState<SignupForm>(EMPTY_SIGNUP_FORM);
  const [errors, setErrors] = useState<SignupErrorView>({});
  const [pending, setPending] = useState(false);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const mismatch = isPasswordMismatch(form);

  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const id = setTimeout(() => setCountdown(countdown - 1), 1_000);
    return () => clearTimeout(id);
  }, [countdown, navigate]);

  const set =
    <K extends keyof SignupForm>(key: K) =>
    (event: { target: { value: string } }): void =>
      setForm((current) => ({ ...current, [key]: event.target.value as SignupForm[K] }));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (mismatch || form.password !== form.confirmPw || !hasRequiredConsents(consents)) return;
    setPending(true);
    setErrors({});
    const outcome = await signup(toSignupRequest(form));
    setPending(false);
    if (outcome.ok) setCountdown(SIGNUP_COUNTDOWN_S);
    else setErrors(signupErrorView(outcome.error));
  };

  if (countdown !== null) {
    return (
      <main className="auth-page">
        <div className="success-card" role="status">
          <div className="success-mark" aria-hidden="true">
            ✓
          </div>
          <h1 className="auth-title">회원가입이 완료되었습니다!</h1>
          <p className="auth-sub">{Math.max(countdown, 0)}초 후 처음 화면으로 이동합니다.</p>
        </div>
      </main>
    );
  }

  return (
    <main className="auth-page">
      <AuthPageHeader
        logo={false}
        title="회원가입"
        sub="체형 정보를 입력하면 더 잘 맞는 코디를 추천해 드려요."
      />
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <Field label="이메일" error={errors.email} errorId="signup-email-error">
          <input
            className="input"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'signup-email-error' : undefined}
          />
        </Field>
        <Field label="이름" error={errors.username} errorId="signup-username-error">
          <input
            className="input"
            type="text"
            autoComplete="name"
            required
            value={form.username}
            onChange={set('username')}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? 'signup-username-error' : undefined}
          />
        </Field>
        <Field
          label="비밀번호"
          hint={PASSWORD_MESSAGES.hint}
          hintId="signup-password-hint"
          error={errors.password}
          errorId="signup-password-error"
        >
          <input
            className="input"
            type="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={set('password')}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'signup-password-error' : 'signup-password-hint'}
          />
        </Field>
        <Field
          label="비밀번호 확인"
          error={mismatch ? SIGNUP_MESSAGES.mismatch : undefined}
          errorId="signup-confirm-error"
        >
          <input
            className="input"
            type="password"
            autoComplete="new-password"
            required
            value={form.confirmPw}
            onChange={set('confirmPw')}
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'signup-confirm-error' : undefined}
          />
        </Field>
        <div className="field-row">
          <Field label="키 (cm) (선택)">
            <input
              className="input"
              type="number"
              inputMode="decimal"
              min={100}
              max={250}
              step="0.1"
              value={form.height}
              onChange={set('height')}
            />
          </Field>
          <Field label="몸무게 (kg) (선택)">
            <input
              className="input"
              type="number"
              inputMode="decimal"
              min={30}
              max={200}
              step="0.1"
              value={form.weight}
              onChange={set('weight')}
            />
          </Field>
        </div>
        <div className="field-row">
          <Field label="나이 (선택)">
            <input
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              step={1}
              value={form.age}
              onChange={set('age')}
            />
          </Field>
          <Field label="성별 (선택)">
            <select className="input" value={form.sex} onChange={set('sex')}>
              <option value="">선택 안 함</option>
              <option value="M">남성</option>
              <option value="F">여성</option>
            </select>
          </Field>
        </div>
        <SignupConsents value={consents} onChange={setConsents} />
        <FormError message={errors.general} />
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={pending || mismatch || !hasRequiredConsents(consents)}
        >
          {pending ? <PendingLabel text="가입하는 중…" /> : '가입하기'}
        </button>
      </form>
      <AuthLinks
        lead="이미 회원이신가요?"
        links={[
          { href: '/login', label: '로그인' },
          { href: '/', label: '홈으로' },
        ]}
      />
    </main>
  );
}

/** A labelled field with an optional hint (shown while there is no error) and an error line under it. */
function Field({
  label,
  error,
  errorId,
  hint,
  hintId,
  children,
}: {
  label: string;
  error?: string;
  errorId?: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field-label-wrap">
        <span className="field-label">{label}</span>
        {children}
      </label>
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
