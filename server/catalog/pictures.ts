/**
 * How the catalogue import reads a row's picture (./tagging.ts `PictureReader`): an `image_file`
 * from the disk, else an http(s) `image_url` downloaded.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureReader } from './tagging';

/** Largest picture downloaded for recognition (bytes) and how long a download may take (ms). */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

/** Reads `image_file` relative to `folder` (the imported file's), and downloads an `image_url`. */
export function pictureReader(folder: string): PictureReader {
  return async (source) => {
    if (!/^https?:\/\//.test(source)) return readFile(path.resolve(folder, source));
    const response = await fetch(source, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_PICTURE_BYTES) throw new Error(`${source}: 사진이 15MB보다 큽니다`);
    return bytes;
  };
}
