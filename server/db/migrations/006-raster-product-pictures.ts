/**
 * 006: the sample catalogue's products point at the rasterised picture of their drawing
 * (`/media/catalog/….webp`) instead of the SVG drawing (`….svg`), which a browser parses as a
 * document on the page's main thread for every `<img>` (server/catalog/illustration/raster.ts).
 * Only the server's own illustration paths change; a shop's image URLs are left as they are.
 * Never edit this file after it landed; add 007 instead.
 */
import { sql, type Kysely } from 'kysely';

/** The server's illustration paths, e.g. /media/catalog/05-grey-stripe-3.svg. */
const PREFIX = '/media/catalog/';

async function swapExtension(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`
    UPDATE products
    SET image_url = left(image_url, length(image_url) - ${from.length}) || ${to}
    WHERE image_url LIKE ${`${PREFIX}%${from}`}
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await swapExtension(db, '.svg', '.webp');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await swapExtension(db, '.webp', '.svg');
}
