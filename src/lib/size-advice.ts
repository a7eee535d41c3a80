/**
 * How the app words a product's size advice (contract/sizes.ts SizeAdvice): the second size
 * that fits, said with the way it fits ("M도 가능 (딱 맞게)", "XL도 가능 (넉넉하게)"), read from
 * the chart's order (smallest first).
 */
import type { ProductItem } from '../../contract/api';

/** "M도 가능 (딱 맞게)" for a smaller second size, "XL도 가능 (넉넉하게)" for a larger; null without one. */
export function alsoText(item: Pick<ProductItem, 'sizes' | 'size_advice'>): string | null {
  const advice = item.size_advice;
  if (!advice?.also || !item.sizes) return null;
  const order = item.sizes.map((r) => r.size);
  const looser = order.indexOf(advice.also) > order.indexOf(advice.size);
  return `${advice.also}도 가능 (${looser ? '넉넉하게' : '딱 맞게'})`;
}
