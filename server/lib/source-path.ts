/**
 * Paths of files committed beside the server's sources (model weights, the sample catalogue's
 * pictures), the same whether the server runs from server/ under tsx or vitest, or compiled into
 * dist-server/ by build/server.mjs (whose modules sit elsewhere, so that a path taken from a
 * module's own URL would miss the files).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the nearest folder above this module that holds package.json. */
function repositoryRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

const ROOT = repositoryRoot();

/** server/`segments…` in the source tree, e.g. `serverFile('styling', 'recognizer', 'weights')`. */
export function serverFile(...segments: string[]): string {
  return path.join(ROOT, 'server', ...segments);
}
