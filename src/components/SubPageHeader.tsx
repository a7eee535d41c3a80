/** The header of the account sub-pages (SPEC §2 Settings "back button, title"): a back button and a title. */
import { useLocation } from 'wouter';

/** `backTo` is the parent screen the back button returns to (e.g. /my from /setting). */
export function SubPageHeader({ title, backTo }: { title: string; backTo: string }) {
  const [, navigate] = useLocation();
  return (
    <header className="sub-header">
      <button
        type="button"
        className="icon-button sub-header-back"
        aria-label="뒤로 가기"
        onClick={() => navigate(backTo)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <h1 className="sub-header-title">{title}</h1>
      <span className="sub-header-spacer" aria-hidden="true" />
    </header>
  );
}
