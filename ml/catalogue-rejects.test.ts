import { describe, expect, it } from 'vitest';
import { samplePhotos } from '../server/catalog/sample/photos';
import { BANNERS } from './banner-specs';
import { readCatalogueRejects } from './dataset';

describe('the photographed sample catalogue', () => {
  const photos = samplePhotos();
  const rejects = readCatalogueRejects();

  it('should show no picture that was looked at and left out (a brand mark, dirt, blur, …)', () => {
    expect(photos.length).toBeGreaterThan(400);
    const shown = photos.filter((p) => rejects.has(p.source));
    expect(shown.map((p) => `${p.source} ${rejects.get(p.source)}`)).toEqual([]);
  });

  it('should paint the home banners only with pictures the catalogue shows', () => {
    const sources = photos.map((p) => p.source);
    for (const picture of BANNERS.flatMap((b) => b.pictures))
      expect(sources.filter((s) => s.startsWith(picture))).toHaveLength(1);
  });
});
