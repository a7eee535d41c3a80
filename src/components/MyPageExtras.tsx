/**
 * The my page's lower sections, in a chunk of their own (loaded after the page, from the precache
 * when offline): 사이즈 후기 (FitFeedbackList), 공유 중인 코디 (SharedOutfitsList) and 코디 예산
 * (the outfit budget the fashion page remembers, changed here with the same picker).
 */
import { setBudget } from '../state/budget';
import { BudgetPicker } from './BudgetPicker';
import { FitFeedbackList } from './FitFeedbackList';
import { SharedOutfitsList } from './SharedOutfitsList';

export function MyPageExtras() {
  return (
    <>
      <FitFeedbackList />
      <SharedOutfitsList />
      <div className="my-budget">
        <h2 className="section-title">코디 예산</h2>
        <BudgetPicker onApply={setBudget} note="next" />
      </div>
    </>
  );
}
