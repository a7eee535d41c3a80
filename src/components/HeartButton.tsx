/**
 * The heart (찜) toggle of SPEC §4: a button named '찜하기' whose aria-pressed tells whether the
 * outfit is saved. The press runs the like flow of src/state/likes.ts through `onToggle`.
 */
import type { MouseEvent } from 'react';

export interface HeartButtonProps {
  liked: boolean;
  onToggle: () => void;
  /** 'overlay' sits on an image (white disc); 'plain' sits on a card or in the action bar. */
  variant?: 'overlay' | 'plain' | 'bar';
  /** Accessible name; default '찜하기'. */
  label?: string;
  className?: string;
}

/** A heart that fills when `liked`; stops the click from reaching an enclosing card. */
export function HeartButton({
  liked,
  onToggle,
  variant = 'overlay',
  label = '찜하기',
  className,
}: HeartButtonProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>): void => {
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  };
  return (
    <button
      type="button"
      className={['heart-button', `heart-${variant}`, liked ? 'is-liked' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-pressed={liked}
      // The bar shows its words ('찜하기' / '찜 완료'): they are its name (WCAG 2.5.3 label in name).
      aria-label={variant === 'bar' ? undefined : label}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 20.3s-7.8-4.7-7.8-10.4A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.8 2.6c0 5.7-7.8 10.4-7.8 10.4z" />
      </svg>
      {variant === 'bar' && <span className="heart-bar-text">{liked ? '찜 완료' : '찜하기'}</span>}
    </button>
  );
}
