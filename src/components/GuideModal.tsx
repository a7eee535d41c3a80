/**
 * The camera guide modal (SPEC §2 "Camera guide"): a dialog named '촬영 가이드' with the step
 * carousel, '다음' / '확인했어요' and a close button ('닫기'). Escape closes it.
 */
import { createPortal } from 'react-dom';
import { useId } from 'react';
import { useDialogFocus } from '../lib/use-dialog-focus';
import type { GuideStep } from '../state/guide';
import { GuideSteps } from './GuideSteps';
import { CloseButton } from './CloseButton';

export interface GuideModalProps {
  steps: readonly GuideStep[];
  onClose: () => void;
}

/** Renders over the page while mounted. */
export function GuideModal({ steps, onClose }: GuideModalProps) {
  const id = useId();
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  // A portal: the route wrapper animates a transform, which would trap position: fixed.
  return createPortal(
    <div
      className="dialog-backdrop guide-backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={ref}
        className="guide-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <div className="guide-head">
          <h2 id={`${id}-title`} className="guide-title">
            촬영 가이드
          </h2>
          <CloseButton onClose={onClose} />
        </div>
        <GuideSteps
          steps={steps}
          renderActions={(step, goTo) =>
            step < steps.length - 1 ? (
              <button
                type="button"
                className="btn btn-primary btn-block"
                onClick={() => goTo(step + 1)}
                data-autofocus
              >
                다음
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-block"
                onClick={onClose}
                data-autofocus
              >
                확인했어요
              </button>
            )
          }
        />
      </div>
    </div>,
    document.body,
  );
}
