/**
 * One AI-recommended outfit on /fashion (SPEC §2 Fashion, §4 Heart): '추천 코디 #n', the total
 * price, a heart, the item strip and the short reasoning that explains why the outfit works.
 * Clicking the card (outside its links and buttons) opens the first item's detail:
 * /product-detail/{itemId}?source=fashion&recommendationId={recommendation_id}; a card without
 * any item calls `onMissingDetail` instead.
 *
 * The shopper's own garment (the requirement that the outfit shows the shopper's own garment):
 * given `own` and an outfit whose `sources` marks a slot 'photo', that slot shows the shopper's
 * cut-out marked "내 옷", the shop's similar item (still in `combination`) is offered one tap away
 * under the strip as "비슷한 상품" with its picture, name, price and detail link, and the total
 * counts the shop items only: "내 옷 제외 총 123,000원" (as the budget does, also while the cut-out
 * cannot be shown). Old or cached answers without `sources` show the card as before.
 * An outfit made with the member's 내 옷장 (`sources` 'wardrobe') shows those pieces as theirs
 * ("내 옷", no price, no link) and says how it is made: "내 옷 3 + 상품 1".
 */
import { useId, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { ProductCombination, ProductItem } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import { formatBudget, formatWon } from '../../contract/format-won';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { presentItems } from '../lib/outfit-parts';
import {
  isOwnedPiece,
  ownedMark,
  photoSlotOf,
  OFFER_BADGES,
  OFFER_LABELS,
  offerOf,
  type OwnGarment,
  NOTHING_TO_BUY,
  shopPriceText,
} from '../lib/own-garment';
import { HeartButton } from './HeartButton';
import { OutfitItemStrip } from './OutfitItemStrip';
import { ProductImage } from './ProductImage';

/** The detail link of an item of an AI recommendation (SPEC §2 Fashion). */
export function fashionDetailHref(item: Pick<ProductItem, 'id'>, recommendationId: number): string {
  return `/product-detail/${item.id}?source=fashion&recommendationId=${recommendationId}`;
}

export interface RecommendedOutfitCardProps {
  outfit: ProductCombination;
  /** 1-based. */
  index: number;
  liked?: boolean;
  /** Without it no heart is shown. */
  onToggleLike?: () => void;
  /** Called when the card is clicked but has no item to open (the page alerts, SPEC §8). */
  onMissingDetail?: () => void;
  /** The budget the outfit was chosen within (won): shown as "총 … · 예산 25만원 이하". */
  budget?: number | null;
  /**
   * The shopper's own garment (`src`: the cut-out's object URL, null while it loads; `label`:
   * the shopper-facing category), shown in the slot the outfit's `sources` marks 'photo'; its
   * `slot` is ignored (the outfit's `sources` decides). Absent: the card is as before.
   */
  own?: Omit<OwnGarment, 'slot'> | undefined;
}

/** One card. */
export function RecommendedOutfitCard({
  outfit,
  index,
  liked = false,
  onToggleLike,
  onMissingDetail,
  budget,
  own,
}: RecommendedOutfitCardProps) {
  const [, navigate] = useLocation();
  const items = presentItems(outfit.combination);
  const headingId = `outfit-${outfit.recommendation_id}-${index}`;
  const photoSlot = photoSlotOf(outfit.sources, outfit.combination);
  const ownGarment = own && photoSlot ? { ...own, slot: photoSlot } : undefined;
  // The shopper wears their own garment: the outfit's price is what the shop items cost (won),
  // as the budget counts it, even while the cut-out cannot be shown.
  const worn = photoSlot ? outfit.combination[photoSlot] : null;
  const similar = ownGarment ? worn : null;
  const owned = items.filter(isOwnedPiece);
  const shopItems = items.filter((item) => item !== worn && !isOwnedPiece(item));
  const total = worn ? shopItems.reduce((sum, item) => sum + item.price, 0) : outfit.total_price;
  const price = shopPriceText(total, shopItems.length);
  const totalText = price === NOTHING_TO_BUY ? price : `${worn ? '내 옷 제외 ' : ''}총 ${price}`;
  // The card opens a shop item's detail; the similar item only when there is no other.
  const first = shopItems[0] ?? worn ?? (owned.length ? undefined : items[0]);
  const href = first ? fashionDetailHref(first, outfit.recommendation_id) : null;
  const onCardClick = (event: MouseEvent<HTMLElement>): void => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (href) navigate(href);
    else onMissingDetail?.();
  };
  return (
    // The whole card is a shortcut for pointer users; the title link is the keyboard way in.
    <article
      className={href ? 'outfit-card is-clickable' : 'outfit-card'}
      aria-labelledby={headingId}
      onClick={onCardClick}
    >
      <header className="outfit-card-head">
        <div>
          <h2 id={headingId} className="outfit-card-title">
            {href ? (
              <Link href={href} className="outfit-card-link">
                추천 코디 #{index}
              </Link>
            ) : (
              <>추천 코디 #{index}</>
            )}
          </h2>
          <p className="outfit-card-meta">
            {[outfit.style, outfit.season].filter(Boolean).join(' · ')}
            {owned.length > 0 ? (
              <>
                {' · '}
                <span className="owned-mark">
                  {ownedMark(owned.length + (worn ? 1 : 0), shopItems.length)}
                </span>
              </>
            ) : (
              shopItems.length > 0 && ` · ${shopItems.length}개 상품`
            )}
          </p>
        </div>
        <div className="outfit-card-side">
          <p className="outfit-card-price">
            {shopItems.length > 0 && (
              <span className="visually-hidden">{worn ? '내 옷 제외 총 가격 ' : '총 가격 '}</span>
            )}
            {price}
          </p>

          {onToggleLike && <HeartButton variant="plain" liked={liked} onToggle={onToggleLike} />}
        </div>
      </header>
      {(budget != null || worn) && (
        <p className="outfit-card-budget">
          {totalText}
          {budget != null && ` · 예산 ${formatBudget(budget)}`}
        </p>
      )}
      <OutfitItemStrip
        items={items}
        hrefFor={(item) => fashionDetailHref(item, outfit.recommendation_id)}
        own={ownGarment}
      />
      {similar && (
        <SimilarOffer item={similar} href={fashionDetailHref(similar, outfit.recommendation_id)} />
      )}
      {outfit.reasoning_text && <OutfitReason text={outfit.reasoning_text} />}
    </article>
  );
}

/**
 * The shop's similar item to the shopper's garment, one tap away under the strip: a row with its
 * picture, "비슷한 상품 · 하의" (or 같은 종류 상품, 대신할 상품: own-garment.ts `offerOf`), brand,
 * name, price (won) and the size advised to the member
 * ("추천 L"), linking to its detail, and beside it "구매" to the shop's page in a new tab
 * (remembered for my page's fit feedback, state/purchases.ts, loaded on the tap so that /fashion
 * does not carry it).
 */
function SimilarOffer({ item, href }: { item: ProductItem; href: string }) {
  const category = categoryLabel(item.sub_category);
  const size = item.size_advice ? `추천 ${item.size_advice.size}` : '';
  const offer = offerOf(item);
  const label = `${OFFER_LABELS[offer]} · ${SLOT_LABELS[item.category]}`;
  // The visible words first, in order (WCAG 2.5.3 label in name), then the category and the
  // full badge, as the strip names the similar item's tile.
  const name = `${label} ${item.brand} ${item.goods_name || category} ${formatWon(item.price)}${size ? ` ${size}` : ''} · ${category} · ${OFFER_BADGES[offer]}`;
  const shop = item.goods_url && /^https?:\/\//i.test(item.goods_url) ? item.goods_url : null;
  return (
    <div className="similar-offer">
      <Link href={href} className="similar-offer-main" aria-label={name} draggable={false}>
        <ProductImage className="similar-offer-image" src={item.s3_path} alt="" />
        <span className="similar-offer-text">
          <span className="similar-offer-label">{label}</span>{' '}
          <span className="similar-offer-name">
            {item.brand} {item.goods_name || category}
          </span>
        </span>{' '}
        <span className="similar-offer-price">
          {formatWon(item.price)}
          {size && <span className="similar-offer-size"> {size}</span>}
        </span>
      </Link>
      {shop && (
        <a
          className="similar-offer-buy"
          href={shop}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`구매 ${item.goods_name || category} (새 창)`}
          onClick={() => void import('../state/purchases').then((m) => m.recordPurchase(item))}
        >
          구매
        </a>
      )}
    </div>
  );
}

/** The reasoning, two lines by default, expandable with '더보기' / '접기'. */
function OutfitReason({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="outfit-reason">
      <p className="outfit-reason-label">추천 이유</p>
      <p id={id} className={expanded ? 'outfit-reason-text' : 'outfit-reason-text is-clamped'}>
        {text}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? '접기' : '더보기'}
      </button>
    </div>
  );
}
