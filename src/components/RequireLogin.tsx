/**
 * The guard of the pages that need a token (SPEC §6: /fashion, /my, /setting, /edit-profile,
 * /set-password, /set-body). Decided when the page opens — or, while the page takes up a session
 * kept on the device (로그인 상태 유지), once that is done, with a spinner meanwhile: a signed-in
 * shopper sees `children`; without a token the page stays an empty `<main className>` while
 * '로그인이 필요합니다.' shows, then /login replaces it. A logout later in the visit does not
 * re-run the guard: the page's own action decides where to go (e.g. / after 로그아웃).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from './Spinner';
import { hasToken } from '../state/account';
import { restoring$, sessionRestored } from '../state/auth';
import { showAlert } from '../state/dialog';
import { ACCOUNT_MESSAGES } from '../messages';

/** `children` for a signed-in shopper; see the module comment. */
export function RequireLogin({ className, children }: { className: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  // null until decided: while a session kept on the device is being taken up.
  const [allowed, setAllowed] = useState<boolean | null>(() =>
    restoring$.peek() ? null : hasToken(),
  );

  useEffect(() => {
    if (allowed !== null) return;
    let live = true;
    void sessionRestored().then(() => live && setAllowed(hasToken()));
    return () => {
      live = false;
    };
  }, [allowed]);

  useEffect(() => {
    if (allowed !== false) return;
    let live = true;
    void showAlert(ACCOUNT_MESSAGES.loginRequired).then(
      () => live && navigate('/login', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [allowed, navigate]);

  if (allowed === null)
    return (
      <main className={className}>
        <Spinner label="로그인 확인 중" />
      </main>
    );
  return allowed ? children : <main className={className} />;
}
