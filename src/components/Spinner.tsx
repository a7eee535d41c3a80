/** A small busy indicator with an accessible label (role="status"). */
export function Spinner({ label = '불러오는 중' }: { label?: string }) {
  return (
    <span className="spinner" role="status" aria-label={label}>
      <span className="spinner-ring" aria-hidden="true" />
    </span>
  );
}
