/**
 * The colour model's input: what a photographed garment's pixels look like, as a fixed-length
 * vector the colour head (colour-head.ts, trained by ml/colour.ts) reads.
 *
 * Photographed colours sit 10–20 L* below their shop references with about half the chroma, and
 * their hue drifts with the room's light, so the vector describes the garment's pixels as they
 * are and the light around them, and the head learns from labelled photos where each name lies:
 *
 * - a Lab histogram of the foreground (garment-pixels.ts weights): 5 lightness bands × (neutral +
 *   3 chroma rings × 8 hue sectors) = 125 shares summing to 1 — the garment's colour distribution;
 * - the same histogram after a background-referenced white balance (the border ring's a*, b*
 *   cast removed from every pixel, as far as the border is near-neutral) — 125 shares;
 * - the same histogram over a tight centre window, whatever the foreground estimate says — 125;
 * - summaries: the dominant and second clusters' Lab, chroma and share, the foreground's mean and
 *   spread, the border's Lab (the light the photo was taken in) — 20 values.
 *
 * Everything is scaled to roughly unit range; the head standardises anyway. `colourInput` appends
 * the backbone's block-12 mean (136 channels of mid-level colour and texture, computed for the
 * category anyway): on validation a fifth fewer photos must be asked (docs/figures.md "The colour model").
 */
import type { Lab } from '../colour';
import { EMBEDDING_LAYOUT } from './backbone';
import type { GarmentPixels } from './garment-pixels';

const L_BANDS = [20, 35, 50, 68]; // upper L* edges; the last band is above 68
const CHROMA_RINGS = [8, 18, 32]; // chroma below 8 is neutral; rings 8–18, 18–32, above 32
const HUE_SECTORS = 8;
const CELLS_PER_BAND = 1 + CHROMA_RINGS.length * HUE_SECTORS;
const HIST = (L_BANDS.length + 1) * CELLS_PER_BAND;

/** Length of the vector `colourFeatures` returns. */
export const COLOUR_FEATURES = 3 * HIST + 20;

/** Border chroma up to which its cast is taken as the light's (a coloured wall is not). */
const NEUTRAL_BORDER_CHROMA = 14;

function cellOf(L: number, a: number, b: number): number {
  let band = L_BANDS.findIndex((edge) => L < edge);
  if (band < 0) band = L_BANDS.length;
  const chroma = Math.hypot(a, b);
  if (chroma < (CHROMA_RINGS[0] as number)) return band * CELLS_PER_BAND;
  let ring = CHROMA_RINGS.findIndex((edge) => chroma < edge);
  if (ring < 0) ring = CHROMA_RINGS.length;
  const hue = (Math.atan2(b, a) / (2 * Math.PI) + 1) % 1;
  const sector = Math.min(HUE_SECTORS - 1, Math.floor(hue * HUE_SECTORS));
  return band * CELLS_PER_BAND + 1 + (ring - 1) * HUE_SECTORS + sector;
}

const chromaOf = (p: Lab): number => Math.hypot(p.a, p.b);

/**
 * The colour model's input vector for one photo's garment pixels.
 * @returns `COLOUR_FEATURES` values (histogram shares 0–1, then summaries scaled to ~±1).
 */
export function colourFeatures(px: GarmentPixels): Float32Array {
  const out = new Float32Array(COLOUR_FEATURES);
  const { labs, weights } = px.samples;
  const borderChroma = chromaOf(px.border);
  const cast = borderChroma <= NEUTRAL_BORDER_CHROMA ? 1 : NEUTRAL_BORDER_CHROMA / borderChroma;
  const da = px.border.a * cast;
  const db = px.border.b * cast;
  let total = 0;
  let mL = 0;
  let ma = 0;
  let mb = 0;
  labs.forEach((p, i) => {
    const w = weights[i] as number;
    if (w <= 0) return;
    total += w;
    mL += w * p.L;
    ma += w * p.a;
    mb += w * p.b;
    const raw = cellOf(p.L, p.a, p.b);
    out[raw] = (out[raw] as number) + w;
    const balanced = HIST + cellOf(p.L, p.a - da, p.b - db);
    out[balanced] = (out[balanced] as number) + w;
  });
  const norm = total || 1;
  for (let i = 0; i < 2 * HIST; i++) out[i] = (out[i] as number) / norm;
  const centre = px.samples.centre;
  const centreTotal = centre.reduce((s, w) => s + w, 0) || 1;
  labs.forEach((p, i) => {
    const cell = 2 * HIST + cellOf(p.L, p.a, p.b);
    out[cell] = (out[cell] as number) + (centre[i] as number) / centreTotal;
  });
  mL /= norm;
  ma /= norm;
  mb /= norm;
  let vL = 0;
  let va = 0;
  let vb = 0;
  labs.forEach((p, i) => {
    const w = weights[i] as number;
    vL += w * (p.L - mL) ** 2;
    va += w * (p.a - ma) ** 2;
    vb += w * (p.b - mb) ** 2;
  });
  const summary = [
    px.lab.L / 100,
    px.lab.a / 50,
    px.lab.b / 50,
    chromaOf(px.lab) / 50,
    px.share,
    px.second.lab.L / 100,
    px.second.lab.a / 50,
    px.second.lab.b / 50,
    chromaOf(px.second.lab) / 50,
    px.second.share,
    mL / 100,
    ma / 50,
    mb / 50,
    Math.sqrt(vL / norm) / 30,
    Math.sqrt(va / norm) / 30,
    Math.sqrt(vb / norm) / 30,
    px.border.L / 100,
    px.border.a / 50,
    px.border.b / 50,
    borderChroma / 50,
  ];
  out.set(summary, 3 * HIST);
  return out;
}

/** The backbone embedding's block-12 mean: [2240, 2376) of backbone.ts `EMBEDDING_LAYOUT`. */
export const BLOCK12 = { from: EMBEDDING_LAYOUT.withBlocks - 136, to: EMBEDDING_LAYOUT.withBlocks };

/** Length of the vector `colourInput` returns. */
export const COLOUR_INPUT = COLOUR_FEATURES + BLOCK12.to - BLOCK12.from;

/**
 * The colour model's whole input: `colourFeatures(px)` then the embedding's block-12 mean.
 * @param embedding a backbone embedding (backbone.ts `embed`) of the photo's centre crop.
 * @throws RangeError for an embedding shorter than `EMBEDDING_LAYOUT.withBlocks`.
 */
export function colourInput(px: GarmentPixels, embedding: Float32Array): Float32Array {
  if (embedding.length < BLOCK12.to)
    throw new RangeError(`embedding of ${embedding.length} values has no block-12 mean`);
  const out = new Float32Array(COLOUR_INPUT);
  out.set(colourFeatures(px));
  out.set(embedding.subarray(BLOCK12.from, BLOCK12.to), COLOUR_FEATURES);
  return out;
}
