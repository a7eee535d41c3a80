/**
 * `/login`: e-mail and password (both required, SPEC §5); success → /main. '로그인 상태 유지'
 * (checked at first) keeps the session on the device, so that the app opened again later is still
 * signed in; unchecked, it lasts as long as the tab (SPEC §3). The server sends a social login
 * back here with `?social=unavailable` (provider not configured) or `?social=failed` (the provider
 * refused or could not be reached); the page says which.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AuthLinks, AuthPageHeader } from '../components/AuthPage';
import { login } from '../state/auth';
import { FormError } from '../components/FormField';
import { PendingLabel } from '../components/Spinner';
import { SOCIAL_NOTICES } from '../messages';

/** The notice for `?social=…` in `search`, or null. */
function socialNotice(search: string): string | null {
  const social = new URLSearchParams(search).get('social');
  return social !== null && Object.hasOwn(SOCIAL_NOTICES, social) ? SOCIAL_NOTICES[social]! : null;
}

/** Login form. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepSignedIn, setKeepSignedIn] = useState(true);
  const [error, setError] = useState<string | null>(() => socialNotice(window.location.search));
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const outcome = await login(email, password, keepSignedIn);
    setPending(false);
    if (outcome.ok) navigate('/main', { replace: true });
    else setError(outcome.error.message);
  };

  return (
    <main className="auth-page">
      <AuthPageHeader title="로그인" sub="이메일로 로그인하고 맞춤 코디를 받아보세요." />
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <label className="field">
          <span className="field-label">이메일</span>
          <input
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="example@fitpick.kr"
          />
        </label>
        <label className="field">
          <span className="field-label">비밀번호</span>
          <input
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder="비밀번호를 입력해 주세요"
          />
        </label>
        <label className="check-field">
          <input
            type="checkbox"
            name="keep-signed-in"
            checked={keepSignedIn}
            onChange={(event) => setKeepSignedIn(event.target.checked)}
          />
          로그인 상태 유지
        </label>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
          {pending ? <PendingLabel text="로그인 중…" /> : '로그인'}
        </button>
      </form>
      <AuthLinks
        links={[
          { href: '/signup', label: '회원가입' },
          { href: '/find-id', label: '아이디 찾기' },
          { href: '/find-pw', label: '비밀번호 찾기' },
          { href: '/', label: '홈으로' },
        ]}
      />
    </main>
  );
}
