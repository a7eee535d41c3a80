/**
 * Vite plugin scaffolding for pictures the build writes from source files: on `vite build`, every
 * file of `dir` (resolved from Vite's config) whose name ends with `extension` is read and handed
 * to `convert`, whose outputs are emitted into dist as assets. A failing conversion fails the build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** One file a conversion writes: its path in dist and its bytes. */
export interface ConvertedAsset {
  fileName: string;
  source: Uint8Array;
}

/** The plugin named `name`; see the module comment. */
export function convertedAssets(
  name: string,
  options: {
    dir: (config: ResolvedConfig) => string;
    extension: string;
    convert: (source: Buffer, fileName: string) => Promise<ConvertedAsset[]>;
  },
): Plugin {
  let dir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      dir = options.dir(config);
    },
    async generateBundle() {
      const names = (await readdir(dir)).filter((file) => file.endsWith(options.extension));
      for (const fileName of names) {
        const source = await readFile(path.join(dir, fileName));
        for (const asset of await options.convert(source, fileName))
          this.emitFile({ type: 'asset', ...asset });
      }
    },
  };
}
