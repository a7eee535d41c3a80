/**
 * The guard of the pages that need a token (SPEC §6: /fashion, /my, /setting, /edit-profile,
 * /set-password, /set-body). Decided when the page opens: a signed-in shopper sees `children`;
 * without a token the page stays an empty `<main className>` while '로그인이 필요합니다.' shows,
 * then /login replaces it. A logout later in the visit does not re-run the guard: the page's own
 * action decides where to go (e.g. / after 로그아웃).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hasToken } from '../state/account';
import { showAlert } from '../state/dialog';
import { ACCOUNT_MESSAGES } from '../messages';

/** `children` for a signed-in shopper; see the module comment. */
export function RequireLogin({ className, children }: { className: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  const [allowed] = useState(hasToken);

  useEffect(() => {
    if (allowed) return;
    let live = true;
    void showAlert(ACCOUNT_MESSAGES.loginRequired).then(
      () => live && navigate('/login', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [allowed, navigate]);

  return allowed ? children : <main className={className} />;
}
