/** `/find-id` (SPEC §2, §5 "Find ID"): the name → the member's masked e-mail, or why not. */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { FormField } from '../components/FormField';
import { Logo } from '../components/Logo';
import { findId } from '../state/account-recovery';
import { showAlert } from '../state/dialog';

/** Find ID. */
export function FindIdPage() {
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    setEmail(null);
    setPending(true);
    const outcome = await findId(name);
    setPending(false);
    if (outcome.kind === 'invalid') await showAlert(outcome.message);
    else if (outcome.kind === 'failed') setError(outcome.message);
    else setEmail(outcome.value);
  };

  return (
    <main className="auth-page">
      <Link href="/" className="auth-logo" aria-label="핏픽 처음 화면으로">
        <Logo size={36} />
      </Link>
      <h1 className="auth-title">아이디 찾기</h1>
      <p className="auth-sub">가입할 때 입력한 이름으로 아이디(이메일)를 찾아 드려요.</p>
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-busy={pending} noValidate>
        <FormField label="이름">
          <input
            className="input"
            type="text"
            name="username"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="이름을 입력해 주세요"
          />
        </FormField>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
          아이디 찾기
        </button>
      </form>
      {email && (
        <section className="result-card" role="status" aria-labelledby="find-id-result">
          <h2 id="find-id-result" className="result-card-title">
            회원님의 아이디를 찾았어요
          </h2>
          <p className="result-card-value">{email}</p>
          <p className="result-card-note">개인정보 보호를 위해 일부를 *로 가렸어요.</p>
          <Link href="/login" className="btn btn-primary btn-block">
            로그인하러 가기
          </Link>
        </section>
      )}
      <nav className="auth-links" aria-label="계정">
        <Link href="/login">로그인</Link>
        <span aria-hidden="true">·</span>
        <Link href="/find-pw">비밀번호 찾기</Link>
        <span aria-hidden="true">·</span>
        <Link href="/signup">회원가입</Link>
      </nav>
    </main>
  );
}
