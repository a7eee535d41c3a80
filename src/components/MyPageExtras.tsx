/**
 * The my page's lower sections, in a chunk of their own (loaded after the page, from the precache
 * when offline): 사이즈 후기 (FitFeedbackList) and 코디 예산 (the outfit budget the fashion page
 * remembers, changed here with the same picker).
 */
import { setBudget } from '../state/budget';
import { BudgetPicker } from './BudgetPicker';
import { FitFeedbackList } from './FitFeedbackList';

export function MyPageExtras() {
  return (
    <>
      <FitFeedbackList />
      <div className="my-budget">
        <h2 className="section-title">코디 예산</h2>
        <p className="my-budget-lead">다음 사진의 코디도 이 예산 안에서 골라 드려요.</p>
        <BudgetPicker onApply={setBudget} showNote={false} />
      </div>
    </>
  );
}
