/**
 * The bottom navigation with three tabs (SPEC §2): AI 스타일링 → /camera, 홈 → /main, 마이페이지 →
 * /my (also current on 내 옷장, /wardrobe). The camera tab carries a badge with the number of photos waiting to be sent (the photo
 * outbox).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { refreshWaitingPhotos, waitingPhotos$ } from '../state/photo-outbox';
import { PHOTO_OUTBOX_MESSAGES } from '../messages';
import { CAMERA_ICON_PATH } from './icons';

const TABS: readonly { href: string; label: string; icon: ReactNode }[] = [
  {
    href: '/camera',
    label: 'AI 스타일링',
    icon: <path d={CAMERA_ICON_PATH} />,
  },
  {
    href: '/main',
    label: '홈',
    icon: <path d="M4 10.4 12 4l8 6.4V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />,
  },
  {
    href: '/my',
    label: '마이페이지',
    icon: (
      <path d="M12 12a3.8 3.8 0 1 0 0-7.6 3.8 3.8 0 0 0 0 7.6zM4.5 20c.6-3.6 3.7-5.8 7.5-5.8s6.9 2.2 7.5 5.8" />
    ),
  },
];

/** Fixed at the bottom of the 600 px column; the current tab carries aria-current="page". */
export function BottomNav() {
  useSignals();
  const [location] = useLocation();
  useEffect(() => void refreshWaitingPhotos(), []);
  const waiting = waitingPhotos$.value;
  return (
    <nav className="bottom-nav" aria-label="하단 메뉴">
      {TABS.map((tab) => {
        // 내 옷장 is reached from my page: its tab stays current there.
        const current =
          location === tab.href || (tab.href === '/my' && location.startsWith('/wardrobe'));
        return (
          <Link
            key={tab.href}
            href={tab.href}
            className="bottom-nav-tab"
            aria-current={current ? 'page' : undefined}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {tab.icon}
            </svg>
            <span>{tab.label}</span>
            {tab.href === '/camera' && waiting > 0 && (
              <span
                className="bottom-nav-badge"
                aria-label={PHOTO_OUTBOX_MESSAGES.waiting(waiting)}
              >
                {waiting}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
