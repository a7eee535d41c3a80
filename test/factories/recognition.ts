/** Recognition factory for tests that use a fake recogniser. */
import type { Recognition } from '../../server/styling/types';

export function recognition(overrides: Partial<Recognition> = {}): Recognition {
  return {
    category: '데님 팬츠',
    slot: 'bottom',
    confidence: 0.82,
    runnerUps: [
      { category: '코튼 팬츠', confidence: 0.08 },
      { category: '슈트 팬츠&슬랙스', confidence: 0.05 },
      { category: '트레이닝&조거 팬츠', confidence: 0.03 },
    ],
    colour: '중청',
    menswear: true,
    ...overrides,
  };
}
