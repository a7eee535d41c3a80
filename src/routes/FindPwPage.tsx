/**
 * `/find-pw` (SPEC §2, §5 "Find password", intended reading): name and e-mail both required,
 * else '빈칸 없이 모두 입력해 주세요.'; when they match, the server e-mails a reset link and code
 * and the page moves to /reset-password?username=..&email=..; any refusal (no such member, the
 * daily cap of reset e-mails: 429) shows the server's message in place.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { FormError, FormField } from '../components/FormField';
import { NameField } from '../components/AccountFields';
import { AuthLinks, AuthPageHeader } from '../components/AuthPage';
import { useRecoverySubmit } from '../lib/use-recovery-submit';
import { findPassword } from '../state/account-recovery';
import { PendingLabel } from '../components/Spinner';

/** Find password. */
export function FindPwPage() {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { pending, error, submit } = useRecoverySubmit(() => findPassword(name, email), navigate);

  return (
    <main className="auth-page">
      <AuthPageHeader
        title="비밀번호 찾기"
        sub="이름과 가입한 이메일을 입력하면 비밀번호 재설정 링크와 코드를 보내 드려요."
      />
      <form
        className="form-card"
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        noValidate
      >
        <NameField value={name} onChange={(event) => setName(event.target.value)} />
        <FormField label="이메일">
          <input
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="example@fitpick.kr"
          />
        </FormField>
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={pending}>
          {pending ? <PendingLabel text="확인하는 중…" /> : '재설정 코드 받기'}
        </button>
      </form>
      <AuthLinks
        links={[
          { href: '/login', label: '로그인' },
          { href: '/find-id', label: '아이디 찾기' },
          { href: '/signup', label: '회원가입' },
        ]}
      />
    </main>
  );
}
