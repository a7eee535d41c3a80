/**
 * The detail page's buy picker (SPEC §2 "Detail"): a bottom sheet dialog named '구매할 상품 선택'
 * listing only the outfit's existing items among top, outer, bottom and shoes. Choosing one calls
 * `onPick` (which opens the purchase link or alerts that there is none).
 */
import { createPortal } from 'react-dom';
import { useId } from 'react';
import type { ProductItem } from '../../contract/api';
import { SLOT_LABELS, SLOTS, type Slot } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { useDialogFocus } from '../lib/use-dialog-focus';
import { ProductImage } from './ProductImage';
import { CloseButton } from './CloseButton';

export interface BuyPickerProps {
  /** The outfit's slots; null or missing slots are left out. */
  outfit: Partial<Record<Slot, ProductItem | null>>;
  onPick: (item: ProductItem) => void;
  onClose: () => void;
}

/** Renders while mounted. */
export function BuyPicker({ outfit, onPick, onClose }: BuyPickerProps) {
  const id = useId();
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const entries = SLOTS.flatMap((slot) => {
    const item = outfit[slot];
    return item ? [{ slot, item }] : [];
  });
  // A portal: the route wrapper animates a transform, which would trap position: fixed.
  return createPortal(
    <div
      className="sheet-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={ref}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <span className="sheet-grip" aria-hidden="true" />
        <div className="sheet-head">
          <h2 id={`${id}-title`} className="sheet-title">
            구매할 상품 선택
          </h2>
          <CloseButton onClose={onClose} />
        </div>
        <ul className="sheet-list">
          {entries.map(({ slot, item }) => (
            <li key={slot}>
              <button
                type="button"
                className="sheet-option"
                onClick={() => onPick(item)}
                aria-label={`${SLOT_LABELS[slot]} ${item.goods_name} ${formatWon(item.price)} 구매하기`}
              >
                <ProductImage className="sheet-option-image" src={item.s3_path} alt="" />
                <span className="sheet-option-text">
                  {/* The spaces (not rendered in the flex column) keep the words apart in the button's text. */}
                  <span className="sheet-option-slot">{SLOT_LABELS[slot]}</span>{' '}
                  <span className="sheet-option-name">{item.goods_name}</span>{' '}
                  <span className="sheet-option-price">{formatWon(item.price)}</span>
                </span>
                <svg
                  className="sheet-option-arrow"
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                >
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>,
    document.body,
  );
}
