/**
 * `npm run build:server` (part of `npm run build`, so of `npm start`): the API server compiled
 * from its TypeScript sources to plain ES modules in dist-server/ (esbuild; packages stay imports
 * of node_modules), so that the served process runs on Node alone. Run from the sources under tsx
 * instead, each isolate (the event loop and every worker thread) held tsx's transform and the
 * source maps of every module it loaded: about 30–50 MB of resident memory each (docs/scaling.md
 * "A process's memory").
 * - dist-server/main.mjs: server/main.ts;
 * - dist-server/pool-thread.mjs, cutout-thread.mjs, heic-thread.mjs: the worker threads' entries,
 *   beside main.mjs under the names the pools resolve relative to their own module (their
 *   source-tree counterparts register tsx and load the TypeScript);
 * - shared code in chunks; source maps beside each file (used only with --enable-source-maps).
 * Committed data files (model weights, the sample catalogue's pictures) are read from the source
 * tree (server/lib/source-path.ts), never copied.
 * Plain JavaScript, so that it runs before anything is compiled.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist-server');

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    'pool-thread': 'server/styling/recognizer/pool-worker.ts',
    'cutout-thread': 'server/styling/cutout-worker.ts',
    'heic-thread': 'server/lib/heic-thread.mjs',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  // The oldest Node the toolchain runs on (build/check-node.mjs), as on Debian's Node 20.
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
