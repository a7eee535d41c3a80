import { readFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createHeicPool } from './heic-pool';

const pool = createHeicPool();
afterAll(() => pool.close());

describe(createHeicPool.name, () => {
  it('should decode a HEIC photo to RGBA on a thread of its own, off the event loop', async () => {
    const heic = await readFile(new URL('../../test/fixtures/navy-64x48.heic', import.meta.url));
    const image = await pool.decode(heic);
    expect([image.width, image.height, image.data.length]).toEqual([64, 48, 64 * 48 * 4]);
    expect([...pool.threadIds]).toHaveLength(1);
    expect(pool.threadIds.has(threadId)).toBe(false);
  });

  it('should reject a file the decoder cannot read', async () => {
    await expect(pool.decode(Buffer.from('ftypheic, but nothing else'))).rejects.toThrow();
  });
});
