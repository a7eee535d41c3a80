/**
 * Pieces shared by the account pages without the app chrome (SPEC §2 /login, /signup, /find-id,
 * /find-pw, /reset-password): the logo link home with the title and subtitle, and the row of
 * account links under the form, separated by dots.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from './Logo';

/** The logo (a link to /) unless `logo` is false, the page title (h1) and an optional subtitle. */
export function AuthPageHeader({
  title,
  sub,
  logo = true,
}: {
  title: string;
  sub?: ReactNode;
  logo?: boolean;
}) {
  return (
    <>
      {logo && (
        <Link href="/" className="auth-logo" aria-label="핏픽 처음 화면으로">
          <Logo size={36} />
        </Link>
      )}
      <h1 className="auth-title">{title}</h1>
      {sub && <p className="auth-sub">{sub}</p>}
    </>
  );
}

/** The '계정' navigation: an optional lead text, then `links` separated by '·'. */
export function AuthLinks({
  links,
  lead,
}: {
  links: ReadonlyArray<{ href: string; label: string }>;
  lead?: string;
}) {
  return (
    <nav className="auth-links" aria-label="계정">
      {lead && <span>{lead}</span>}
      {links.map(({ href, label }, i) => (
        <Fragment key={href}>
          {i > 0 && <span aria-hidden="true">·</span>}
          <Link href={href}>{label}</Link>
        </Fragment>
      ))}
    </nav>
  );
}
