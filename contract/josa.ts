/**
 * Korean particles (조사) chosen by the final syllable of the word they follow, for the server's
 * reasoning text and the recogniser's answer sentence ("촬영하신 상품은 데님 팬츠로 보이며…",
 * TAXONOMY.md) and the app's sentences around a word it does not know in advance ("블랙으로
 * 보여요. 맞나요?"). Rules (표준 국어 문법):
 *
 * - 은/는, 이/가, 을/를, 과/와, 이나/나, 이랑/랑, 아/야, 이라/라, 이에요/예요: the first form after a
 *   final consonant (받침), the second after a vowel;
 * - 으로/로: 으로 after a final consonant other than ㄹ; 로 after a vowel or ㄹ (카디건으로, 셔츠로,
 *   블루종&MA-1로 — "일" ends in ㄹ).
 *
 * The word's last Hangul syllable, digit or Latin letter decides; trailing spaces and
 * punctuation (`)`, `]`, `'`, `"`, `.`, …) are skipped. Digits are read as Sino-Korean
 * (1 일, 3 삼, 6 육, 7 칠, 8 팔, 0 영), Latin letters by their Korean letter names (L 엘, M 엠,
 * N 엔, R 알, others end in a vowel). When nothing readable is found the combined form is
 * returned, e.g. '은(는)' or '(으)로'.
 */

/** The kind of ending a word has, as far as particles care. */
export type FinalSound = 'vowel' | 'rieul' | 'consonant' | 'unknown';

/** Particle pairs, written "after-consonant/after-vowel" as in school grammar (와/과 also accepted). */
export type JosaPair =
  | '은/는'
  | '이/가'
  | '을/를'
  | '과/와'
  | '와/과'
  | '으로/로'
  | '이나/나'
  | '이랑/랑'
  | '아/야'
  | '이라/라'
  | '이에요/예요';

const FORMS: Record<JosaPair, { consonant: string; vowel: string; rieul?: string }> = {
  '은/는': { consonant: '은', vowel: '는' },
  '이/가': { consonant: '이', vowel: '가' },
  '을/를': { consonant: '을', vowel: '를' },
  '과/와': { consonant: '과', vowel: '와' },
  '와/과': { consonant: '과', vowel: '와' },
  '으로/로': { consonant: '으로', vowel: '로', rieul: '로' },
  '이나/나': { consonant: '이나', vowel: '나' },
  '이랑/랑': { consonant: '이랑', vowel: '랑' },
  '아/야': { consonant: '아', vowel: '야' },
  '이라/라': { consonant: '이라', vowel: '라' },
  '이에요/예요': { consonant: '이에요', vowel: '예요' },
};

const DIGIT_SOUNDS: Record<string, FinalSound> = {
  '0': 'consonant', // 영
  '1': 'rieul', // 일
  '2': 'vowel', // 이
  '3': 'consonant', // 삼
  '4': 'vowel', // 사
  '5': 'vowel', // 오
  '6': 'consonant', // 육
  '7': 'rieul', // 칠
  '8': 'rieul', // 팔
  '9': 'vowel', // 구
};

const LETTER_SOUNDS: Record<string, FinalSound> = {
  l: 'rieul',
  r: 'rieul',
  m: 'consonant',
  n: 'consonant',
};

const SKIPPED = /[\s)\]}'"”’.,!?~·…»>-]/u;

/** How `word` ends for particle purposes (see the module comment). */
export function finalSoundOf(word: string): FinalSound {
  const chars = [...word];
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i] as string;
    if (SKIPPED.test(ch)) continue;
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xac00 && code <= 0xd7a3) {
      const jong = (code - 0xac00) % 28;
      if (jong === 0) return 'vowel';
      return jong === 8 ? 'rieul' : 'consonant';
    }
    if (ch >= '0' && ch <= '9') return DIGIT_SOUNDS[ch] ?? 'unknown';
    if (/[a-z]/i.test(ch)) return LETTER_SOUNDS[ch.toLowerCase()] ?? 'vowel';
    return 'unknown';
  }
  return 'unknown';
}

/** The particle alone for `word`, e.g. pickJosa('카디건', '으로/로') → '으로'. */
export function pickJosa(word: string, pair: JosaPair): string {
  const forms = FORMS[pair];
  switch (finalSoundOf(word)) {
    case 'vowel':
      return forms.vowel;
    case 'rieul':
      return forms.rieul ?? forms.consonant;
    case 'consonant':
      return forms.consonant;
    case 'unknown':
      // '(으)로', '(이)나' when the long form extends the short one; else '은(는)'.
      return forms.consonant.endsWith(forms.vowel)
        ? `(${forms.consonant.slice(0, -forms.vowel.length)})${forms.vowel}`
        : `${forms.consonant}(${forms.vowel})`;
  }
}

/** `word` followed by its particle, e.g. josa('데님 팬츠', '으로/로') → '데님 팬츠로'. */
export function josa(word: string, pair: JosaPair): string {
  return word + pickJosa(word, pair);
}
