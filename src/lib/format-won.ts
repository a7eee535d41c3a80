/**
 * Prices in whole won with thousands separators and the 원 suffix (SPEC §9): 39000 → "39,000원".
 * A missing or non-finite total gives "정보 없음" (SPEC §2 Home cards).
 */
export function formatWon(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '정보 없음';
  return `${Math.round(amount).toLocaleString('ko-KR')}원`;
}
