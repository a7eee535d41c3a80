/**
 * The one light ground every product picture sits on (RGB 0–255): the photographed cut-outs
 * (server/styling/cutout.ts, the sample catalogue's and the shopper's garment) and the drawn
 * products (server/catalog/illustration/), so that an outfit card's tiles read as one shop's
 * pictures side by side rather than two (docs/catalogue.md "One look").
 */
export const PICTURE_GROUND = { r: 244, g: 244, b: 242 } as const;

/** {@link PICTURE_GROUND} as a CSS/SVG hex colour. */
export const PICTURE_GROUND_HEX = `#${[PICTURE_GROUND.r, PICTURE_GROUND.g, PICTURE_GROUND.b]
  .map((v) => v.toString(16).padStart(2, '0'))
  .join('')}`;
