/**
 * What one recogniser thread and the cut-out thread add to a process's resident memory, measured
 * alone (bench:catalogue prints the server's RSS without them with it): a plain Node process
 * (no tsx, whose transform would count) reads its RSS, starts the compiled recogniser thread
 * (dist-server/pool-thread.mjs, `npm run build`), recognises PHOTOS dataset photos, reads its RSS,
 * then starts the cut-out thread and cuts them out, and reads it again. Prints one JSON line:
 * `{ bare, recogniser, cutout }` in MB (the process's RSS at each step).
 * Usage, under the server's memory settings: sh server/serve.sh bench/support/thread-rss.mjs
 * PHOTO.jpg [PHOTO.jpg …]
 */
import { readFileSync } from 'node:fs';
import Piscina from 'piscina';

const PHOTOS = 30;
const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);
const photos = process.argv.slice(2).map((file) => readFileSync(file));
const thread = (name) =>
  new Piscina({
    filename: new URL(`../../dist-server/${name}.mjs`, import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    // as recognizer/pool.ts THREAD_YOUNG_GENERATION_MB
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
/** Runs PHOTOS tasks of `key` (a photo's bytes moved to the thread) on `pool`. */
async function run(pool, key) {
  for (let i = 0; i < PHOTOS; i += 1) {
    const bytes = new Uint8Array(photos[i % photos.length]);
    await pool.run({ [key]: bytes }, { transferList: [bytes.buffer] });
  }
}

const bare = rssMb();
await run(thread('pool-thread'), 'image');
const recogniser = rssMb();
await run(thread('cutout-thread'), 'cutout');
console.log(JSON.stringify({ bare, recogniser, cutout: rssMb() }));
process.exit(0);
