/**
 * '공유 중인 코디' (my page; docs/accounts.md "Shared outfits"): the member's live shares, newest
 * first, each with its outfit's pictures (a link to its shared page), the day it was shared,
 * whether it shows their own garment, and 공유 중지 (asked first; the link and its pictures stop
 * at once). Here, not on the outfit's detail, because an outfit never liked can no longer be
 * opened once /fashion shows others, and its link would then live on. Nothing while there are
 * none.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { SHARE_PAGE_PATH, type OutfitShare } from '../../contract/share';
import { toOutfitView } from '../state/detail';
import { loadMyShares, myShares$, withdrawShare } from '../state/shared-outfit';
import { OutfitGrid } from './OutfitGrid';

export function SharedOutfitsList() {
  useSignals();
  useEffect(() => {
    void loadMyShares();
  }, []);
  const shares = myShares$.value;
  if (!shares?.length) return null;
  return (
    <section className="shared-outfits" aria-labelledby="shared-outfits-title">
      <h2 id="shared-outfits-title" className="section-title">
        공유 중인 코디
      </h2>
      <p className="fit-feedback-lead">링크를 받은 사람은 누구나 볼 수 있어요.</p>
      <ul className="fit-feedback-list">
        {shares.map((share) => (
          <SharedRow key={share.token} share={share} />
        ))}
      </ul>
    </section>
  );
}

function SharedRow({ share }: { share: OutfitShare }) {
  const view = toOutfitView(share.outfit, null);
  const day = new Date(share.created_at).toLocaleDateString('ko-KR');
  return (
    <li className="fit-feedback-row">
      <Link
        href={`${SHARE_PAGE_PATH}${share.token}`}
        className="shared-outfit-grid"
        aria-label={`${view.title} 공유 페이지 보기`}
      >
        <OutfitGrid items={view.items} decorative />
      </Link>
      <div className="fit-feedback-body">
        <p className="fit-feedback-name">{view.title}</p>
        <p className="shared-outfit-meta">
          {day} 공유 · {share.with_own_garment ? '내 옷 사진 포함' : '상품만 공유'}
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm shared-outfit-stop"
          onClick={() => void withdrawShare(share)}
        >
          공유 중지
        </button>
      </div>
    </li>
  );
}
