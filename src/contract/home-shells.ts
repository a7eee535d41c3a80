/**
 * The home page's shells (build/route-shells.ts writes them, server/routes/web.routes.ts sends
 * them for `/main`): one per season, for the banner's seasonal slide. Apart from shell-files.ts,
 * whose constants the landing page's small entry loads, so that the taxonomy stays out of it.
 */
import { SEASON_SLUGS, type Season } from './taxonomy.ts';

/**
 * The home page's shell drawn for `season`: index.html plus the home page's first screen and
 * what it needs first. The server sends today's for `/main`.
 */
export function homeShellFile(season: Season): string {
  return `shells/main-${SEASON_SLUGS[season]}.html`;
}
