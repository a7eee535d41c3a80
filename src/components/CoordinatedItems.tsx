/**
 * '함께 코디한 아이템' on the detail page (SPEC §2 "Detail"): a swiper of the outfit's items,
 * each with image, name, price, the size advised to the member and a '상품 구매하기' link to
 * goods_url in a new tab (remembered for my page's fit feedback).
 * With `own` (the requirement that the outfit shows the shopper's own garment), the shopper's
 * garment comes first in its slot, its cut-out marked "내 옷", and the shop's similar item right
 * after it, labelled "비슷한 상품", as it can be bought. A garment of the member's 내 옷장
 * (`wardrobe_item_id`) shows as theirs: its picture marked "내 옷", no price, no buy link.
 */
import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { ProductItem } from '../../contract/api';
import { SLOT_LABELS, type Slot } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { categoryLabel } from '../../contract/category-labels';
import {
  isOwnedPiece,
  OFFER_LABELS,
  offerOf,
  OWN_BADGE,
  type OwnGarment,
} from '../lib/own-garment';
import { recordPurchase } from '../state/purchases';
import { OwnedPiecePicture } from './OwnedPiece';
import { OwnGarmentPicture } from './OwnGarmentPicture';
import { ProductImage } from './ProductImage';

/** The slider; a missing link shows '구매 링크 없음' instead. */
export function CoordinatedItems({
  items,
  own,
}: {
  items: readonly ProductItem[];
  own?: OwnGarment | undefined;
}) {
  return (
    <Swiper spaceBetween={12} slidesPerView="auto" className="coord-swiper">
      {items.flatMap((item) => {
        if (isOwnedPiece(item)) {
          return [
            ownSlide(
              item.category,
              categoryLabel(item.sub_category),
              <OwnedPiecePicture item={item} className="coord-image" />,
            ),
          ];
        }
        const similar = own?.slot === item.category ? OFFER_LABELS[offerOf(item)] : null;
        const slide = (
          <SwiperSlide key={item.id} className="coord-slide">
            <article
              className="coord-card"
              aria-label={`${similar ? `${similar} ` : ''}${SLOT_LABELS[item.category]} ${item.goods_name}`}
            >
              <ProductImage className="coord-image" src={item.s3_path} alt="" />
              <div className="coord-body">
                <span className="coord-meta">
                  {similar && <span className="coord-similar">{`${similar} · `}</span>}
                  {SLOT_LABELS[item.category]}
                  {item.brand ? ` · ${item.brand}` : ''}
                </span>
                <h3 className="coord-name">{item.goods_name}</h3>
                <p className="coord-price">{formatWon(item.price)}</p>
                {item.size_advice && (
                  <p className="coord-size">추천 사이즈 {item.size_advice.size}</p>
                )}
                {item.goods_url ? (
                  <a
                    className="btn btn-outline btn-sm coord-buy"
                    href={item.goods_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${item.goods_name} 상품 구매하기 (새 창)`}
                    onClick={() => recordPurchase(item)}
                  >
                    상품 구매하기
                  </a>
                ) : (
                  <span className="coord-nolink">구매 링크 없음</span>
                )}
              </div>
            </article>
          </SwiperSlide>
        );
        if (!own || !similar) return [slide];
        return [
          ownSlide(own.slot, own.label, <OwnGarmentPicture own={own} className="coord-image" />),
          slide,
        ];
      })}
    </Swiper>
  );
}

/**
 * The slide of a garment the shopper owns (photographed, or from 내 옷장) in `slot`: its
 * `picture` marked "내 옷", the slot and the category `label`; nothing to buy.
 */
function ownSlide(slot: Slot, label: string, picture: ReactNode) {
  return (
    <SwiperSlide key={`own-${slot}`} className="coord-slide">
      <article
        className="coord-card is-own"
        aria-label={`${OWN_BADGE} ${SLOT_LABELS[slot]} ${label}`}
      >
        <span className="coord-media">{picture}</span>
        <div className="coord-body">
          <span className="coord-meta">
            {SLOT_LABELS[slot]} · {OWN_BADGE}
          </span>
          <h3 className="coord-name">{label}</h3>
        </div>
      </article>
    </SwiperSlide>
  );
}
