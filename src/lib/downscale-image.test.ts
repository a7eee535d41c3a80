import { describe, expect, it } from 'vitest';
import { fitWithin } from './downscale-image';

describe(fitWithin.name, () => {
  it('should keep the aspect ratio and cap the long side', () => {
    expect(fitWithin(4032, 3024, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000, 1280)).toEqual({ width: 960, height: 1280 });
  });

  it('should never upscale', () => {
    expect(fitWithin(400, 300, 1280)).toEqual({ width: 400, height: 300 });
  });
});
