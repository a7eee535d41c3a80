/**
 * `/my` (SPEC §2 "My page", §6): needs a token (else '로그인이 필요합니다.' → /login); a 401 on
 * the user info alerts '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.' and goes to /.
 * Greeting with name and '{height}cm · {weight}kg', a gear to /setting, and '찜한 코디': the sort
 * / style select, the AI / club tabs, 4 cards then +4 per SHOW MORE, inline unlike, empty states.
 * The tab and sort live in the address (/my?tab=club&sort=high), so that the detail's back button
 * returns to them. Above them, photos waiting to be sent and 최근 코디 (the photo outbox), 사이즈
 * 후기 (how the sizes bought fitted) and 코디 예산 (the outfit budget the fashion page remembers),
 * and the way into 내 옷장 (/wardrobe).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { RecentAnswers } from '../components/RecentAnswers';
import { RequireLogin } from '../components/RequireLogin';
import { SavedAiCard, SavedClubCard } from '../components/SavedOutfitCard';
import { Spinner } from '../components/Spinner';
import { WaitingPhotosNote } from '../components/WaitingPhotosNote';
import {
  OUTFIT_KINDS,
  type OutfitKind,
  type SavedAiOutfit,
  type SavedClubOutfit,
} from '../../contract/picked';
import { bodySummary, loadMyInfo } from '../state/account';
import { user$ } from '../state/auth';
import { showAlert } from '../state/dialog';
import { FormError } from '../components/FormField';
import {
  chooseSort,
  chooseTab,
  currentSaved$,
  loadSaved,
  myPageHref,
  resetSaved,
  SAVED_SORT_OPTIONS,
  savedAi$,
  savedClub$,
  savedError$,
  savedSort$,
  savedTab$,
  savedViewFromSearch,
  showMore,
  showMoreLabel,
  unlikeSaved,
  visibleCount$,
  visibleSlice,
  type SavedSort,
} from '../state/saved';
import { ACCOUNT_MESSAGES } from '../messages';

const MyPageExtras = lazy(() =>
  import('../components/MyPageExtras').then((module) => ({ default: module.MyPageExtras })),
);

const TAB_LABELS: Record<OutfitKind, string> = { ai: 'AI 추천 코디', club: '클럽 코디' };

const EMPTY_STATES: Record<OutfitKind, { title: string; text: string; href: string; cta: string }> =
  {
    ai: {
      title: '찜한 AI 추천 코디가 없어요',
      text: '옷 사진을 찍고 마음에 드는 추천 코디에 하트를 눌러 보세요.',
      href: '/camera',
      cta: 'AI 코디 추천받기',
    },
    club: {
      title: '찜한 클럽 코디가 없어요',
      text: '홈에서 에디터가 고른 코디를 둘러보고 하트를 눌러 보세요.',
      href: '/main',
      cta: '클럽 코디 둘러보기',
    },
  };

/** My page (signed-in shoppers only). */
export function MyPage() {
  return (
    <RequireLogin className="page my-page">
      <MyPageContent />
    </RequireLogin>
  );
}

function MyPageContent() {
  useSignals();
  const [, navigate] = useLocation();
  // The tab and sort of the address this visit started on (e.g. back from a club outfit's detail).
  const search = useSearch();
  const [startView] = useState(() => savedViewFromSearch(search));

  useEffect(() => {
    let live = true;
    resetSaved(startView);
    void loadMyInfo().then(async (outcome) => {
      if (!live) return;
      if (outcome.kind === 'invalid') {
        await showAlert(ACCOUNT_MESSAGES.invalidLogin);
        if (live) navigate(outcome.redirect, { replace: true });
        return;
      }
      await loadSaved();
    });
    return () => {
      live = false;
    };
  }, [navigate, startView]);

  const user = user$.value;
  const body = bodySummary(user);
  const tab = savedTab$.value;
  const loaded = tab === OUTFIT_KINDS.ai ? savedAi$.value !== null : savedClub$.value !== null;
  const list = currentSaved$.value;
  const shown = visibleSlice(list, visibleCount$.value);
  const more = showMoreLabel(shown.length, list.length);
  const counts: Record<OutfitKind, number | null> = {
    ai: savedAi$.value?.length ?? null,
    club: savedClub$.value?.length ?? null,
  };
  const empty = EMPTY_STATES[tab];

  const unlike = (id: number): void => void unlikeSaved(tab, id);
  // The address follows the tab and sort, so that history (the detail's back button) returns to them.
  const pickTab = (next: OutfitKind): void => {
    chooseTab(next);
    navigate(myPageHref({ tab: next, sort: savedSort$.peek() }), { replace: true });
  };
  const pickSort = (next: SavedSort): void => {
    navigate(myPageHref({ tab: savedTab$.peek(), sort: next }), { replace: true });
    void chooseSort(next);
  };

  return (
    <main className="page my-page">
      <section className="profile-card" aria-label="내 프로필">
        <div className="profile-avatar" aria-hidden="true">
          {user?.username?.slice(0, 1) ?? ''}
        </div>
        <div className="profile-text">
          <h1 className="profile-name">{user ? `${user.username}님` : '\u00a0'}</h1>
          <p className="profile-body">
            {body ?? (user ? '키와 몸무게를 입력하면 더 잘 맞는 코디를 추천해 드려요' : '\u00a0')}
          </p>
        </div>
        <Link href="/setting" className="icon-button profile-gear" aria-label="설정">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4z" />
            <path d="M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.6-1.5L14 2.5h-4l-.4 2.5A7.5 7.5 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-1c.8.7 1.6 1.1 2.6 1.5l.4 2.5h4l.4-2.5c1-.4 1.8-.8 2.6-1.5l2.4 1 2-3.4z" />
          </svg>
        </Link>
      </section>

      <Link href="/wardrobe" className="wardrobe-entry">
        <span className="wardrobe-entry-title">내 옷장</span>{' '}
        <span className="wardrobe-entry-text">갖고 있는 옷으로 코디하기</span>
      </Link>

      <WaitingPhotosNote />
      <RecentAnswers />
      <Suspense fallback={null}>
        <MyPageExtras />
      </Suspense>

      <section className="saved-section" aria-labelledby="saved-title">
        <div className="saved-head">
          <h2 id="saved-title" className="section-title">
            찜한 코디
          </h2>
          <label className="saved-sort">
            <span className="visually-hidden">정렬 및 스타일</span>
            <select
              className="saved-sort-select"
              value={savedSort$.value}
              onChange={(event) => pickSort(event.target.value as SavedSort)}
            >
              {SAVED_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="saved-tabs" role="tablist" aria-label="찜한 코디 종류">
          {(Object.values(OUTFIT_KINDS) as OutfitKind[]).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`saved-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="saved-panel"
              className="saved-tab"
              onClick={() => pickTab(key)}
            >
              {TAB_LABELS[key]}
              {counts[key] !== null && (
                <span className="saved-tab-count" aria-hidden="true">
                  {counts[key]}
                </span>
              )}
            </button>
          ))}
        </div>

        <div
          id="saved-panel"
          role="tabpanel"
          aria-labelledby={`saved-tab-${tab}`}
          className="saved-panel"
        >
          <FormError message={savedError$.value} />
          {!loaded ? (
            <div className="section-loading">
              <Spinner label="찜한 코디를 불러오는 중" />
            </div>
          ) : list.length === 0 ? (
            <div className="empty-card saved-empty">
              <p className="empty-title">{empty.title}</p>
              <p className="empty-text">{empty.text}</p>
              <Link href={empty.href} className="btn btn-primary">
                {empty.cta}
              </Link>
            </div>
          ) : (
            <ul className="saved-grid">
              {shown.map((entry) =>
                tab === OUTFIT_KINDS.ai ? (
                  <li
                    key={
                      (entry as SavedAiOutfit).uuid ?? (entry as SavedAiOutfit).recommendation.id
                    }
                  >
                    <SavedAiCard outfit={entry as SavedAiOutfit} onUnlike={unlike} />
                  </li>
                ) : (
                  <li key={(entry as SavedClubOutfit).uuid ?? (entry as SavedClubOutfit).id}>
                    <SavedClubCard outfit={entry as SavedClubOutfit} onUnlike={unlike} />
                  </li>
                ),
              )}
            </ul>
          )}
          {loaded && more && (
            <button
              type="button"
              className="btn btn-outline btn-block show-more"
              onClick={showMore}
            >
              {more}
            </button>
          )}
        </div>
      </section>
    </main>
  );
}
