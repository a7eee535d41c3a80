/**
 * '사이즈 추천' on the product detail: for each item with a size chart, the size advised to the
 * signed-in member ("추천 사이즈 L" with 확실 / 보통 / 애매), the reason a shopper can check, the
 * second size that fits, and the chart itself behind '사이즈표'. A member without height and
 * weight gets a link to /set-body instead; a guest sees the charts only. An item advised without
 * its chart (the generator's stored answer, shown when the detail call fails: tiles carry no
 * chart) shows the advice alone.
 */
import { Link } from 'wouter';
import type { ProductItem } from '../../contract/api';
import { MEASURE_LABELS, MEASURES, SIZE_CONFIDENCE_LABELS } from '../../contract/sizes';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { alsoText } from '../lib/size-advice';
import { FIT_FEEDBACK_MESSAGES } from '../messages';

export function SizeAdviceSection({
  items,
  signedIn,
}: {
  items: readonly ProductItem[];
  signedIn: boolean;
}) {
  const sized = items.filter((item) => (item.sizes && item.sizes.length > 0) || item.size_advice);
  if (sized.length === 0) return null;
  const needsBody = signedIn && sized.every((item) => !item.size_advice);
  return (
    <section className="detail-section" aria-labelledby="size-title">
      <h2 id="size-title" className="detail-section-title">
        사이즈 추천
      </h2>
      {needsBody && (
        <Link className="size-advice-setup" href="/set-body">
          {FIT_FEEDBACK_MESSAGES.needBody}
          <span aria-hidden="true"> ›</span>
        </Link>
      )}
      <ul className="size-advice-list">
        {sized.map((item) => (
          <li key={item.id} className="size-advice-item">
            <p className="size-advice-name">
              <span className="size-advice-slot">{SLOT_LABELS[item.category]}</span>{' '}
              {item.goods_name}
            </p>
            {item.size_advice && <Advice item={item} />}
            {item.sizes && item.sizes.length > 0 && (
              <details className="size-chart">
                <summary>사이즈표</summary>
                <SizeChartTable item={item} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Advice({ item }: { item: ProductItem }) {
  const advice = item.size_advice!;
  const also = alsoText(item);
  return (
    <>
      <p className="size-advice-pick">
        추천 사이즈 <strong>{advice.size}</strong>{' '}
        <span className={`size-confidence is-${advice.confidence}`}>
          {SIZE_CONFIDENCE_LABELS[advice.confidence]}
        </span>
        {also && <span className="size-advice-also"> · {also}</span>}
      </p>
      <p className="size-advice-reason">{advice.reason}</p>
    </>
  );
}

/** The chart: a column per size, a row per measure the chart has (cm; shoes mm). */
function SizeChartTable({ item }: { item: ProductItem }) {
  const sizes = item.sizes!;
  const measures = MEASURES.filter((m) => sizes.some((r) => r.measures[m] !== undefined));
  return (
    <div className="size-chart-scroll">
      <table className="size-chart-table">
        <caption className="visually-hidden">{item.goods_name} 사이즈표 (cm)</caption>
        <thead>
          <tr>
            <th scope="col">사이즈</th>
            {sizes.map((r) => (
              <th
                key={r.size}
                scope="col"
                className={r.size === item.size_advice?.size ? 'is-advised' : undefined}
              >
                {r.size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {measures.map((m) => (
            <tr key={m}>
              <th scope="row">{MEASURE_LABELS[m]}</th>
              {sizes.map((r) => (
                <td key={r.size}>{r.measures[m] ?? '-'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
