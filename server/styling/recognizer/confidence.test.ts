import { describe, expect, it } from 'vitest';
import { categoryInfo } from '../../../contract/taxonomy';
import {
  categoryQuestion,
  colourChipsOf,
  isColourAsked,
  loadAskingPolicy,
  MAX_POLICY_CHIPS,
  type AskingPolicy,
  type Scored,
} from './confidence';

const policy: AskingPolicy = {
  fittedOn: 'test',
  slotSureAt: 0.7,
  category: {
    top: { askBelow: 0.5, chips: 3 },
    outer: { askBelow: 0.5, chips: 3 },
    bottom: { askBelow: 0.5, chips: 2 },
    shoes: { askBelow: 0.5, chips: 6 },
  },
  colour: {
    light: { askBelow: 0.9 },
    dark: { askBelow: 0.8 },
    denim: { askBelow: 0.7 },
    earth: { askBelow: 0.6 },
    bright: { askBelow: 0.5 },
  },
  colourChips: 4,
};

/** A loafer answer whose scores spread over the shoes and one top. */
const loafer: Scored[] = [
  { category: '로퍼', p: 0.3 },
  { category: '모카신', p: 0.2 },
  { category: '반소매 티셔츠', p: 0.12 },
  { category: '더비 슈즈', p: 0.1 },
  { category: '쪼리/플립플랍', p: 0.08 },
  { category: '스포츠/캐주얼 샌들', p: 0.07 },
  { category: '앵클/숏 부츠', p: 0.05 },
  { category: '스트레이트 팁', p: 0.04 },
  { category: '워커', p: 0.04 },
];

/** The same shoes without the top: a slot that is sure. */
const shoesOnly = loafer.slice(1).filter((c) => categoryInfo(c.category).slot === 'shoes');

describe(categoryQuestion.name, () => {
  it('should offer the answered slot’s likely kinds, most likely first, as many as the policy gives', () => {
    const { chips } = categoryQuestion(policy, loafer);
    expect(chips.map((c) => c.category)).toEqual([
      '모카신',
      '더비 슈즈',
      '쪼리/플립플랍',
      '스포츠/캐주얼 샌들',
      '앵클/숏 부츠',
      '스트레이트 팁',
    ]);
    expect(chips.every((c) => categoryInfo(c.category).slot === 'shoes')).toBe(true);
  });

  it('should ask an answer below its slot’s level', () => {
    expect(categoryQuestion(policy, [{ category: '로퍼', p: 0.4 }, ...shoesOnly]).ask).toBe(true);
    expect(categoryQuestion(policy, [{ category: '로퍼', p: 0.6 }, ...shoesOnly]).ask).toBe(false);
  });

  it('should ask a sure-looking answer whose slot is unsure, with chips of the other slots', () => {
    const unsure: Scored[] = [
      { category: '후드 티셔츠', p: 0.55 },
      { category: '후드 집업', p: 0.4 },
      { category: '맨투맨&스웨트', p: 0.05 },
    ];
    const question = categoryQuestion(policy, unsure);
    expect(question.ask).toBe(true);
    expect(question.chips.map((c) => c.category)).toEqual(['후드 집업', '맨투맨&스웨트']);
  });
});

describe(colourChipsOf.name, () => {
  it('should offer a likely photo-only colour (khaki or green beside black for olive trousers)', () => {
    const chips = colourChipsOf(
      policy,
      {
        ranked: [
          { colour: '블랙', p: 0.4 },
          { colour: '카키', p: 0.25 },
          { colour: '그린', p: 0.15 },
          { colour: '그레이', p: 0.1 },
          { colour: '네이비', p: 0.05 },
          { colour: '브라운', p: 0.05 },
        ],
        others: [],
      },
      false,
    );
    expect(chips).toEqual(['카키', '그린', '그레이', '네이비']);
  });

  it('should offer jeans only washes, and other names too while the category is asked', () => {
    const jeans = {
      ranked: [
        { colour: '진청', p: 0.6 },
        { colour: '중청', p: 0.3 },
        { colour: '흑청', p: 0.1 },
      ],
      others: ['블랙', '그레이', '네이비'],
    } satisfies Parameters<typeof colourChipsOf>[1];
    expect(colourChipsOf(policy, jeans, false)).toEqual(['중청', '흑청']);
    expect(colourChipsOf(policy, jeans, true)).toEqual(['중청', '흑청', '블랙', '그레이']);
  });
});

describe(isColourAsked.name, () => {
  it('should ask by the level of the answered colour’s family', () => {
    expect(isColourAsked(policy, { colour: '블랙', confidence: 0.75 })).toBe(true);
    expect(isColourAsked(policy, { colour: '레드', confidence: 0.75 })).toBe(false);
  });
});

describe(loadAskingPolicy.name, () => {
  it('should read the committed policy with chip counts within the phone’s limit', () => {
    const stored = loadAskingPolicy();
    for (const { chips } of Object.values(stored.category)) {
      expect(chips).toBeGreaterThanOrEqual(1);
      expect(chips).toBeLessThanOrEqual(MAX_POLICY_CHIPS);
    }
  });

  it('should name the file and the fitting command when the file is missing', () => {
    expect(() => loadAskingPolicy('/nonexistent/asking.json')).toThrow(/fit:asking/);
  });
});
