import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './data-url';

describe(dataUrlToBlob.name, () => {
  it('should decode a base64 data URL with its MIME type', async () => {
    const blob = dataUrlToBlob('data:image/jpeg;base64,/9j/AA==');
    expect(blob.type).toBe('image/jpeg');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0x00]);
  });

  it('should reject text that is not a data URL', () => {
    expect(() => dataUrlToBlob('null')).toThrow(TypeError);
  });
});
