/**
 * `/login`: e-mail and password (both required, SPEC §5); success → /main. The server sends a
 * social login back here with `?social=unavailable` (provider not configured) or
 * `?social=failed` (the provider refused or could not be reached); the page says which.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '../components/Logo';
import { login } from '../state/auth';

/** Notices for the server's `social` query parameter (server/routes/social.routes.ts). */
const SOCIAL_NOTICES: Readonly<Record<string, string>> = {
  unavailable: '간편 로그인은 아직 준비 중이에요. 이메일로 로그인해 주세요.',
  failed: '간편 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.',
};

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
  const [error, setError] = useState<string | null>(() => socialNotice(window.location.search));
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const outcome = await login(email, password);
    setPending(false);
    if (outcome.ok) navigate('/main', { replace: true });
    else setError(outcome.error.message);
  };

  return (
    <main className="auth-page">
      <Link href="/" className="auth-logo" aria-label="핏픽 처음 화면으로">
        <Logo size={36} />
      </Link>
      <h1 className="auth-title">로그인</h1>
      <p className="auth-sub">이메일로 로그인하고 맞춤 코디를 받아보세요.</p>
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
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
          로그인
        </button>
      </form>
      <nav className="auth-links" aria-label="계정">
        <Link href="/signup">회원가입</Link>
        <span aria-hidden="true">·</span>
        <Link href="/find-id">아이디 찾기</Link>
        <span aria-hidden="true">·</span>
        <Link href="/find-pw">비밀번호 찾기</Link>
        <span aria-hidden="true">·</span>
        <Link href="/">홈으로</Link>
      </nav>
    </main>
  );
}
