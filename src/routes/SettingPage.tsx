/**
 * `/setting` (SPEC §2 "Settings"): back button, title '내 정보', the masked name and e-mail
 * (SPEC §5 masking), and the menu 회원정보 수정 / 비밀번호 설정 / 맞춤 정보 / 로그아웃, each asking
 * a confirm popup (취소 / 확인) before going on after 500 ms.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { RequireLogin } from '../components/RequireLogin';
import { SubPageHeader } from '../components/SubPageHeader';
import { maskEmail, maskName } from '../../contract/mask';
import { loadMyInfo, runSettingsItem, SETTINGS_MENU } from '../state/account';
import { user$ } from '../state/auth';
import { showAlert } from '../state/dialog';
import { ACCOUNT_MESSAGES } from '../messages';

/** Settings (signed-in shoppers only). */
export function SettingPage() {
  return (
    <RequireLogin className="sub-page setting-page">
      <Settings />
    </RequireLogin>
  );
}

function Settings() {
  useSignals();
  const [, navigate] = useLocation();

  useEffect(() => {
    let live = true;
    if (!user$.peek()) {
      void loadMyInfo().then(async (outcome) => {
        if (!live || outcome.kind !== 'invalid') return;
        await showAlert(ACCOUNT_MESSAGES.invalidLogin);
        if (live) navigate(outcome.redirect, { replace: true });
      });
    }
    return () => {
      live = false;
    };
  }, [navigate]);

  const user = user$.value;
  return (
    <main className="sub-page setting-page">
      <SubPageHeader title="내 정보" backTo="/my" />
      <section className="account-card" aria-label="계정 정보">
        <dl className="account-list">
          <div className="account-row">
            <dt>이름</dt>
            <dd>{user ? maskName(user.username) : '-'}</dd>
          </div>
          <div className="account-row">
            <dt>이메일</dt>
            <dd>{user ? <BreakableEmail text={maskEmail(user.email)} /> : '-'}</dd>
          </div>
        </dl>
      </section>
      <nav className="menu-card" aria-label="설정 메뉴">
        <ul>
          {SETTINGS_MENU.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={item.key === 'logout' ? 'menu-item is-danger' : 'menu-item'}
                onClick={() => void runSettingsItem(item, navigate)}
              >
                <span>{item.label}</span>
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  className="menu-chevron"
                >
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

/** An e-mail that, when it must wrap, wraps before its '@' (the domain stays whole where it fits). */
function BreakableEmail({ text }: { text: string }) {
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}
