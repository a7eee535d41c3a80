import { describe, expect, it } from 'vitest';
import { matchCategory } from './match-category';

describe(matchCategory.name, () => {
  it('should find a taxonomy name inside the answer sentence', () => {
    expect(
      matchCategory('촬영하신 상품은 데님 팬츠로 보이며, 봄에 잘 어울리는 아이템입니다.'),
    ).toBe('데님 팬츠');
    expect(matchCategory('촬영하신 상품은 블루종&MA-1로 보이며, 가을에 잘 어울립니다.')).toBe(
      '블루종&MA-1',
    );
  });

  it('should take the first name in TAXONOMY order, not in text order', () => {
    // 로퍼 (#7) comes before 데님 팬츠 (#1) in the text, but 데님 팬츠 is first in the list.
    expect(matchCategory('로퍼와 데님 팬츠가 보입니다.')).toBe('데님 팬츠');
  });

  it('should prefer the long-sleeve knit over the later short-sleeve one by list order', () => {
    expect(matchCategory('니트&스웨터 - 반소매 또는 니트&스웨터 - 긴소매')).toBe(
      '니트&스웨터 - 긴소매',
    );
  });

  it('should extract X from "…상품은 X로 보이며…" when no known name occurs', () => {
    expect(
      matchCategory('촬영하신 상품은 린넨 셔츠로 보이며, 여름에 잘 어울리는 아이템입니다.'),
    ).toBe('린넨 셔츠');
    expect(matchCategory('촬영하신 제품은 가죽 재킷으로 보입니다.')).toBe('가죽 재킷');
  });

  it('should fall back to the raw answer', () => {
    expect(matchCategory('  알 수 없는 옷  ')).toBe('알 수 없는 옷');
    expect(matchCategory('')).toBe('');
    expect(matchCategory(undefined)).toBe('');
  });
});
