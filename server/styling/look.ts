/**
 * A garment's look: LOOK_DIMS unit-length values that say how a photo or product picture looks
 * (shape, length, texture, pattern), so that the photographed slot can offer the product that
 * looks most like the shopper's garment (TAXONOMY.md "The photographed garment's own slot";
 * outfit/photographed.ts). The recogniser computes it (recognizer/look.ts); two looks compare by
 * their dot product (cosine, −1…1).
 *
 * Products carry theirs as base64 of the little-endian Float32 values (`encodeLook`), computed from
 * their picture when the sample catalogue's pictures are made (ml/catalogue-photos.ts) and when a
 * shop imports a product (server/catalog/import.ts). Pure: no I/O.
 */

/** Values in a look. */
export const LOOK_DIMS = 64;

/** Base64 of a Float32Array's little-endian bytes. */
export function encodeLook(look: Float32Array): string {
  const bytes = Buffer.alloc(look.length * 4);
  look.forEach((v, i) => bytes.writeFloatLE(v, i * 4));
  return bytes.toString('base64');
}

/**
 * The Float32 values of `encodeLook`'s text.
 * @throws Error when the text is not a whole number of Float32 values.
 */
export function decodeLook(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length % 4 !== 0) throw new Error('a look is base64 of Float32 values');
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}

/** Cosine of two unit-length looks, −1…1 (0 when their lengths differ: not comparable). */
export function lookSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return 0;
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}
