import { describe, expect, it } from 'vitest';
import { parseSizeChart } from './chart';

describe('parseSizeChart', () => {
  it('reads the text form of a CSV cell, Korean measure names and units', () => {
    expect(
      parseSizeChart('S: 가슴단면 52, 총장 68cm | M: 가슴단면=54.5, 소매길이 61', 'top'),
    ).toEqual({
      chart: [
        { size: 'S', measures: { chest_cm: 52, length_cm: 68 } },
        { size: 'M', measures: { chest_cm: 54.5, sleeve_cm: 61 } },
      ],
    });
  });

  it('reads JSON with the API’s measure keys, and a shoe size measures its label', () => {
    expect(parseSizeChart('[{"size": 30, "measures": {"waist_cm": 39}}]', 'bottom')).toEqual({
      chart: [{ size: '30', measures: { waist_cm: 39 } }],
    });
    expect(parseSizeChart([{ size: '265' }, { size: '270' }], 'shoes')).toEqual({
      chart: [
        { size: '265', measures: { foot_mm: 265 } },
        { size: '270', measures: { foot_mm: 270 } },
      ],
    });
  });

  it.each([
    ['M: 허리단면 40', 'top', '상의 사이즈표에 없는 치수입니다: "허리단면"'],
    ['M: 가슴단면 540', 'top', '가슴단면은 30~90 사이의 숫자여야 합니다: 540'],
    ['M: 가슴단면 54 | S: 가슴단면 52', 'top', '가슴단면이 커지는 순서로'],
    ['M: 가슴단면 54 | M: 가슴단면 56', 'top', '사이즈 M이 두 번 있습니다.'],
    ['M: 총장 70', 'outer', '사이즈 M에 가슴단면이 없습니다.'],
    ['XXXXL: 가슴단면 54', 'top', '상의에 쓸 수 없는 사이즈입니다: "XXXXL"'],
    ['262', 'shoes', '사이즈표 형식이 틀렸습니다'],
    ['[{"size": "262"}]', 'shoes', '신발에 쓸 수 없는 사이즈입니다: "262"'],
    ['[', 'bottom', '사이즈표 JSON을 읽을 수 없습니다.'],
    ['M: 허리단면 abc', 'bottom', '치수를 읽을 수 없습니다: "허리단면 abc"'],
  ] as const)('refuses %j for %s with a message naming the fault', (text, slot, message) => {
    const result = parseSizeChart(text, slot);
    expect('error' in result && result.error).toContain(message);
  });
});
