/**
 * '사이즈 후기' (my page): the products the member opened the shop for, each with the size they
 * bought (the advised one preselected) and 작아요 / 잘 맞아요 / 커요. A verdict is sent at once and
 * shifts their next size advice for that kind of garment; the one given shows as pressed.
 * Nothing while there is no purchase to ask about.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { FIT_VERDICT_LABELS, FIT_VERDICTS, type FitVerdict } from '../../contract/sizes';
import { SLOT_LABELS } from '../../contract/taxonomy';
import {
  loadVerdicts,
  purchases$,
  sendVerdict,
  verdicts$,
  type Purchase,
} from '../state/purchases';
import { FIT_FEEDBACK_MESSAGES } from '../messages';
import { ProductImage } from './ProductImage';

export function FitFeedbackList() {
  useSignals();
  const purchases = purchases$.value;
  useEffect(() => {
    if (purchases$.peek().length > 0) void loadVerdicts();
  }, []);
  if (purchases.length === 0) return null;
  return (
    <section className="fit-feedback" aria-labelledby="fit-feedback-title">
      <h2 id="fit-feedback-title" className="section-title">
        사이즈 후기
      </h2>
      <p className="fit-feedback-lead">구매한 사이즈가 어땠나요? 다음 추천 사이즈에 반영해요.</p>
      <ul className="fit-feedback-list">
        {purchases.map((purchase) => (
          <FeedbackRow key={purchase.id} purchase={purchase} />
        ))}
      </ul>
    </section>
  );
}

function FeedbackRow({ purchase }: { purchase: Purchase }) {
  useSignals();
  const given = verdicts$.value[purchase.id];
  // The size the member picked here, else the one of their verdict (loaded after the page), else
  // the size advised when they bought.
  const [chosen, setChosen] = useState<string | null>(null);
  const size = chosen ?? given?.size ?? purchase.advised ?? purchase.sizes[0] ?? '';
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (fit: FitVerdict) => {
    setPending(true);
    const outcome = await sendVerdict(purchase, size, fit);
    setPending(false);
    setStatus(outcome.ok ? FIT_FEEDBACK_MESSAGES.sent : outcome.error);
  };

  return (
    <li className="fit-feedback-row">
      <ProductImage className="fit-feedback-image" src={purchase.s3_path} alt="" />
      <div className="fit-feedback-body">
        <p className="fit-feedback-name">
          <span className="fit-feedback-slot">{SLOT_LABELS[purchase.category]}</span>{' '}
          {purchase.goods_name}
        </p>
        <label className="fit-feedback-size">
          <span>구매한 사이즈</span>
          <select value={size} onChange={(event) => setChosen(event.target.value)}>
            {purchase.sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <div
          className="filter-chips"
          role="group"
          aria-label={`${purchase.goods_name} 사이즈 후기`}
        >
          {FIT_VERDICTS.map((fit) => (
            <button
              key={fit}
              type="button"
              className="filter-chip"
              aria-pressed={given?.fit === fit && given.size === size}
              disabled={pending}
              onClick={() => void send(fit)}
            >
              {FIT_VERDICT_LABELS[fit]}
            </button>
          ))}
        </div>
        <p className="fit-feedback-status" role="status">
          {status}
        </p>
      </div>
    </li>
  );
}
