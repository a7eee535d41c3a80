/**
 * The camera guide's step carousel (SPEC §2 "Camera guide", §9): one swiper slide per tip with a
 * bad (X) and a good (O) example, dot pagination, and the swipe rule of src/lib/swipe.ts —
 * gestures under 30 px are ignored, only swipes over 50 px change the step. Swiper's own touch
 * handling is off (its threshold would be 30 px but its step rule is a ratio of the width), so
 * this component follows the pointer itself and lets swiper animate.
 */
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
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
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const gesture = useRef<{ id: number; x: number; base: number; moving: boolean } | null>(null);

  const goTo = (index: number): void => {
    const next = Math.min(Math.max(index, 0), steps.length - 1);
    swiper?.slideTo(next);
    setStep(next);
    onStepChange?.(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    gesture.current = {
      id: event.pointerId,
      x: event.clientX,
      base: swiper?.translate ?? 0,
      moving: false,
    };
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
    const shift = dx - Math.sign(dx) * SWIPE_IGNORE_PX;
    swiper?.setTransition(0);
    swiper?.setTranslate(g.base + shift);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>): void => {
    const g = gesture.current;
    if (!g || g.id !== event.pointerId) return;
    gesture.current = null;
    const dx = event.clientX - g.x;
    const next = stepAfterSwipe(step, dx, steps.length);
    if (g.moving || next !== step) {
      // slideTo animates back to the same step when the swipe was 50 px or less.
      swiper?.slideTo(next);
      if (next !== step) {
        setStep(next);
        onStepChange?.(next);
      }
    }
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
        <Swiper
          allowTouchMove={false}
          spaceBetween={16}
          slidesPerView={1}
          onSwiper={setSwiper}
          className="guide-swiper"
        >
          {steps.map((item, i) => (
            <SwiperSlide key={item.title} aria-hidden={i !== step}>
              <section className="guide-slide" aria-label={`${i + 1}단계: ${item.title}`}>
                <p className="guide-step-no">STEP {i + 1}</p>
                <h3 className="guide-step-title">{item.title}</h3>
                <p className="guide-step-hint">{item.hint}</p>
                <div className="guide-examples">
                  <GuideExample example={item.bad} good={false} />
                  <GuideExample example={item.good} good />
                </div>
              </section>
            </SwiperSlide>
          ))}
        </Swiper>
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
