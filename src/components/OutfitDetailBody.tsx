/**
 * What an outfit's page shows of it (SPEC §2 "Detail"), on the product detail and on a shared
 * outfit's page (/share/:token): the outfit's images (tap to zoom), style, heading, brands, the
 * total labelled as the outfit's ('코디 합계 · 아이템 4개', under the item's own price when the
 * heading names an item), '함께 코디한 아이템' with their buy links, the caller's `children`
 * (the detail's '사이즈 추천') and '상품 설명'.
 * An AI outfit that wears the shopper's own garment (OutfitView `own`; the requirement that the
 * outfit shows the shopper's own garment, also once saved or shared with consent) shows its
 * cut-out in that slot's gallery cell, marked "내 옷", and among 함께 코디한 아이템 beside the
 * shop's similar item, which is labelled "비슷한 상품" there; its total counts the shop items only
 * ('내 옷 제외 합계 · 아이템 3개', as /fashion and the budget do), also when the cut-out cannot be
 * had and the similar item shows in its slot as before.
 */
import { useState, type ReactNode } from 'react';
import { categoryLabel } from '../../contract/category-labels';
import { formatWon } from '../../contract/format-won';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { isOwnedPiece, shopPriceText } from '../lib/own-garment';
import { useOwnGarment } from '../lib/use-private-picture';
import type { OutfitView } from '../state/detail';
import { CoordinatedItems } from './CoordinatedItems';
import { OwnedPiecePicture } from './OwnedPiece';
import { OwnGarmentPicture } from './OwnGarmentPicture';
import { ProductImage } from './ProductImage';
import { ZoomViewer } from './ZoomViewer';

/** The outfit's sections, `children` between its items and its description. */
export function OutfitDetailBody({ view, children }: { view: OutfitView; children?: ReactNode }) {
  const [zoom, setZoom] = useState<number | null>(null);
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
          <span className="detail-total-price">
            {total === null ? formatWon(total) : shopPriceText(total, count)}
          </span>
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

      {children}

      <section className="detail-section" aria-labelledby="desc-title">
        <h2 id="desc-title" className="detail-section-title">
          상품 설명
        </h2>
        <p className="detail-description">{view.description}</p>
      </section>

      {zoom !== null && (
        <ZoomViewer
          items={view.items}
          index={zoom}
          onIndexChange={setZoom}
          onClose={() => setZoom(null)}
        />
      )}
    </>
  );
}
