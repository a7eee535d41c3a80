/**
 * Prices in whole won with thousands separators and the 원 suffix (SPEC §9): 39000 → "39,000원".
 * A missing or non-finite total gives "정보 없음" (SPEC §2 Home cards).
 *
 * The grouping is written out rather than asked of `toLocaleString('ko-KR')`: the first locale
 * call loads ICU's number formatting, about 60 ms of main-thread work on a phone that the home
 * page's first cards would wait for, and Korean won grouping is only commas every three digits.
 */
export function formatWon(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '정보 없음';
  return `${groupThousands(Math.round(amount))}원`;
}

/** 1234567 → "1,234,567", -39000 → "-39,000" (integers only). */
function groupThousands(whole: number): string {
  const digits = Math.abs(whole).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
