/**
 * Step 1 of the garment-mask head's training: writes what segment.py (step 2) reads under `data/cache/segment/` (gitignored, never committed):
 * - `graph.json` + `weights.f32`: the served backbone graph (nsfwjs's MobileNetV2-mid with the
 *   project's fine-tuned weights, backbone.ts `withFinetuned`) as finetune.py interprets it;
 * - `masks.json` + `masks.u8`: the training photos, each 224×224 RGB bytes as the recogniser's
 *   'pad' mode prepares them (preprocess.ts) followed by its 224×224 garment mask (0/255) in the
 *   same square. The photos are the sample catalogue's pictures' sources on the training side of
 *   the sender split (server/catalog/sample/photos/manifest.json: cut-outs kept after five rounds
 *   of review by eye, ml/data/catalogue-rejects.csv); their masks are the GrabCut masks that made
 *   them (server/styling/cutout.ts `analysePhoto`, today's code), so no validation photo is used;
 * - `grounds.json` + `grounds.u8`: backgrounds to paste the garments on (ml/nogarment.ts: corner
 *   crops of training photos and synthetic surfaces), 224×224 RGB each.
 *
 *
 *   npx tsx ml/segment/export.ts     # ~3 min on 2 cores
 *   /usr/bin/python3 ml/segment/segment.py data/cache/segment server/styling/recognizer/weights ml/logs
 *
 * Exits 1 with the dataset's message when ../shared/datasets/clothing is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { samplePhotos } from '../../server/catalog/sample/photos';
import { analysePhoto, openCv } from '../../server/styling/cutout';
import {
  initBackend,
  INPUT_SIZE,
  readBackboneArtifacts,
  withFinetuned,
} from '../../server/styling/recognizer/backbone';
import { prepare } from '../../server/styling/recognizer/preprocess';
import { imagePath, REPO_ROOT, splitOf, usableSamplesOrExit } from '../dataset';
import { exportGraph } from '../finetune/export';
import { syntheticPhotos } from '../nogarment';

/** Where the exported files go. */
export const SEGMENT_DIR = path.join(REPO_ROOT, 'data', 'cache', 'segment');

/** Backgrounds exported for pasting: corner crops and synthetic surfaces of training photos. */
const GROUNDS = { corners: 400, surfaces: 100, seed: 11 } as const;

/** The GrabCut mask of `photo` in the recogniser's 224 px 'pad' square (0/255), or null. */
async function padMask(cv: unknown, photo: Buffer): Promise<Uint8Array | null> {
  const a = await analysePhoto(cv, photo);
  if (!a.mask || !a.score.kept) return null;
  const { data } = await sharp(Buffer.from(a.mask), {
    raw: { width: a.w, height: a.h, channels: 1 },
  })
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'contain', background: '#000000' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Writes the graph, the masked photos and the grounds to SEGMENT_DIR.
 * @returns how many photos and grounds were written.
 */
export async function exportForSegment(
  log: (m: string) => void,
): Promise<{ photos: number; grounds: number }> {
  const samples = usableSamplesOrExit();
  mkdirSync(SEGMENT_DIR, { recursive: true });
  await initBackend();
  const { artifacts, manifest, weightData } = await readBackboneArtifacts();
  const { specs, data } = await withFinetuned(manifest, weightData);
  exportGraph(SEGMENT_DIR, {
    artifacts,
    manifest: { paths: [], weights: specs },
    weightData: data,
  });

  const senders = new Map(samples.map((s) => [s.image, s.senderId]));
  const sources = samplePhotos()
    .map((p) => p.source)
    .filter((id) => {
      const sender = senders.get(id);
      return sender !== undefined && splitOf(sender) === 'train';
    });
  const cv = await openCv();
  const per = INPUT_SIZE * INPUT_SIZE * 4;
  const chunks: Buffer[] = [];
  const ids: string[] = [];
  for (const id of sources) {
    const photo = await readFile(imagePath({ image: id }));
    const mask = await padMask(cv, photo);
    if (!mask) continue;
    const { rgb } = await prepare(photo, 'pad');
    const row = Buffer.alloc(per);
    row.set(rgb, 0);
    row.set(mask, INPUT_SIZE * INPUT_SIZE * 3);
    chunks.push(row);
    ids.push(id);
    if (ids.length % 200 === 0) log(`  ${ids.length} masks`);
  }
  writeFileSync(path.join(SEGMENT_DIR, 'masks.u8'), Buffer.concat(chunks));
  writeFileSync(path.join(SEGMENT_DIR, 'masks.json'), JSON.stringify({ size: INPUT_SIZE, ids }));
  log(`${ids.length} of ${sources.length} training-side catalogue photos masked`);

  const train = samples.filter((s) => splitOf(s.senderId) === 'train');
  const grounds = syntheticPhotos(train, GROUNDS.corners, GROUNDS.surfaces, GROUNDS.seed);
  const groundRows: Buffer[] = [];
  for (const g of grounds) {
    const { data: rgb } = await sharp(await g.load())
      .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    groundRows.push(rgb);
  }
  writeFileSync(path.join(SEGMENT_DIR, 'grounds.u8'), Buffer.concat(groundRows));
  writeFileSync(
    path.join(SEGMENT_DIR, 'grounds.json'),
    JSON.stringify({ size: INPUT_SIZE, ids: grounds.map((g) => g.id) }),
  );
  return { photos: ids.length, grounds: grounds.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = await exportForSegment((m) => console.log(m));
  console.log(`wrote ${n.photos} photos and ${n.grounds} grounds to ${SEGMENT_DIR}`);
}
