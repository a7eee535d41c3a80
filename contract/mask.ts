/**
 * Display masking of SPEC §5, shared by the settings page and the server's find-ID answer:
 * a name keeps its first character, then '*', then the rest from the third character
 * ('김핏픽' → '김*픽'); names shorter than 2 characters are unchanged. An e-mail keeps the first
 * two characters of the local part and stars the rest of it ('fitpick@x.kr' → 'fi*****@x.kr'),
 * with at most MAX_EMAIL_STARS stars: a long address would otherwise print a row of stars wider
 * than a phone's settings row, and the count would tell the hidden part's length.
 * Characters are counted as code points, so Hangul and emoji are never split.
 */

/** The most '*' a masked e-mail shows, however long its local part. */
export const MAX_EMAIL_STARS = 6;

/** '김핏픽' → '김*픽', '홍길' → '홍*', 'A' → 'A'. */
export function maskName(name: string | null | undefined): string {
  const chars = [...(name ?? '')];
  if (chars.length < 2) return chars.join('');
  return `${chars[0]}*${chars.slice(2).join('')}`;
}

/**
 * 'fitpick@x.kr' → 'fi*****@x.kr', 'kim.fitpick+shop@x.kr' → 'ki******@x.kr'; text without '@'
 * is masked as a whole local part.
 */
export function maskEmail(email: string | null | undefined): string {
  const text = email ?? '';
  const at = text.lastIndexOf('@');
  const local = [...(at >= 0 ? text.slice(0, at) : text)];
  const domain = at >= 0 ? text.slice(at) : '';
  const stars = Math.min(Math.max(0, local.length - 2), MAX_EMAIL_STARS);
  return `${local.slice(0, 2).join('')}${'*'.repeat(stars)}${domain}`;
}
