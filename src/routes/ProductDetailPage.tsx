/**
 * `/product-detail/{itemId}` (SPEC §2 "Detail"): back button, the outfit's sections
 * (OutfitDetailBody: images, brands, total, '함께 코디한 아이템', '상품 설명', and the shopper's
 * own garment where the outfit wears it) with '사이즈 추천' among them, and the bottom action bar
 * 찜하기 / 공유하기 / 구매하기 in the bottom navigation's place (App.tsx chrome 'no-offset').
 * Which outfit loads, and the errors shown in place of the page, are src/state/detail.ts; what
 * 공유하기 shares (an AI outfit's public link, after asking about the shopper's own garment) is
 * its `shareDetail`.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useParams, useSearch } from 'wouter';
import { BuyPicker } from '../components/BuyPicker';
import { HeartButton } from '../components/HeartButton';
import { OutfitDetailBody } from '../components/OutfitDetailBody';
import { SizeAdviceSection } from '../components/SizeAdviceSection';
import { Spinner } from '../components/Spinner';
import { OUTFIT_KINDS } from '../../contract/picked';
import {
  detail$,
  leaveDetail,
  loadDetail,
  openPurchaseLink,
  shareDetail,
  toggleDetailLike,
  type DetailQuery,
  type DetailView,
} from '../state/detail';
import { accessToken$ } from '../state/auth';
import { aiLiked$, clubLiked$ } from '../state/likes';

/** Product detail. */
export function ProductDetailPage() {
  useSignals();
  const [, navigate] = useLocation();
  const params = useParams<{ itemId: string }>();
  const search = useSearch();
  const query = useMemo<DetailQuery>(() => {
    const p = new URLSearchParams(search);
    return {
      itemId: params.itemId ?? '',
      recommendationId: p.get('recommendationId'),
      source: p.get('source'),
      tab: p.get('tab'),
      apiPath: p.get('apiPath'),
    };
  }, [params.itemId, search]);

  useEffect(() => {
    void loadDetail(query);
  }, [query]);

  const state = detail$.value;
  return (
    <main className="page detail-page">
      <div className="detail-nav">
        <button
          type="button"
          className="back-button"
          aria-label="뒤로 가기"
          onClick={() => leaveDetail(query, navigate)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      </div>
      {state.status === 'loading' && (
        <div className="section-loading">
          <Spinner label="상품 정보를 불러오는 중" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="empty-card detail-error" role="alert">
          <h1 className="empty-title">{state.message}</h1>
          <p className="empty-text">잠시 후 다시 시도하거나 다른 코디를 둘러봐 주세요.</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/main')}>
            홈으로 가기
          </button>
        </div>
      )}
      {state.status === 'ready' && <DetailContent view={state.view} />}
    </main>
  );
}

function DetailContent({ view }: { view: DetailView }) {
  useSignals();
  const [buying, setBuying] = useState(false);
  const liked =
    (view.kind === OUTFIT_KINDS.ai ? aiLiked$ : clubLiked$).value[view.outfitId] === true;
  const outfit = Object.fromEntries(view.items.map((item) => [item.category, item]));

  return (
    <>
      <OutfitDetailBody view={view}>
        <SizeAdviceSection items={view.items} signedIn={accessToken$.value !== null} />
      </OutfitDetailBody>

      {/* Fixed above the bottom navigation; a portal keeps it out of the route animation. */}
      {createPortal(
        <section className="detail-actions" aria-label="상품 메뉴">
          <HeartButton variant="bar" liked={liked} onToggle={() => void toggleDetailLike(view)} />
          <button
            type="button"
            className="btn btn-secondary detail-share"
            onClick={() => void shareDetail(view)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="btn-icon">
              <path d="M12 15V4m0 0L8 8m4-4 4 4M5 12v6.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V12" />
            </svg>
            공유하기
          </button>
          <button
            type="button"
            className="btn btn-primary detail-buy"
            onClick={() => setBuying(true)}
            disabled={view.items.length === 0}
          >
            구매하기
          </button>
        </section>,
        document.body,
      )}

      {buying && (
        <BuyPicker
          outfit={outfit}
          onClose={() => setBuying(false)}
          onPick={(item) => {
            openPurchaseLink(item);
            setBuying(false);
          }}
        />
      )}
    </>
  );
}
