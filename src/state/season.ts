/**
 * The season of today in Korea that the app's seasonal content follows (the home banner's
 * new-arrivals slide; the server orders the club outfits by it too): TAXONOMY.md's seasons by
 * `seasonOf` (months in UTC+9, whatever the device's time zone), the rule the server's outfit
 * engine uses. The server sends `/main` drawn for its own today (one home shell per season,
 * build/route-shells.ts), so the first HTML and the first render agree; in the seconds around a
 * season's first midnight they may not, and then hydration keeps the server's banner (React
 * leaves a prerendered attribute it would have drawn otherwise).
 */
import { signal } from '@preact/signals-react';
import { seasonOf, type Season } from '../../contract/taxonomy';

/** Today's season (the build's prerender sets each season in turn). */
export const season$ = signal<Season>(seasonOf(new Date()));
