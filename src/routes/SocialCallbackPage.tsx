/**
 * `/social-callback?token=..&refresh=..` (SPEC §2, §4 "Session"): stores both as the session
 * tokens and goes to /main; when either is missing goes to /. Shows '소셜 로그인 처리 중...'.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../components/Spinner';
import { completeSocialLogin } from '../state/account-recovery';

/** Social login callback. */
export function SocialCallbackPage() {
  const [, navigate] = useLocation();
  // Once: a second run (React StrictMode) would read the query after it was replaced.
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    navigate(completeSocialLogin(window.location.search), { replace: true });
  }, [navigate]);
  return (
    <main className="loading-page">
      <Spinner label="소셜 로그인 처리 중" />
      <p className="loading-title">소셜 로그인 처리 중...</p>
    </main>
  );
}
