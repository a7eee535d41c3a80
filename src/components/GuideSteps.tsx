/**
 * The camera guide's step carousel (SPEC §2 "Camera guide", §9): one slide per tip with a bad (X)
 * and a good (O) example, dot pagination, and the swipe rule of src/lib/swipe.ts — gestures under
 * 30 px are ignored, only swipes over 50 px change the step. The slides sit in a row that CSS
 * moves to the current step (guide.css: a transform and its transition, 16 px between slides);
 * while a finger drags, the row follows it through the `--drag` custom property, and letting go
 * animates it to the step the swipe rule gives. Nothing is measured or set up when the guide
 * opens: it costs the page no more than its markup.
 */
import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { isSwipeIgnored, stepAfterSwipe, SWIPE_IGNORE_PX } from '../lib/swipe';
import type { GuideStep } from '../state/guide';

export interface GuideStepsProps {
  steps: readonly GuideStep[];
  /** The step index (0-based) changed. */
  onStepChange?: (index: number) => void;
  /** Rendered under the dots: gets the current step and a way to move. */
  renderActions?: (step: number, goTo: (index: number) => void) => ReactNode;
}

/** Steps, dots and actions. */
export function GuideSteps({ steps, onStepChange, renderActions }: GuideStepsProps) {
  const [step, setStep] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const gesture = useRef<{ id: number; x: number; moving: boolean } | null>(null);

  const goTo = (index: number): void => {
    const next = Math.min(Math.max(index, 0), steps.length - 1);
    setStep(next);
    onStepChange?.(next);
  };

  /** Moves the row `px` from the current step's place without animation; null lets it go. */
  const drag = (px: number | null): void => {
    const row = track.current;
    if (!row) return;
    if (px === null) {
      row.style.removeProperty('--drag');
      delete row.dataset.dragging;
    } else {
      row.style.setProperty('--drag', `${px}px`);
      row.dataset.dragging = '';
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    gesture.current = { id: event.pointerId, x: event.clientX, moving: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g || g.id !== event.pointerId) return;
    const dx = event.clientX - g.x;
    if (!g.moving && isSwipeIgnored(dx)) return;
    if (!g.moving) {
      g.moving = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Follow the finger past the dead zone, so a 30 px gesture starts moving from 0.
    drag(dx - Math.sign(dx) * SWIPE_IGNORE_PX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g || g.id !== event.pointerId) return;
    gesture.current = null;
    // Let go: the row animates to the step (back to the same one after 50 px or less).
    drag(null);
    const next = stepAfterSwipe(step, event.clientX - g.x, steps.length);
    if (next !== step) goTo(next);
  };

  return (
    <div className="guide-steps">
      <div
        className="guide-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        data-testid="guide-viewport"
      >
        <div ref={track} className="guide-track" style={{ '--step': step } as CSSProperties}>
          {steps.map((item, i) => (
            <section
              key={item.title}
              className="guide-slide"
              aria-label={`${i + 1}단계: ${item.title}`}
              aria-hidden={i !== step}
            >
              <p className="guide-step-no">STEP {i + 1}</p>
              <h3 className="guide-step-title">{item.title}</h3>
              <p className="guide-step-hint">{item.hint}</p>
              <div className="guide-examples">
                <GuideExample example={item.bad} good={false} />
                <GuideExample example={item.good} good />
              </div>
            </section>
          ))}
        </div>
      </div>
      <div className="guide-dots" role="group" aria-label="가이드 단계">
        {steps.map((item, i) => (
          <button
            key={item.title}
            type="button"
            className="guide-dot"
            aria-label={`${i + 1}단계 보기`}
            aria-current={i === step ? 'step' : undefined}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
      {renderActions?.(step, goTo)}
    </div>
  );
}

/** One example photo of a step with its caption: '✕ 나쁜 예' or '○ 좋은 예'. */
function GuideExample({ example, good }: { example: GuideStep['good']; good: boolean }) {
  return (
    <figure className={good ? 'guide-example is-good' : 'guide-example is-bad'}>
      <img src={example.src} alt={example.alt} draggable={false} width={240} height={300} />
      <figcaption>
        <span className="guide-mark" aria-hidden="true">
          {good ? '○' : '✕'}
        </span>
        {good ? '좋은 예' : '나쁜 예'}
      </figcaption>
    </figure>
  );
}
