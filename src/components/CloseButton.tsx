/** The '닫기' (close) icon button of sheets and dialogs: an ✕ drawn in SVG, `size` in px. */
export interface CloseButtonProps {
  onClose: () => void;
  className?: string;
  size?: number;
  /** Focused first when its dialog opens (use-dialog-focus reads data-autofocus). */
  autoFocus?: boolean;
}

/** Renders the button; it calls `onClose` when pressed. */
export function CloseButton({
  onClose,
  className = 'icon-button',
  size = 22,
  autoFocus = false,
}: CloseButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label="닫기"
      onClick={onClose}
      data-autofocus={autoFocus || undefined}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
