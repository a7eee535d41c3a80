/**
 * `/product-detail/{itemId}` (SPEC §2 "Detail"): back button, the outfit's images (tap to zoom),
 * brands, the total labelled as the outfit's ('코디 합계 · 아이템 4개', under the item's own
 * price when the heading names an item), '함께 코디한 아이템', '사이즈 추천', '상품 설명', and the bottom action
 * bar 찜하기 / 공유하기 / 구매하기 in the bottom navigation's place (App.tsx chrome 'no-offset'). Which outfit loads, and the errors shown in place of the page, are src/state/detail.ts.
 * An AI outfit that wears the shopper's own garment (DetailView `own`; the requirement that the
 * outfit shows the shopper's own garment, also once saved) shows its cut-out in that slot's
 * gallery cell, marked "내 옷", and among 함께 코디한 아이템 beside the shop's similar item, which
 * is labelled "비슷한 상품" there; its total counts the shop items only ('내 옷 제외 합계 · 아이템
 * 3개', as /fashion and the budget do), also when the cut-out cannot be had and the similar item
 * shows in its slot as before.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useParams, useSearch } from 'wouter';
import { BuyPicker } from '../components/BuyPicker';
import { CoordinatedItems } from '../components/CoordinatedItems';
import { HeartButton } from '../components/HeartButton';
import { OwnedPiecePicture } from '../components/OwnedPiece';
import { OwnGarmentPicture } from '../components/OwnGarmentPicture';
import { ProductImage } from '../components/ProductImage';
import { SizeAdviceSection } from '../components/SizeAdviceSection';
import { Spinner } from '../components/Spinner';
import { ZoomViewer } from '../components/ZoomViewer';
import { categoryLabel } from '../../contract/category-labels';
import { OUTFIT_KINDS } from '../../contract/picked';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { isOwnedPiece } from '../lib/own-garment';
import { useOwnGarment } from '../lib/use-private-picture';
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
  const [zoom, setZoom] = useState<number | null>(null);
  const [buying, setBuying] = useState(false);
  const liked =
    (view.kind === OUTFIT_KINDS.ai ? aiLiked$ : clubLiked$).value[view.outfitId] === true;
  const outfit = Object.fromEntries(view.items.map((item) => [item.category, item]));
  // The shopper's garment, in the slot where the items keep the shop's similar one.
  const similar = view.own && outfit[view.own.slot];
  const worn = useOwnGarment(
    similar ? view.own?.cutoutUrl : null,
    similar ? categoryLabel(similar.sub_category) : '',
  );
  const own = worn && view.own ? { ...worn, slot: view.own.slot } : undefined;
  // The shopper wears their own garment: the total is what the shop items cost (won), as on
  // /fashion and as the budget counts it.
  const total =
    similar && view.totalPrice !== null ? view.totalPrice - similar.price : view.totalPrice;
  const count = view.items.filter((item) => item !== similar && !isOwnedPiece(item)).length;

  return (
    <>
      <section
        className={`detail-gallery count-${Math.min(view.items.length, 4)}`}
        aria-label="코디 이미지"
      >
        {view.items.length === 0 && (
          <ProductImage className="detail-gallery-image" src={null} alt="상품 이미지 없음" />
        )}
        {view.items.map((item, i) =>
          own && item.category === own.slot ? (
            <div key={`own-${own.slot}`} className="detail-gallery-cell is-own">
              <OwnGarmentPicture own={own} className="detail-gallery-image" />
              <span className="detail-gallery-slot">{SLOT_LABELS[own.slot]}</span>
            </div>
          ) : isOwnedPiece(item) ? (
            <div key={`owned-${item.category}`} className="detail-gallery-cell is-own">
              <OwnedPiecePicture item={item} className="detail-gallery-image" />
              <span className="detail-gallery-slot">{SLOT_LABELS[item.category]}</span>
            </div>
          ) : (
            <button
              key={item.id}
              type="button"
              className="detail-gallery-cell"
              aria-label={`${SLOT_LABELS[item.category]} 이미지 크게 보기`}
              onClick={() => setZoom(i)}
            >
              <ProductImage className="detail-gallery-image" src={item.s3_path} alt="" />
              <span className="detail-gallery-slot">{SLOT_LABELS[item.category]}</span>
            </button>
          ),
        )}
      </section>

      <section className="detail-info" aria-labelledby="detail-title">
        {view.style && <span className="chip">{view.style}</span>}
        <h1 id="detail-title" className="detail-title">
          {view.title}
        </h1>
        <p className="detail-brands">{view.brands}</p>
        {view.titleItem && (
          <p className="detail-item-price">
            <span className="visually-hidden">이 상품 가격 </span>
            {formatWon(view.titleItem.price)}
          </p>
        )}
        <p className={view.titleItem ? 'detail-total is-secondary' : 'detail-total'}>
          <span className="detail-total-label">
            {similar ? '내 옷 제외 합계' : '코디 합계'}
            {count > 0 && <span className="detail-total-count"> · 아이템 {count}개</span>}
          </span>
          <span className="detail-total-price">{formatWon(total)}</span>
        </p>
      </section>

      {view.items.length > 0 && (
        <section className="detail-section" aria-labelledby="coord-title">
          <h2 id="coord-title" className="detail-section-title">
            함께 코디한 아이템
          </h2>
          <CoordinatedItems items={view.items} own={own} />
        </section>
      )}

      <SizeAdviceSection items={view.items} signedIn={accessToken$.value !== null} />

      <section className="detail-section" aria-labelledby="desc-title">
        <h2 id="desc-title" className="detail-section-title">
          상품 설명
        </h2>
        <p className="detail-description">{view.description}</p>
      </section>

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

      {zoom !== null && (
        <ZoomViewer
          items={view.items}
          index={zoom}
          onIndexChange={setZoom}
          onClose={() => setZoom(null)}
        />
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
