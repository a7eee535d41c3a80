/**
 * The detail page's image zoom (SPEC §2 "Detail": tap to zoom with previous/next, wrapping): a
 * full-screen dialog named '이미지 확대 보기' with '이전 이미지', '다음 이미지' (last → first and
 * first → last), a 'n / total' counter, arrow keys and '닫기' (or Escape).
 */
import { createPortal } from 'react-dom';
import { useEffect, useId } from 'react';
import type { ProductItem } from '../../contract/api';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { useDialogFocus } from '../lib/use-dialog-focus';
import { wrapIndex } from '../lib/swipe';
import { ProductImage } from './ProductImage';
import { CloseButton } from './CloseButton';

export interface ZoomViewerProps {
  items: readonly ProductItem[];
  /** The shown item (0-based); the viewer wraps it into range. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Renders while mounted. */
export function ZoomViewer({ items, index, onIndexChange, onClose }: ZoomViewerProps) {
  const id = useId();
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const count = items.length;
  const current = wrapIndex(index, count);
  const item = items[current];

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(current - 1, count));
      else if (event.key === 'ArrowRight') onIndexChange(wrapIndex(current + 1, count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, count, onIndexChange]);

  if (!item) return null;
  // A portal: the route wrapper animates a transform, which would trap position: fixed.
  return createPortal(
    <div
      className="zoom-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={ref}
        className="zoom-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className="visually-hidden">
          이미지 확대 보기
        </h2>
        <CloseButton onClose={onClose} className="zoom-close" size={24} autoFocus />
        <figure className="zoom-figure">
          <ProductImage
            className="zoom-image"
            src={item.s3_path}
            alt={`${SLOT_LABELS[item.category]} ${item.goods_name}`}
          />
          <figcaption className="zoom-caption">
            <span className="zoom-slot">{SLOT_LABELS[item.category]}</span>
            <span className="zoom-name">{item.goods_name}</span>
            <span className="zoom-counter" aria-live="polite">
              {current + 1} / {count}
            </span>
          </figcaption>
        </figure>
        {count > 1 && (
          <>
            <button
              type="button"
              className="zoom-nav is-prev"
              aria-label="이전 이미지"
              onClick={() => onIndexChange(wrapIndex(current - 1, count))}
            >
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className="zoom-nav is-next"
              aria-label="다음 이미지"
              onClick={() => onIndexChange(wrapIndex(current + 1, count))}
            >
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
