/**
 * `npm run banners`: paints the home banners (public/banners/*.png, 900 × 480 px, SPEC §2 Home's 6
 * static images; src/components/banners.ts names them) with photographed sample products: each
 * banner's gradient, its words (Noto Sans CJK KR, from Debian's fonts-noto-cjk) and two or three
 * of the catalogue's cut-out pictures (server/catalog/sample/photos/, picked by eye for the
 * banner's theme) as tilted cards on a soft circle. The seasonal slide (banner-2) shows a shirt
 * and a knit of its season. The pictures are derived from CC0 development photos (their manifest
 * credits them). Writes the PNGs; the build turns them into AVIF and WebP
 * (build/responsive-banners.ts). Throws when a picture is missing.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { esc } from '../server/catalog/illustration/svg';
import { PHOTO_DIR } from '../server/catalog/sample/photos';
import { BANNERS, type BannerSpec } from './banner-specs';

const WIDTH = 900;
const HEIGHT = 480;
const OUT_DIR = path.resolve('public/banners');

const FONT = "'Noto Sans CJK KR', sans-serif";

/** The banner without its cards: gradient, circle, tag, words and accent. */
function backgroundSvg(b: BannerSpec): string {
  const dark = b.ink === '#ffffff';
  const tagWidth = 28 + [...b.tag].reduce((w, ch) => w + (/[가-힣]/.test(ch) ? 19 : 11), 0);
  const accent =
    b.accent === 'price'
      ? `<rect x="540" y="384" width="112" height="40" rx="20" fill="#ffd43b"/><text x="596" y="411" font-family="${FONT}" font-size="19" font-weight="700" fill="#2b2118" text-anchor="middle">10만원대</text>`
      : b.accent === 'star'
        ? `<path transform="translate(540 70) scale(1.5)" d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" fill="#ffc83d"/>`
        : b.accent === 'heart'
          ? `<path transform="translate(560 150) scale(5)" d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.7 4.5c2.2 0 3.9 1.3 5.3 3.2 1.4-1.9 3.1-3.2 5.3-3.2 3.7 0 5.8 3.7 4.3 7.2C19.5 16.4 12 21 12 21z" fill="#f0445a"/>`
          : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${b.gradient[0]}"/><stop offset="1" stop-color="${b.gradient[1]}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="710" cy="250" r="215" fill="#ffffff" fill-opacity="${dark ? 0.12 : 0.35}"/>
  <rect x="56" y="74" width="${tagWidth}" height="38" rx="19" fill="${dark ? '#ffffff' : '#2b2118'}" fill-opacity="${dark ? 0.18 : 0.1}"/>
  <text x="${56 + tagWidth / 2}" y="100" font-family="${FONT}" font-size="18" font-weight="700" fill="${b.ink}" text-anchor="middle">${esc(b.tag)}</text>
  <text x="56" y="182" font-family="${FONT}" font-size="42" font-weight="700" fill="${b.ink}">${esc(b.title[0])}</text>
  <text x="56" y="238" font-family="${FONT}" font-size="42" font-weight="700" fill="${b.ink}">${esc(b.title[1])}</text>
  <text x="56" y="318" font-family="${FONT}" font-size="22" fill="${b.ink}" fill-opacity="0.86">${esc(b.subtitle)}</text>
  ${accent}
</svg>`;
}

/** Where the cards go: centre (x, y), size and tilt (degrees), for 1, 2 or 3 pictures. */
const LAYOUTS: Record<number, { x: number; y: number; size: number; angle: number }[]> = {
  1: [{ x: 770, y: 300, size: 220, angle: 6 }],
  2: [
    { x: 640, y: 230, size: 230, angle: -6 },
    { x: 790, y: 290, size: 230, angle: 5 },
  ],
  3: [
    { x: 610, y: 210, size: 190, angle: -7 },
    { x: 770, y: 220, size: 190, angle: 5 },
    { x: 700, y: 360, size: 170, angle: -2 },
  ],
};

/** A picture as a tilted card with rounded corners and a soft shadow, ready to composite. */
async function card(
  stem: string,
  size: number,
  angle: number,
): Promise<{ card: Buffer; shadow: Buffer }> {
  const file = (await readdir(PHOTO_DIR)).find((f) => f.startsWith(stem));
  if (!file) throw new Error(`banners: no catalogue picture ${stem}… in ${PHOTO_DIR}`);
  const radius = Math.round(size * 0.1);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const rounded = await sharp(path.join(PHOTO_DIR, file))
    .resize(size, size)
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const shadowShape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 60}" height="${size + 60}"><rect x="30" y="38" width="${size}" height="${size}" rx="${radius}" fill="#000" fill-opacity="0.28"/></svg>`,
  );
  return {
    card: await sharp(rounded).rotate(angle, { background: transparent }).png().toBuffer(),
    shadow: await sharp(shadowShape)
      .blur(12)
      .rotate(angle, { background: transparent })
      .png()
      .toBuffer(),
  };
}

async function paint(b: BannerSpec): Promise<void> {
  const layers: OverlayOptions[] = [];
  const slots = LAYOUTS[b.pictures.length];
  if (!slots) throw new Error(`banners: ${b.file} shows ${b.pictures.length} pictures (1–3)`);
  for (const [i, stem] of b.pictures.entries()) {
    const slot = slots[i]!;
    const { card: picture, shadow } = await card(stem, slot.size, slot.angle);
    for (const input of [shadow, picture]) {
      const meta = await sharp(input).metadata();
      layers.push({
        input,
        left: Math.round(slot.x - (meta.width ?? 0) / 2),
        top: Math.round(slot.y - (meta.height ?? 0) / 2),
      });
    }
  }
  // Cards may reach past the edge: composite on a larger canvas, then cut the banner out of it.
  const pad = 200;
  const big = await sharp({
    create: { width: WIDTH + 2 * pad, height: HEIGHT + 2 * pad, channels: 4, background: '#000' },
  })
    .composite([
      { input: Buffer.from(backgroundSvg(b)), left: pad, top: pad },
      ...layers.map((l) => ({ ...l, left: (l.left ?? 0) + pad, top: (l.top ?? 0) + pad })),
    ])
    .png()
    .toBuffer();
  await sharp(big)
    .extract({ left: pad, top: pad, width: WIDTH, height: HEIGHT })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(OUT_DIR, b.file));
  console.log(`${b.file}: ${b.pictures.join(', ')}`);
}

await mkdir(OUT_DIR, { recursive: true });
for (const banner of BANNERS) await paint(banner);
