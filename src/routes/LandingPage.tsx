/**
 * `/`: the landing page (SPEC §2): pitch, social logins, e-mail login, signup and find links.
 * Only the social logins the server has configured are offered (src/state/social-providers.ts);
 * without any, e-mail login leads. Prerendered into the first HTML response once per set of
 * providers (build/route-shells.ts; the server sends its own); every action is a link, so the
 * page works from the first paint and is never hydrated: a first visit loads no React here
 * (src/landing.ts). Inside the app (after logging out) the same links navigate client-side.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../components/Logo';
import type { LandingSocialProvider } from '../../contract/shell-files';
import { socialLoginUrl } from '../state/auth';
import { loadSocialProviders, socialProviders$ } from '../state/social-providers';

const ICON_SRCS = ['/icons/1.png', '/icons/2.png', '/icons/3.png', '/icons/4.png'];

/** Each provider's button: its label and its mark. */
const SOCIAL_BUTTONS: Record<LandingSocialProvider, { label: string; mark: ReactNode }> = {
  kakao: {
    label: '카카오로 시작하기',
    mark: (
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="#191600"
          d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 6l-1 3.7c-.1.3.3.6.6.4l4.4-2.9h.8c5 0 9-3.1 9-7.1S17 4 12 4z"
        />
      </svg>
    ),
  },
  naver: {
    label: '네이버로 시작하기',
    mark: (
      <svg viewBox="0 0 24 24" width="18" height="18">
        <path fill="#fff" d="M14.6 12.6 9.2 4.8H4.8v14.4h4.6v-7.8l5.4 7.8h4.4V4.8h-4.6z" />
      </svg>
    ),
  },
  google: {
    label: '구글로 시작하기',
    mark: (
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="#4285F4"
          d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
        />
        <path
          fill="#34A853"
          d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
        />
        <path fill="#FBBC05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" />
        <path
          fill="#EA4335"
          d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
        />
      </svg>
    ),
  },
};

/** Landing. */
export function LandingPage() {
  useSignals();
  useEffect(() => void loadSocialProviders(), []);
  const providers = socialProviders$.value;
  return (
    <main className="landing">
      <div className="landing-hero">
        <Logo size={44} />
        <h1 className="landing-title">남성 맞춤 패션 스타일링 서비스</h1>
        <p className="landing-lead">
          옷 한 벌 사진만 찍으면
          <br />
          <strong>1분 만에</strong> 어울리는 코디와 쇼핑 추천을 받아요
        </p>
        <div className="landing-art" aria-hidden="true">
          {ICON_SRCS.map((src) => (
            <img key={src} src={src} alt="" width={64} height={64} />
          ))}
        </div>
      </div>

      <div className="landing-actions">
        <p className="landing-cta">지금 시작하면 1분 안에 추천 완료!</p>
        {providers.map((provider) => (
          <a
            key={provider}
            className={`btn btn-social btn-${provider}`}
            href={socialLoginUrl(provider)}
          >
            <span className="social-mark" aria-hidden="true">
              {SOCIAL_BUTTONS[provider].mark}
            </span>
            {SOCIAL_BUTTONS[provider].label}
          </a>
        ))}
        <Link
          href="/login"
          className={providers.length ? 'btn btn-outline' : 'btn btn-primary btn-lg'}
        >
          이메일로 로그인
        </Link>
        <nav className="landing-links" aria-label="계정">
          <Link href="/signup">회원가입</Link>
          <span aria-hidden="true">·</span>
          <Link href="/find-id">아이디 찾기</Link>
          <span aria-hidden="true">·</span>
          <Link href="/find-pw">비밀번호 찾기</Link>
        </nav>
      </div>
    </main>
  );
}
