/** `/find-id` (SPEC §2, §5 "Find ID"): the name → the member's masked e-mail, or why not. */
import { useState } from 'react';
import { Link } from 'wouter';
import { FormError } from '../components/FormField';
import { NameField } from '../components/AccountFields';
import { AuthLinks, AuthPageHeader } from '../components/AuthPage';
import { useRecoverySubmit } from '../lib/use-recovery-submit';
import { findId } from '../state/account-recovery';
import { PendingLabel } from '../components/Spinner';

/** Find ID. */
export function FindIdPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const { pending, error, submit } = useRecoverySubmit(() => {
    setEmail(null);
    return findId(name);
  }, setEmail);

  return (
    <main className="auth-page">
      <AuthPageHeader
        title="아이디 찾기"
        sub="가입할 때 입력한 이름으로 아이디(이메일)를 찾아 드려요."
      />
      <form
        className="form-card"
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        noValidate
      >
        <NameField value={name} onChange={(event) => setName(event.target.value)} />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
          {pending ? <PendingLabel text="찾는 중…" /> : '아이디 찾기'}
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
      <AuthLinks
        links={[
          { href: '/login', label: '로그인' },
          { href: '/find-pw', label: '비밀번호 찾기' },
          { href: '/signup', label: '회원가입' },
        ]}
      />
    </main>
  );
}
