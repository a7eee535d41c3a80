/**
 * Backbone embeddings of dataset photos, cached on disk for training (never committed:
 * `data/cache/recognizer/` is gitignored). One cache file per backbone weights and input variant
 * holds a JSON index line followed by N×D little-endian float32 values.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  backboneFingerprint,
  embed,
  EMBEDDING_LAYOUT,
  INPUT_SIZE,
} from '../server/styling/recognizer/backbone';
import { imagePath, REPO_ROOT, type Sample } from './dataset';
import { prepare, toFloat, type SquareMode } from '../server/styling/recognizer/preprocess';

/** An input variant: square mode and whether the photo is mirrored left–right. */
export interface Variant {
  mode: SquareMode;
  flip: boolean;
}

/** Where embeddings are cached (`$FITPICK_CACHE` or `<repo>/data/cache/recognizer`). */
export function cacheDir(): string {
  return process.env.FITPICK_CACHE ?? path.join(REPO_ROOT, 'data', 'cache', 'recognizer');
}

/** Cache file of a variant, keyed on the backbone's weights (backbone.ts `backboneFingerprint`). */
function variantFile(v: Variant, key = ''): string {
  return path.join(
    cacheDir(),
    `emb-${backboneFingerprint()}-${key ? `${key}-` : ''}${v.mode}${v.flip ? '-flip' : ''}.bin`,
  );
}

interface CacheFile {
  images: string[];
  dim: number;
  data: Float32Array;
}

function readCache(file: string): CacheFile | null {
  if (!existsSync(file)) return null;
  const buf = readFileSync(file);
  const nl = buf.indexOf(10);
  const head = JSON.parse(buf.subarray(0, nl).toString('utf8')) as {
    images: string[];
    dim: number;
  };
  const bytes = buf.subarray(nl + 1);
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return { images: head.images, dim: head.dim, data: new Float32Array(copy.buffer) };
}

function writeCache(
  file: string,
  images: string[],
  dim: number,
  rows: Map<string, Float32Array>,
): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const head = Buffer.from(`${JSON.stringify({ images, dim })}\n`, 'utf8');
  const body = new Float32Array(images.length * dim);
  images.forEach((img, i) => body.set(rows.get(img) as Float32Array, i * dim));
  writeFileSync(file, Buffer.concat([head, Buffer.from(body.buffer)]));
}

/** A photo to embed: a stable id (the cache key) and its encoded bytes on demand. */
export interface PhotoSource {
  id: string;
  load(): Promise<Buffer>;
}

/**
 * Embeddings of dataset `samples` under variant `v`, from the cache where present, computing (one
 * photo at a time, ~60 ms each on the wasm backend) and saving the missing ones.
 * @returns one Float32Array per sample, in `samples` order.
 * @throws ImageDecodeError for an unreadable dataset photo; fs errors for a missing file.
 */
export function embeddings(
  samples: readonly Sample[],
  v: Variant,
  log: (msg: string) => void = () => {},
): Promise<Float32Array[]> {
  return embeddingsOf(
    '',
    samples.map((s) => ({ id: s.image, load: () => readFile(imagePath(s)) })),
    v,
    log,
  );
}

/**
 * Embeddings of arbitrary photos (e.g. nogarment.ts synthetic ones), cached in their own file per
 * `key` and variant.
 * @returns one Float32Array per source, in `sources` order.
 */
export async function embeddingsOf(
  key: string,
  sources: readonly PhotoSource[],
  v: Variant,
  log: (msg: string) => void = () => {},
): Promise<Float32Array[]> {
  const file = variantFile(v, key);
  // A cache written by an older embedding layout is ignored (and overwritten).
  const cached = [readCache(file)].find((c) => c?.dim === EMBEDDING_LAYOUT.withGrid) ?? null;
  const rows = new Map<string, Float32Array>();
  if (cached) {
    cached.images.forEach((img, i) =>
      rows.set(img, cached.data.subarray(i * cached.dim, (i + 1) * cached.dim)),
    );
  }
  const missing = sources.filter((s) => !rows.has(s.id));
  if (missing.length > 0) {
    log(
      `embedding ${missing.length} ${key || 'dataset'} photos (${v.mode}${v.flip ? ', flipped' : ''}) …`,
    );
    const t0 = performance.now();
    const pixels = new Float32Array(INPUT_SIZE * INPUT_SIZE * 3);
    for (let i = 0; i < missing.length; i++) {
      const s = missing[i] as PhotoSource;
      const prepared = await prepare(await s.load(), v.mode);
      toFloat(prepared.rgb, pixels, 0, v.flip);
      const [e] = await embed(pixels, 1);
      rows.set(s.id, e as Float32Array);
      if ((i + 1) % 250 === 0 || i + 1 === missing.length) {
        log(
          `  ${i + 1}/${missing.length} (${((performance.now() - t0) / (i + 1)).toFixed(0)} ms/photo)`,
        );
        writeCache(file, [...rows.keys()], EMBEDDING_LAYOUT.withGrid, rows);
      }
    }
  }
  return sources.map((s) => rows.get(s.id) as Float32Array);
}
