import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backboneFingerprint } from './backbone';
import { HEAD_FILE } from './head';
import { createRecognizer } from './index';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-head-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** The committed head with its `backbone` replaced (or removed when `backbone` is undefined). */
async function headFileWith(backbone: string | undefined): Promise<string> {
  const stored = JSON.parse(await readFile(HEAD_FILE, 'utf8')) as Record<string, unknown>;
  if (backbone === undefined) delete stored.backbone;
  else stored.backbone = backbone;
  const file = path.join(dir, `head-${backbone ?? 'none'}.json`);
  await writeFile(file, JSON.stringify(stored));
  return file;
}

describe('recogniser head and backbone', () => {
  it('should record the fingerprint of the backbone weights in use in the committed head', async () => {
    const stored = JSON.parse(await readFile(HEAD_FILE, 'utf8')) as { backbone?: string };
    expect(stored.backbone).toBe(backboneFingerprint());
  });

  it('should refuse to start with a head trained on other backbone weights, saying how to retrain', async () => {
    const recognizer = createRecognizer({ headFile: await headFileWith('0123456789ab') });
    await expect(recognizer.warmUp()).rejects.toThrow(
      /trained on backbone 0123456789ab.*npm run train:recognizer -- --head-only/,
    );
  });

  it('should refuse a head that does not name its backbone', async () => {
    const recognizer = createRecognizer({ headFile: await headFileWith(undefined) });
    await expect(recognizer.warmUp()).rejects.toThrow(/does not name the backbone/);
  });
});
