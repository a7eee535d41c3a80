/** A small busy indicator with an accessible label (role="status"). */
export function Spinner({ label = '불러오는 중' }: { label?: string }) {
  return (
    <span className="spinner" role="status" aria-label={label}>
      <span className="spinner-ring" aria-hidden="true" />
    </span>
  );
}

/**
 * What a button says while its request is on the way: a small spinning ring and `text`
 * ("로그인 중…"). The ring is decoration; the text carries the meaning for screen readers.
 */
export function PendingLabel({ text }: { text: string }) {
  return (
    <span className="pending-label">
      <span className="spinner-ring spinner-ring-small" aria-hidden="true" />
      {text}
    </span>
  );
}
