/** The fixed top bar of /main, /camera and /fashion (SPEC §2 "Chrome"): logo and page title. */
import { Link } from 'wouter';
import { Logo } from './Logo';

/** `title` is the page title of SPEC §2 (the product name on /main). */
export function TopBar({ title }: { title: string }) {
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <Link href="/main" className="top-bar-home" aria-label="핏픽 홈">
          <Logo />
        </Link>
        {title !== '핏픽' && <span className="top-bar-title">{title}</span>}
      </div>
    </header>
  );
}
