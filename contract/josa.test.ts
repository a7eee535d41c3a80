import { describe, expect, it } from 'vitest';
import { PHOTO_COLOUR_NAMES, type PhotoColourName } from './taxonomy';
import { finalSoundOf, josa, pickJosa, type JosaPair } from './josa';

/** How every colour name ends when read aloud, written by hand (not by the code's arithmetic). */
const COLOUR_ENDINGS: Record<PhotoColourName, 'vowel' | 'rieul' | 'consonant'> = {
  화이트: 'vowel',
  아이보리: 'vowel',
  오트밀: 'rieul',
  베이지: 'vowel',
  그레이: 'vowel',
  블랙: 'consonant',
  네이비: 'vowel',
  스카이블루: 'vowel',
  카키: 'vowel',
  브라운: 'consonant',
  버건디: 'vowel',
  연청: 'consonant',
  중청: 'consonant',
  진청: 'consonant',
  흑청: 'consonant',
  레드: 'vowel',
  핑크: 'vowel',
  오렌지: 'vowel',
  옐로우: 'vowel',
  그린: 'consonant',
  블루: 'vowel',
  퍼플: 'rieul',
  멀티: 'vowel',
};

/** The particle each ending takes, per pair the texts use. */
const FORMS: Record<string, Record<'vowel' | 'rieul' | 'consonant', string>> = {
  '으로/로': { vowel: '로', rieul: '로', consonant: '으로' },
  '이/가': { vowel: '가', rieul: '이', consonant: '이' },
  '은/는': { vowel: '는', rieul: '은', consonant: '은' },
  '와/과': { vowel: '와', rieul: '과', consonant: '과' },
  '을/를': { vowel: '를', rieul: '을', consonant: '을' },
};

describe('particles after every colour name', () => {
  it('should cover every photo colour name', () => {
    expect(Object.keys(COLOUR_ENDINGS).sort()).toEqual([...PHOTO_COLOUR_NAMES].sort());
  });

  it.each(Object.entries(COLOUR_ENDINGS))(
    'should write %s with 으로/로, 이/가, 은/는, 와/과, 을/를',
    (name, ending) => {
      for (const [pair, forms] of Object.entries(FORMS)) {
        expect(josa(name, pair as JosaPair)).toBe(`${name}${forms[ending]}`);
      }
    },
  );
});

describe(josa.name, () => {
  it.each([
    ['데님 팬츠', '데님 팬츠로'],
    ['코트', '코트로'],
    ['슬랙스', '슬랙스로'],
    ['셔츠', '셔츠로'],
    ['블루종&MA-1', '블루종&MA-1로'],
    ['니트&스웨터 - 긴소매', '니트&스웨터 - 긴소매로'],
    ['카디건', '카디건으로'],
    ['슈트 팬츠&슬랙스', '슈트 팬츠&슬랙스로'],
    ['겨울 더블 코트', '겨울 더블 코트로'],
    ['로퍼', '로퍼로'],
    ['패딩 베스트', '패딩 베스트로'],
    ['앵클/숏 부츠', '앵클/숏 부츠로'],
    ['모카신', '모카신으로'],
    ['트러커 재킷', '트러커 재킷으로'],
    ['무스탕&퍼', '무스탕&퍼로'],
    ['숏팬츠', '숏팬츠로'],
    ['스포츠/캐주얼 샌들', '스포츠/캐주얼 샌들로'], // ㄹ takes 로
    ['워커', '워커로'],
    ['후드 집업', '후드 집업으로'],
  ])('should write %s + 으로/로 as %s', (word, expected) => {
    expect(josa(word, '으로/로')).toBe(expected);
  });

  it('should choose 은/는 by the final consonant', () => {
    expect(josa('카디건', '은/는')).toBe('카디건은');
    expect(josa('데님 팬츠', '은/는')).toBe('데님 팬츠는');
    expect(josa('블루종&MA-1', '은/는')).toBe('블루종&MA-1은');
    expect(josa('스포츠/캐주얼 샌들', '은/는')).toBe('스포츠/캐주얼 샌들은');
  });

  it('should choose 이/가, 을/를 and 와/과', () => {
    expect(josa('코트', '이/가')).toBe('코트가');
    expect(josa('모카신', '이/가')).toBe('모카신이');
    expect(josa('셔츠', '을/를')).toBe('셔츠를');
    expect(josa('니트&스웨터 - 긴소매', '을/를')).toBe('니트&스웨터 - 긴소매를');
    expect(josa('트러커 재킷', '을/를')).toBe('트러커 재킷을');
    expect(josa('로퍼', '와/과')).toBe('로퍼와');
    expect(josa('카디건', '와/과')).toBe('카디건과');
    expect(josa('카디건', '과/와')).toBe('카디건과');
    expect(josa('중청', '와/과')).toBe('중청과');
    expect(josa('네이비', '와/과')).toBe('네이비와');
  });

  it('should skip trailing punctuation and read digits and Latin letters', () => {
    expect(josa('코트(네이비)', '을/를')).toBe('코트(네이비)를');
    expect(josa("'카디건'", '으로/로')).toBe("'카디건'으로");
    expect(pickJosa('MA-3', '은/는')).toBe('은'); // 삼
    expect(pickJosa('MA-2', '은/는')).toBe('는'); // 이
    expect(pickJosa('MA-7', '으로/로')).toBe('로'); // 칠
    expect(pickJosa('MA-6', '으로/로')).toBe('으로'); // 육
    expect(pickJosa('GORE-TEX', '은/는')).toBe('는'); // 엑스
    expect(pickJosa('L', '으로/로')).toBe('로'); // 엘
    expect(pickJosa('M', '으로/로')).toBe('으로'); // 엠
  });

  it('should fall back to the combined form when nothing is readable', () => {
    expect(pickJosa('', '은/는')).toBe('은(는)');
    expect(pickJosa('★', '으로/로')).toBe('(으)로');
    expect(pickJosa('👕', '이/가')).toBe('이(가)');
    expect(finalSoundOf('...')).toBe('unknown');
  });
});
