/**
 * Won amounts as the app and the server write them, and as a shopper types them.
 *
 * Prices in whole won with thousands separators and the 원 suffix (SPEC §9): 39000 → "39,000원".
 * A missing or non-finite total gives "정보 없음" (SPEC §2 Home cards).
 *
 * The grouping is written out rather than asked of `toLocaleString('ko-KR')`: the first locale
 * call loads ICU's number formatting, about 60 ms of main-thread work on a phone that the home
 * page's first cards would wait for, and Korean won grouping is only commas every three digits.
 *
 * A budget is a limit, written as Korean shops write their price filters: in 만원 ("25만원 이하",
 * "25만 5천원 이하"), and the upper edge of a price bracket (TAXONOMY.md: 10만원대 is
 * 100,000–199,999원) as the round sum it stays under ("20만원 미만"), never "199,999원".
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

/**
 * A sum of won in 만원 where it is whole thousands from 10,000원 up: 250000 → "25만원",
 * 255000 → "25만 5천원", 10000000 → "1,000만원"; any other sum as formatWon writes it
 * (253500 → "253,500원").
 */
export function formatManwon(won: number): string {
  const whole = Math.round(won);
  if (whole < 10_000 || whole % 1_000 !== 0) return formatWon(whole);
  const man = groupThousands(Math.floor(whole / 10_000));
  const cheon = (whole % 10_000) / 1_000;
  return cheon ? `${man}만 ${cheon}천원` : `${man}만원`;
}

/**
 * An outfit budget in won (every outfit costs at most this) as a price filter reads:
 * 250000 → "25만원 이하"; one won under a round 만원 sum, as a bracket's end is, → "20만원 미만"
 * (199999).
 */
export function formatBudget(won: number): string {
  const whole = Math.round(won);
  return (whole + 1) % 10_000 === 0
    ? `${formatManwon(whole + 1)} 미만`
    : `${formatManwon(whole)} 이하`;
}

/**
 * The won a shopper typed, in digits with or without commas or in 만/천 words: "250,000",
 * "250000원", "25만", "25만원", "12.5만", "25만 5천", "25만5천원", "5천" (spaces, commas and a
 * final 원 are ignored). Null for anything else (no digits, other units, "25만원대").
 */
export function parseWon(text: string): number | null {
  const t = text.replace(/[\s,]/g, '').replace(/원$/, '');
  const words = /^(?:(\d+(?:\.\d+)?)만)?(?:(\d+)천)?(\d*)$/.exec(t);
  if (!t || !words) return null;
  const [, man, cheon, rest] = words;
  const won =
    Math.round(Number(man ?? 0) * 10_000) + Number(cheon ?? 0) * 1_000 + Number(rest || 0);
  return Number.isSafeInteger(won) ? won : null;
}
