/**
 * `/fashion` (SPEC §2, §4): the recommended outfits for the photographed garment. Needs a token
 * (else '로그인이 필요합니다.' → /login). '다른 코디 추천받기' re-requests with the stored image;
 * '처음부터 다시' clears the capture and returns to /camera. A budget for the whole outfit
 * (전체, 10만원대, 20만원대, 30만원대, 직접 입력) asks again for outfits within it; each card then shows
 * "총 … · 예산 …". When the answer has the cut-out of the shopper's garment
 * (`recognition.cutout_url`), each outfit shows it in the photographed slot (the requirement that
 * the outfit shows the shopper's own garment), fetched through the worker with the token.
 * "옷장에 넣기" keeps the photographed garment in 내 옷장; outfits made around a garment of 내 옷장
 * ("이 옷으로 코디") say so, and ask again around it.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { BudgetPicker } from '../components/BudgetPicker';
import { KeepGarmentButton } from '../components/KeepGarmentButton';
import { RequireLogin } from '../components/RequireLogin';
import { SeasonPicker } from '../components/SeasonPicker';
import { RecommendedOutfitCard } from '../components/RecommendedOutfitCard';
import { PendingLabel, Spinner } from '../components/Spinner';
import { categoryLabel } from '../../contract/category-labels';
import { OUTFIT_KINDS } from '../../contract/picked';
import { matchCategory } from '../lib/match-category';
import { useOwnGarment } from '../lib/use-private-picture';
import { loadUser, user$ } from '../state/auth';
import {
  clearCapture,
  imgSrc$,
  isValidResult,
  recommendResult$,
  wardrobeItemId$,
} from '../state/capture';
import { askConfirm, showAlert } from '../state/dialog';
import { aiLiked$, clearLikes, loadLikes, toggleLike } from '../state/likes';
import { budget$ } from '../state/budget';
import {
  applyBudget,
  applySeason,
  isRerequesting$,
  requestOtherOutfits,
  retry$,
  retryText,
} from '../state/recommend';
import { DETAIL_MESSAGES, LIKE_MESSAGES, RECOMMEND_MESSAGES } from '../messages';

/** Fashion (signed-in shoppers only). */
export function FashionPage() {
  return (
    <RequireLogin className="page fashion-page">
      <Outfits />
    </RequireLogin>
  );
}

function Outfits() {
  useSignals();
  const [, navigate] = useLocation();

  useEffect(() => {
    void loadUser();
    void loadLikes(OUTFIT_KINDS.ai);
  }, [navigate]);

  const result = recommendResult$.value;
  const valid = isValidResult(result);
  // The shopper-facing name ('니트'), never the shop's category ('니트&스웨터 - 긴소매').
  const garment = categoryLabel(matchCategory(result?.initial_recommendation?.answer));
  const name = user$.value?.username ?? '회원';
  // Outfits made around a garment of 내 옷장 ("이 옷으로 코디") rather than a photo.
  const fromWardrobe = wardrobeItemId$.value !== null;
  // The shopper's own garment, cut out: their photo holds its place while it loads (never an
  // empty tile), left out quietly when it cannot be had (the similar item shows, as before).
  const own = useOwnGarment(
    valid ? result.recognition?.cutout_url : null,
    garment || categoryLabel(result?.recognition?.category ?? '') || '옷',
    imgSrc$.value,
  );

  const other = async (): Promise<void> => {
    const confirmed = await askConfirm({
      title: RECOMMEND_MESSAGES.otherTitle,
      message: RECOMMEND_MESSAGES.otherMessage,
      confirmLabel: RECOMMEND_MESSAGES.otherConfirm,
    });
    if (!confirmed) return;
    const outcome = await requestOtherOutfits();
    if (outcome.kind === 'no-image') {
      await showAlert(RECOMMEND_MESSAGES.noImageInfo);
      navigate('/camera');
    } else if (outcome.kind === 'failed') {
      await showAlert(RECOMMEND_MESSAGES.otherFailed);
    } else {
      clearLikes(OUTFIT_KINDS.ai);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  /** The outfits asked again (a budget, a season): a failure said, new outfits unliked. */
  const reask = async (asking: ReturnType<typeof applyBudget>): Promise<void> => {
    const outcome = await asking;
    if (outcome.kind === 'failed') await showAlert(outcome.message);
    else if (outcome.kind === 'done') clearLikes(OUTFIT_KINDS.ai);
  };

  const restart = async (): Promise<void> => {
    const confirmed = await askConfirm({
      title: RECOMMEND_MESSAGES.restartTitle,
      message: RECOMMEND_MESSAGES.restartMessage,
      confirmLabel: RECOMMEND_MESSAGES.restartConfirm,
    });
    if (!confirmed) return;
    clearCapture();
    navigate('/camera');
  };

  const retry = retry$.value;
  return (
    <main className="page fashion-page">
      <header className="fashion-head">
        {imgSrc$.value && <img className="fashion-thumb" src={imgSrc$.value} alt="촬영한 사진" />}
        <div>
          <h1 className="page-title">{name}님의 추천 코디</h1>
          {valid && garment && (
            <p className="page-sub">
              {fromWardrobe ? '내 옷장의' : '촬영하신'} <strong>{garment}</strong>에 어울리는
              코디예요
            </p>
          )}
        </div>
      </header>
      {valid && <KeepGarmentButton />}

      {valid && <BudgetPicker note="shown" onApply={(budget) => void reask(applyBudget(budget))} />}
      {valid && result.recognition?.season && (
        <SeasonPicker
          season={result.recognition.season}
          onApply={(season) => void reask(applySeason(season))}
        />
      )}

      {valid ? (
        <div className="outfit-list">
          {result.product_combinations.map((outfit, i) => (
            <RecommendedOutfitCard
              key={`${outfit.recommendation_id}-${i}`}
              outfit={outfit}
              index={i + 1}
              budget={budget$.value}
              own={own}
              liked={aiLiked$.value[outfit.recommendation_id] === true}
              onToggleLike={() =>
                void toggleLike(OUTFIT_KINDS.ai, outfit.recommendation_id, {
                  unlikeFailureMessage: LIKE_MESSAGES.unlikeFailed,
                })
              }
              onMissingDetail={() => void showAlert(DETAIL_MESSAGES.notFound)}
            />
          ))}
        </div>
      ) : (
        <div className="empty-card">
          <p className="empty-title">아직 추천받은 코디가 없어요</p>
          <p className="empty-text">옷 사진을 찍으면 어울리는 코디를 추천해 드려요.</p>
          <Link href="/camera" className="btn btn-primary">
            사진 찍으러 가기
          </Link>
        </div>
      )}

      <div className="fashion-actions">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => void other()}
          disabled={isRerequesting$.value}
        >
          {isRerequesting$.value ? <PendingLabel text="코디를 고르는 중…" /> : '다른 코디 추천받기'}
        </button>
        <button type="button" className="btn btn-secondary btn-lg" onClick={() => void restart()}>
          처음부터 다시
        </button>
      </div>

      {isRerequesting$.value && (
        <div className="page-overlay">
          <div className="overlay-card">
            <Spinner label="새로운 코디를 찾는 중" />
            <p>새로운 코디를 찾고 있어요</p>
            <p className="loading-status" role="status">
              {retry ? retryText(retry) : ''}
            </p>
          </div>
        </div>
      )}
    </main>
  );
}
