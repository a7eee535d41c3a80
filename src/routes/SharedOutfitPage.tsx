/**
 * `/share/:token`: a shared AI outfit (contract/share.ts; the requirement that the shared outfit
 * opens for whoever receives the link), open to anyone: a visitor who is not signed in and any
 * member alike (no RequireLogin, no token sent). It shows the outfit as the sharer shared it
 * (OutfitDetailBody: the images, the items with their buy links, the total, the reasoning; the
 * sharer's own garment only when they agreed) and a way into the app: '나도 내 옷으로 코디 받기'
 * → /camera for a member, / (the landing page, to sign in) for a visitor. A withdrawn or unknown
 * link says so in place of the outfit, with the same way in.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { Logo } from '../components/Logo';
import { OutfitDetailBody } from '../components/OutfitDetailBody';
import { Spinner } from '../components/Spinner';
import { accessToken$ } from '../state/auth';
import { loadSharedOutfit, sharedOutfit$ } from '../state/shared-outfit';

/** The shared outfit page. */
export function SharedOutfitPage() {
  useSignals();
  const { token = '' } = useParams<{ token: string }>();

  useEffect(() => {
    void loadSharedOutfit(token);
  }, [token]);

  const state = sharedOutfit$.value;
  return (
    <main className="page share-page">
      <header className="share-head">
        <Logo />
        <p className="share-kicker">핏픽에서 공유한 코디예요</p>
      </header>
      {state.status === 'loading' && (
        <div className="section-loading">
          <Spinner label="공유된 코디를 불러오는 중" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="empty-card" role="alert">
          <h1 className="empty-title">{state.message}</h1>
        </div>
      )}
      {state.status === 'ready' && <OutfitDetailBody view={state.view} />}
      <section className="share-cta" aria-labelledby="share-cta-title">
        <h2 id="share-cta-title" className="share-cta-title">
          내 옷에 어울리는 코디가 궁금하다면
        </h2>
        <p className="share-cta-text">옷 사진 한 장이면 1분 만에 코디를 추천받을 수 있어요.</p>
        <Link href={accessToken$.value ? '/camera' : '/'} className="btn btn-primary btn-block">
          나도 내 옷으로 코디 받기
        </Link>
      </section>
    </main>
  );
}
